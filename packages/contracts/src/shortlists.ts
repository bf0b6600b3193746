import { z } from 'zod';
import { safeString } from './common';
import type { VenueCard } from './discovery';
import type { PartyRef } from './enquiries';

// Shared shortlists: a favourites folder shared by link with co-organisers, who add venues to it and
// vote on them once signed in (docs/adr/0064-shared-shortlists.md).

/** Venues a shortlist shows (its newest first); a folder holds at most this many for everyone to vote on. */
export const SHORTLIST_MAX_VENUES = 100;

export type ShortlistRole = 'owner' | 'member' | 'none';
export type VoteValue = -1 | 0 | 1;

export interface ShortlistVenue extends VenueCard {
  added_at: string;
  /** Who put it in the folder (null for a save made before folders could be shared). */
  added_by: PartyRef | null;
  up: number;
  down: number;
  /** The caller's vote: 1 for, -1 against, 0 none. */
  my_vote: VoteValue;
}

export interface Shortlist {
  /** The favourites folder's id. */
  _id: string;
  name: string;
  owner: PartyRef;
  members: PartyRef[];
  /** What the caller is to it; `none` only when looking through the link before joining. */
  my_role: ShortlistRole;
  /** The link's token, for the owner only (null: not shared). */
  share_token: string | null;
  venues: ShortlistVenue[];
}

/** A shortlist someone shared with the caller (for the favourites page). */
export interface SharedShortlist {
  _id: string;
  name: string;
  owner: PartyRef;
  share_token: string;
  count: number;
}

const id = (label: string) => safeString({ message: `${label} is required` }).uuid(`${label} must be a valid id`);

export const shortlistTokenParams = z.object({ token: safeString({ message: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'This shortlist link is not valid') });
export const shortlistParams = z.object({ id: id('Shortlist') });
export const shortlistVenueParams = z.object({ id: id('Shortlist'), venue_id: id('Venue') });
export const shortlistMemberParams = z.object({ id: id('Shortlist'), user_id: id('Member') });

/** POST /v1/shortlists/{id}/venues. */
export const shortlistVenueBody = z.object({ venue_id: id('Venue') }).strict();
/** PUT /v1/shortlists/{id}/votes/{venue_id}: 1 for, -1 against, 0 takes the vote back. */
export const voteBody = z.object({ value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { message: 'Vote 1 (for), -1 (against) or 0 (no vote)' }) }).strict();
export type VoteBody = z.input<typeof voteBody>;
