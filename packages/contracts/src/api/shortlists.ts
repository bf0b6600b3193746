import { z } from 'zod';
import {
  shortlistMemberParams,
  shortlistParams,
  shortlistTokenParams,
  shortlistVenueBody,
  shortlistVenueParams,
  voteBody,
  type SharedShortlist,
  type Shortlist,
} from '../shortlists';
import { venueCardAnswer } from './answers';
import { dataOf, errors, obj, okAnswer, same } from './common';
import { partyAnswer } from './enquiries';

// The shortlists module's answers and routes (server/src/modules/shortlists): favourites folders
// shared with co-organisers, who add venues and vote.

const vote = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export const shortlistVenueAnswer = venueCardAnswer.extend({ added_at: z.string(), added_by: partyAnswer.nullable(), up: z.number(), down: z.number(), my_vote: vote });
export const shortlistAnswer = obj({
  _id: z.string(),
  name: z.string(),
  owner: partyAnswer,
  members: z.array(partyAnswer),
  my_role: z.enum(['owner', 'member', 'none']),
  share_token: z.string().nullable(),
  venues: z.array(shortlistVenueAnswer),
});
same<z.infer<typeof shortlistAnswer>, Shortlist>(true);
export const sharedShortlistAnswer = obj({ _id: z.string(), name: z.string(), owner: partyAnswer, share_token: z.string(), count: z.number() });
same<z.infer<typeof sharedShortlistAnswer>, SharedShortlist>(true);

const tags = { tags: ['shortlists'] };
const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const base = { ...tags, ...signedIn };

export const shortlistsApi = {
  shared: { ...base, summary: 'Shortlists other people shared with the caller', response: { ...ok(z.array(sharedShortlistAnswer)), ...errors() } },
  share: { ...base, summary: 'Share a folder by link (the owner); answers the shortlist with its token', params: shortlistParams, response: { ...ok(shortlistAnswer), ...errors(404) } },
  unshare: { ...base, summary: 'Stop sharing (the owner): the link stops working and the members leave', params: shortlistParams, response: { ...ok(shortlistAnswer), ...errors(404) } },
  byToken: { ...base, summary: 'A shortlist through its link (before joining)', params: shortlistTokenParams, response: { ...ok(shortlistAnswer), ...errors(404) } },
  join: { ...base, summary: 'Join a shortlist through its link', params: shortlistTokenParams, response: { ...ok(shortlistAnswer), ...errors(404) } },
  get: { ...base, summary: 'A shortlist, for its owner and members', params: shortlistParams, response: { ...ok(shortlistAnswer), ...errors(404) } },
  addVenue: { ...base, summary: 'Add a venue (the owner or a member)', params: shortlistParams, body: shortlistVenueBody, response: { ...created(shortlistAnswer), ...errors(404, 409) } },
  vote: { ...base, summary: 'Vote for (1) or against (-1) a venue, or take the vote back (0)', params: shortlistVenueParams, body: voteBody, response: { ...ok(shortlistAnswer), ...errors(404) } },
  removeMember: { ...base, summary: 'Remove a member (the owner), or leave (a member, with their own id)', params: shortlistMemberParams, response: { ...ok(okAnswer), ...errors(403, 404) } },
};
