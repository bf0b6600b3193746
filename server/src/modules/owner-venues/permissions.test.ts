import type { OwnerSpace, OwnerVenue } from '@venues/contracts';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';
import { api, COMPLETE_SPACE, image, type Session } from './__tests__/fixtures';

// Every route of the module × every kind of caller (docs/owner-venues.md, the team permission
// table): owners and venue admins manage their organisation's venues (deletion requests: owners
// only), members and customers are refused (403), anonymous callers 401, another organisation's
// owner finds nothing (404, never 403), and only full administrators approve or reject.

let t: TestApp;
let a: ReturnType<typeof api>;
const s: Record<string, Session | null> = {};
let fx: { venue: OwnerVenue; space: OwnerSpace; venuePhoto: string; spacePhoto: string; png: Buffer };

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  const { rivalEmail } = await ownersVenueAndRival(t);
  for (const [k, email] of Object.entries({ owner: 'owner@demo.test', lister: 'lister@demo.test', member: 'member@demo.test', customer: 'user@demo.test', admin: 'admin@demo.test', sales: 'sales@demo.test', rival: rivalEmail })) {
    s[k] = await t.login(email, k === 'rival' ? 'venue' : undefined);
  }
  s.anonymous = null;
  const png = await image();
  const venue = await a.draft(s.owner!, { name: 'Permission Hall' });
  const space = await a.space(s.owner!, venue._id, COMPLETE_SPACE);
  const withPhoto = a.ok<OwnerVenue>(await a.upload(`/owner/venues/${venue._id}/photos`, s.owner!, png), 201);
  const spaceWithPhoto = a.ok<OwnerSpace>(await a.upload(`/space/${space._id}/photos`, s.owner!, png), 201);
  fx = { venue, space, venuePhoto: withPhoto.photos[0]!._id, spacePhoto: spaceWithPhoto.photos[0]!._id, png };
});
afterAll(() => t.close());

type Route = { name: string; call: (who: Session | null) => ReturnType<TestApp['req']> };
const routes = (): Route[] => {
  // Read when called: the fixture is made in beforeAll, after the tests are listed.
  const ids = { get v() { return fx.venue._id; }, get sp() { return fx.space._id; } };
  return [
    { name: 'GET /owner/venues', call: (w) => a.call('GET', '/owner/venues', w) },
    { name: 'POST /owner/venues', call: (w) => a.call('POST', '/owner/venues', w, { name: 'Theirs' }) },
    { name: 'GET /owner/venues/:id', call: (w) => a.call('GET', `/owner/venues/${ids.v}`, w) },
    { name: 'PATCH /owner/venues/:id', call: (w) => a.call('PATCH', `/owner/venues/${ids.v}`, w, { area: 'Changed' }) },
    { name: 'POST /owner/venues/:id/submit', call: (w) => a.call('POST', `/owner/venues/${ids.v}/submit`, w) },
    { name: 'POST /owner/venues/:id/archive', call: (w) => a.call('POST', `/owner/venues/${ids.v}/archive`, w) },
    { name: 'POST /owner/venues/:id/restore', call: (w) => a.call('POST', `/owner/venues/${ids.v}/restore`, w) },
    { name: 'POST /owner/venues/:id/request-deletion', call: (w) => a.call('POST', `/owner/venues/${ids.v}/request-deletion`, w) },
    { name: 'GET /owner/venues/:id/preview', call: (w) => a.call('GET', `/owner/venues/${ids.v}/preview`, w) },
    { name: 'POST /owner/venues/:id/photos', call: (w) => a.upload(`/owner/venues/${ids.v}/photos`, w, fx.png) },
    { name: 'PUT /owner/venues/:id/photos', call: (w) => a.call('PUT', `/owner/venues/${ids.v}/photos`, w, { photos: [{ _id: fx.venuePhoto }] }) },
    { name: 'DELETE /owner/venues/:id/photos/:photoId', call: (w) => a.call('DELETE', `/owner/venues/${ids.v}/photos/${fx.venuePhoto}`, w) },
    { name: 'POST /space/:venueId', call: (w) => a.call('POST', `/space/${ids.v}`, w, { name: 'Annex' }) },
    { name: 'GET /space/:spaceId', call: (w) => a.call('GET', `/space/${ids.sp}`, w) },
    { name: 'PATCH /space/:spaceId', call: (w) => a.call('PATCH', `/space/${ids.sp}`, w, { description: 'Changed' }) },
    { name: 'POST /space/:spaceId/photos', call: (w) => a.upload(`/space/${ids.sp}/photos`, w, fx.png) },
    { name: 'PUT /space/:spaceId/photos', call: (w) => a.call('PUT', `/space/${ids.sp}/photos`, w, { photos: [{ _id: fx.spacePhoto }] }) },
    { name: 'DELETE /space/:spaceId/photos/:photoId', call: (w) => a.call('DELETE', `/space/${ids.sp}/photos/${fx.spacePhoto}`, w) },
    { name: 'DELETE /space/:spaceId', call: (w) => a.call('DELETE', `/space/${ids.sp}`, w) },
    { name: 'POST /admin/venues/:id/approve', call: (w) => a.call('POST', `/admin/venues/${ids.v}/approve`, w) },
    { name: 'POST /admin/venues/:id/reject', call: (w) => a.call('POST', `/admin/venues/${ids.v}/reject`, w, { reason: 'No' }) },
  ];
};

