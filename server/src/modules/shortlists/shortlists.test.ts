import { and, eq } from 'drizzle-orm';
import type { Shortlist } from '@venues/contracts';
import { favorites, venues, type VenueRow } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

// Shared shortlists over real HTTP on the real database: sharing by link, joining, adding and
// voting, who may do what (owner, member, stranger, another team's owner), and stopping sharing.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let owner: Session, friend: Session, stranger: Session;
let pub: VenueRow[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  stranger = await t.login('owner@demo.test');
  pub = await t.app.db.select().from(venues).where(and(eq(venues.status, 'published'), eq(venues.country, 'sg'))).limit(4);
});
afterAll(() => t.close());

const req = (method: string, path: string, s: Session | null, body?: unknown) => t.req({ method: method as 'GET', url: `/api/v1${path}`, token: s?.accessToken, ...(body ? { body } : {}) });
const data = async (method: string, path: string, s: Session, body?: unknown, status = 200): Promise<Shortlist> => {
  const r = await req(method, path, s, body);
  expect(r.statusCode).toBe(status);
  return r.json().data;
};

async function sharedFolder(name: string) {
  const f = (await req('POST', '/favorites/folders', owner, { name })).json().data as { _id: string };
  expect((await req('POST', '/favorites', owner, { venue_id: pub[0]!.id, folder_id: f._id })).statusCode).toBe(201);
  const s = await data('POST', `/shortlists/${f._id}/share`, owner);
  return { id: f._id, token: s.share_token! };
}

describe('shared shortlists', () => {
  it('the owner shares by link; a friend joins, adds a venue (recorded as theirs) and votes; everyone sees the tally', async () => {
    const { id, token } = await sharedFolder(`Offsite ${Date.now()}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Sharing again answers the same link.
    expect((await data('POST', `/shortlists/${id}/share`, owner)).share_token).toBe(token);

    // Before joining, the link shows the shortlist; the folder's id alone shows nothing.
    expect((await req('GET', `/shortlists/${id}`, friend)).statusCode).toBe(404);
    const preview = await data('GET', `/shortlists/link/${token}`, friend);
    expect(preview).toMatchObject({ _id: id, my_role: 'none', share_token: null, owner: { _id: owner.userId } });
    const joined = await data('POST', `/shortlists/link/${token}/join`, friend);
    expect(joined.my_role).toBe('member');
    expect(joined.members.map((m) => m._id)).toEqual([friend.userId]);

    const added = await data('POST', `/shortlists/${id}/venues`, friend, { venue_id: pub[1]!.id }, 201);
    expect(added.venues.find((v) => v._id === pub[1]!.id)?.added_by?._id).toBe(friend.userId);
    const [row] = await t.app.db.select().from(favorites).where(and(eq(favorites.folderId, id), eq(favorites.venueId, pub[1]!.id)));
    expect(row!.addedBy).toBe(friend.userId);

    await data('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, friend, { value: 1 });
    await data('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, owner, { value: -1 });
    let seen = await data('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, friend, { value: -1 }); // changes the vote
    expect(seen.venues.find((v) => v._id === pub[0]!.id)).toMatchObject({ up: 0, down: 2, my_vote: -1 });
    seen = await data('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, friend, { value: 0 }); // takes it back
    expect(seen.venues.find((v) => v._id === pub[0]!.id)).toMatchObject({ up: 0, down: 1, my_vote: 0 });
    expect((await data('GET', `/shortlists/${id}`, owner)).venues.find((v) => v._id === pub[0]!.id)?.my_vote).toBe(-1);

    const mine = (await req('GET', '/shortlists', friend)).json().data as { _id: string; count: number }[];
    expect(mine.find((s) => s._id === id)).toMatchObject({ count: 2, share_token: token });
  });

  it('who may do what: a stranger gets 404, a member cannot manage the link or remove others, bad input names the field', async () => {
    const { id, token } = await sharedFolder(`Rules ${Date.now()}`);
    await data('POST', `/shortlists/link/${token}/join`, friend);
    for (const [m, p, b] of [
      ['GET', `/shortlists/${id}`, undefined],
      ['POST', `/shortlists/${id}/venues`, { venue_id: pub[2]!.id }],
      ['PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, { value: 1 }],
      ['POST', `/shortlists/${id}/share`, undefined],
    ] as const) {
      expect((await req(m, p, stranger, b)).statusCode).toBe(404);
    }
    expect((await req('POST', `/shortlists/${id}/share`, friend)).statusCode).toBe(404);
    expect((await req('DELETE', `/shortlists/${id}/share`, friend)).statusCode).toBe(404);
    expect((await req('DELETE', `/favorites/folders/${id}`, friend)).statusCode).toBe(404); // the folder stays the owner's
    expect((await req('DELETE', `/shortlists/${id}/members/${owner.userId}`, friend)).statusCode).toBe(403);
    expect((await req('GET', '/shortlists/link/not-a-real-token-at-all-000', friend)).statusCode).toBe(404);
    expect((await req('GET', `/shortlists/${id}`, null)).statusCode).toBe(401);

    const badVote = await req('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, friend, { value: 2 });
    expect(errorOf(badVote).details.fields?.[0]?.field).toBe('value');
    const badVenue = await req('POST', `/shortlists/${id}/venues`, friend, { venue_id: 'nope' });
    expect(errorOf(badVenue).details.fields?.[0]?.field).toBe('venue_id');
    expect((await req('PUT', `/shortlists/${id}/votes/${pub[3]!.id}`, friend, { value: 1 })).statusCode).toBe(404); // not in the shortlist

    // A member leaves; they can no longer see it.
    expect((await req('DELETE', `/shortlists/${id}/members/${friend.userId}`, friend)).statusCode).toBe(200);
    expect((await req('GET', `/shortlists/${id}`, friend)).statusCode).toBe(404);
  });

  it('stopping sharing kills the link and removes the members with their votes', async () => {
    const { id, token } = await sharedFolder(`Stop ${Date.now()}`);
    await data('POST', `/shortlists/link/${token}/join`, friend);
    await data('PUT', `/shortlists/${id}/votes/${pub[0]!.id}`, friend, { value: 1 });
    const stopped = await data('DELETE', `/shortlists/${id}/share`, owner);
    expect(stopped).toMatchObject({ share_token: null, members: [] });
    expect(stopped.venues[0]).toMatchObject({ up: 0, down: 0 });
    expect((await req('GET', `/shortlists/link/${token}`, friend)).statusCode).toBe(404);
    expect((await req('GET', `/shortlists/${id}`, friend)).statusCode).toBe(404);
    // The owner still has the folder; sharing again makes a new link.
    expect((await data('POST', `/shortlists/${id}/share`, owner)).share_token).not.toBe(token);
  });
});
