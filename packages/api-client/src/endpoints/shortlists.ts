import type { DataEnvelope, SharedShortlist, Shortlist, VoteValue } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap, type Ok } from './unwrap';

// The shortlists module of the server (server/src/modules/shortlists): favourites folders shared
// with co-organisers. A folder the caller neither owns nor joined answers 404.

const BASE = '/v1/shortlists';

export const shortlistsApi = {
  /** Shortlists other people shared with the caller. */
  async shared(): Promise<SharedShortlist[]> {
    return unwrap(await http.get<DataEnvelope<SharedShortlist[]>>(BASE));
  },
  async get(id: string): Promise<Shortlist> {
    return unwrap(await http.get<DataEnvelope<Shortlist>>(`${BASE}/${seg(id)}`));
  },
  /** The owner: makes (or answers) the link's token. */
  async share(id: string): Promise<Shortlist> {
    return unwrap(await http.post<DataEnvelope<Shortlist>>(`${BASE}/${seg(id)}/share`, {}));
  },
  /** The owner: the link stops working and the members leave. */
  async unshare(id: string): Promise<Shortlist> {
    return unwrap(await http.delete<DataEnvelope<Shortlist>>(`${BASE}/${seg(id)}/share`));
  },
  /** Through the link, before joining. */
  async byToken(token: string): Promise<Shortlist> {
    return unwrap(await http.get<DataEnvelope<Shortlist>>(`${BASE}/link/${seg(token)}`));
  },
  async join(token: string): Promise<Shortlist> {
    return unwrap(await http.post<DataEnvelope<Shortlist>>(`${BASE}/link/${seg(token)}/join`, {}));
  },
  async addVenue(id: string, venueId: string): Promise<Shortlist> {
    return unwrap(await http.post<DataEnvelope<Shortlist>>(`${BASE}/${seg(id)}/venues`, { venue_id: venueId }));
  },
  /** 1 for, -1 against, 0 takes the vote back. */
  async vote(id: string, venueId: string, value: VoteValue): Promise<Shortlist> {
    return unwrap(await http.put<DataEnvelope<Shortlist>>(`${BASE}/${seg(id)}/votes/${seg(venueId)}`, { value }));
  },
  /** The owner removes a member; a member leaves with their own id. */
  async removeMember(id: string, userId: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`${BASE}/${seg(id)}/members/${seg(userId)}`));
  },
};