/** What each refused caller gets: none of them changes the fixture. */
function expected(route: string, who: string): number {
  const admin = route.startsWith('POST /admin/');
  if (who === 'anonymous') return 401;
  // An administrator is let through, and the draft cannot be approved or rejected.
  if (admin) return who === 'admin' ? 409 : 403;
  if (who === 'member' || who === 'customer' || who === 'admin' || who === 'sales') return 403;
  // Another organisation's owner: their own list and drafts, never our venue.
  if (route === 'GET /owner/venues') return 200;
  if (route === 'POST /owner/venues') return 201;
  return 404;
}

describe.each(['member', 'customer', 'anonymous', 'rival', 'admin', 'sales'])('%s', (who) => {
  it.each(routes().map((r) => [r.name]))('%s', async (name) => {
    const route = routes().find((r) => r.name === name)!;
    const r = await route.call(s[who]!);
    expect([r.statusCode, r.statusCode >= 400 ? errorOf(r).code : 'ok']).toEqual([
      expected(name, who),
      { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'VENUE_DRAFT' }[expected(name, who)] ?? 'ok',
    ]);
    if (who === 'rival' && r.statusCode === 200) expect((r.json().data as { data: { _id: string }[] }).data.map((x) => x._id)).not.toContain(fx.venue._id);
  });
});

describe('a venue admin (lister@) manages the venues like the owner, but cannot ask for deletion', () => {
  it.each(routes().map((r) => [r.name]))('%s', async (name) => {
    const r = await routes().find((x) => x.name === name)!.call(s.lister!);
    if (name.startsWith('POST /admin/') || name.endsWith('request-deletion')) expect(r.statusCode).toBe(403);
    // The draft cannot be archived or restored, nor submitted (gaps): the steps themselves answer, past the permission.
    else if (name.endsWith('/archive') || name.endsWith('/restore')) expect(errorOf(r).code).toBe('VENUE_DRAFT');
    else if (name.endsWith('/submit')) expect(errorOf(r).code).toBe('VALIDATION_ERROR');
    else expect([200, 201]).toContain(r.statusCode);
  });
});

describe('the owner', () => {
  it('reads, edits and asks for deletion of its venue; an administrator approves another', async () => {
    const v = fx.venue._id;
    expect((await a.call('GET', `/owner/venues/${v}`, s.owner!)).statusCode).toBe(200);
    expect((await a.call('PATCH', `/owner/venues/${v}`, s.owner!, { area: 'Again' })).statusCode).toBe(200);
    expect((await a.call('POST', `/space/${v}`, s.owner!, { name: 'Owner annex' })).statusCode).toBe(201);
    const ready = await a.ready(s.owner!);
    expect((await a.call('POST', `/owner/venues/${ready._id}/submit`, s.owner!)).statusCode).toBe(200);
    expect((await a.call('POST', `/admin/venues/${ready._id}/approve`, s.admin!)).statusCode).toBe(200);
    expect((await a.call('POST', `/owner/venues/${ready._id}/archive`, s.owner!)).statusCode).toBe(200);
    expect((await a.call('POST', `/owner/venues/${v}/request-deletion`, s.owner!)).statusCode).toBe(200);
  });

  it('a malformed id names the field', async () => {
    const r = await a.call('GET', '/owner/venues/not-an-id', s.owner!);
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields![0]!.field).toBe('id');
  });
});
