import { randomBytes } from 'node:crypto';
import { SHORTLIST_MAX_VENUES, type PartyRef, type SharedShortlist, type Shortlist, type ShortlistRole, type VoteValue } from '@venues/contracts';
import type { FavoriteFolderRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { toVenueCard } from '../venues/dto';
import type { PersonRow, ShortlistRepository } from './repository';

const party = (id: string, first: string | null, last: string | null, picture: string | null): PartyRef => ({
  _id: id,
  name: [first, last].filter(Boolean).join(' ').trim() || 'Someone',
  picture: picture ?? '',
});
const person = (p: PersonRow) => party(p.id, p.first_name, p.last_name, p.profile_picture);

/**
 * Shared shortlists (docs/adr/0064-shared-shortlists.md): the owner of a favourites folder shares
 * it by a link whose random token is the only way in; whoever opens it signed in may join, then add
 * venues and vote. Every call checks the caller's place: a folder they neither own nor joined is 404.
 */
export class ShortlistService {
  constructor(private readonly repo: ShortlistRepository) {}

  private async roleOf(user: AuthUser, f: FavoriteFolderRow): Promise<ShortlistRole> {
    if (f.userId === user.id) return 'owner';
    return f.shareToken && (await this.repo.isMember(f.id, user.id)) ? 'member' : 'none';
  }

  /** The folder for its owner or a member; anyone else (or a member after sharing stopped) gets 404. */
  private async mine(user: AuthUser, id: string): Promise<{ folder: FavoriteFolderRow; role: ShortlistRole }> {
    const folder = await this.repo.folder(user.tenantId, id);
    const role = folder ? await this.roleOf(user, folder) : 'none';
    if (!folder || role === 'none') throw notFound('Shortlist');
    return { folder, role };
  }

  private async view(user: AuthUser, f: FavoriteFolderRow, role: ShortlistRole): Promise<Shortlist> {
    const [owner, members, venues] = await Promise.all([this.repo.person(f.userId), this.repo.members(f.id), this.repo.venues(f.id, user.id, SHORTLIST_MAX_VENUES)]);
    return {
      _id: f.id,
      name: f.name,
      owner: person(owner),
      members: members.map(person),
      my_role: role,
      share_token: role === 'owner' ? f.shareToken : null,
      venues: venues.map((v) => ({
        ...toVenueCard(v),
        added_at: new Date(v.added_at).toISOString(),
        added_by: v.added_by ? party(v.added_by, v.adder_first, v.adder_last, v.adder_picture) : null,
        up: v.up,
        down: v.down,
        my_vote: (v.my_vote ?? 0) as VoteValue,
      })),
    };
  }

  async shared(user: AuthUser): Promise<SharedShortlist[]> {
    return (await this.repo.sharedWith(user.tenantId, user.id)).map((r) => ({
      _id: r.id,
      name: r.name,
      share_token: r.share_token,
      count: r.count,
      owner: party(r.owner_id, r.owner_first, r.owner_last, r.owner_picture),
    }));
  }

  async get(user: AuthUser, id: string): Promise<Shortlist> {
    const { folder, role } = await this.mine(user, id);
    return this.view(user, folder, role);
  }

  /** Makes the link once; sharing again answers the same link. */
  async share(user: AuthUser, id: string): Promise<Shortlist> {
    const { folder, role } = await this.mine(user, id);
    if (role !== 'owner') throw notFound('Shortlist');
    if (!folder.shareToken) await this.repo.setToken(id, randomBytes(24).toString('base64url'));
    return this.view(user, (await this.repo.folder(user.tenantId, id))!, 'owner');
  }

  /** The link stops working and every member leaves (their votes with them). */
  async unshare(user: AuthUser, id: string): Promise<Shortlist> {
    const { role } = await this.mine(user, id);
    if (role !== 'owner') throw notFound('Shortlist');
    await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      await repo.setToken(id, null);
      await repo.removeAllMembers(id);
    });
    return this.view(user, (await this.repo.folder(user.tenantId, id))!, 'owner');
  }

  private async byToken(user: AuthUser, token: string) {
    const folder = await this.repo.byToken(user.tenantId, token);
    if (!folder) throw notFound('Shortlist');
    return folder;
  }

  async preview(user: AuthUser, token: string): Promise<Shortlist> {
    const folder = await this.byToken(user, token);
    return this.view(user, folder, await this.roleOf(user, folder));
  }

  async join(user: AuthUser, token: string): Promise<Shortlist> {
    const folder = await this.byToken(user, token);
    if (folder.userId !== user.id) await this.repo.join(folder.id, user.id);
    return this.view(user, folder, await this.roleOf(user, folder));
  }

  async addVenue(user: AuthUser, id: string, venueId: string): Promise<Shortlist> {
    const { folder, role } = await this.mine(user, id);
    if (!(await this.repo.inFolder(id, venueId))) {
      if ((await this.repo.venueCount(id)) >= SHORTLIST_MAX_VENUES) throw new AppError('CONFLICT', `A shortlist holds at most ${SHORTLIST_MAX_VENUES} venues: remove some first`);
      if (!(await this.repo.isPublicVenue(user.tenantId, venueId))) throw notFound('Venue');
      await this.repo.add(id, venueId, user.id);
    }
    return this.view(user, folder, role);
  }

  async vote(user: AuthUser, id: string, venueId: string, value: VoteValue): Promise<Shortlist> {
    const { folder, role } = await this.mine(user, id);
    if (!(await this.repo.inFolder(id, venueId))) throw notFound('Venue in this shortlist');
    await this.repo.vote(id, venueId, user.id, value);
    return this.view(user, folder, role);
  }

  /** The owner removes anyone; a member may only remove themself (leave). */
  async removeMember(user: AuthUser, id: string, memberId: string): Promise<void> {
    const { folder, role } = await this.mine(user, id);
    if (role === 'member' && memberId !== user.id) throw forbidden('Only the owner removes other members');
    if (memberId === folder.userId) throw forbidden('The owner cannot leave their own shortlist: stop sharing it instead');
    if (!(await this.repo.isMember(id, memberId))) throw notFound('Member');
    await this.repo.removeMember(id, memberId);
  }
}
