import { eq } from 'drizzle-orm';
import type { AdminVenueReview, OwnerSpace, OwnerVenue, OwnerVenueList, VenueDetail } from '@venues/contracts';
import { notifications, venues } from '../../db/schema';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';
import { api, COMPLETE_SPACE, COMPLETE_VENUE, type Session } from './__tests__/fixtures';

// The venue team's venues over HTTP on the real database: drafts that may be incomplete, submit
// naming every gap, the status steps (and the illegal ones, 409), approval by an administrator
// making the venue searchable, and the edit rule of published venues (prices at once, name or
// address back to approval).

let t: TestApp;
let owner: Session;
let lister: Session;
let admin: Session;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  [owner, lister, admin] = await Promise.all([t.login('owner@demo.test'), t.login('lister@demo.test'), t.login('admin@demo.test')]);
});
afterAll(() => t.close());

const search = async (q: string) => {
  const r = await t.req({ url: `/api/v1/venues/search?country=sg&q=${encodeURIComponent(q)}` });
  expect(r.statusCode).toBe(200);
  return r.json().data as { data: { _id: string; name: string; price_from: { amount: number } | null }[] };
};
const fieldsOf = (r: Awaited<ReturnType<TestApp['req']>>) => (errorOf(r).details.fields ?? []).map((f) => f.field);

describe('drafts', () => {
  it('starts with a name only: country, currency and zone come from the caller’s storefront; the gaps are listed', async () => {
    const v = await a.draft(owner, { name: '  Harbour Room  ' });
    expect(v).toMatchObject({ name: 'Harbour Room', slug: 'harbour-room', status: 'draft', country: 'sg', currency: 'SGD', time_zone: 'Asia/Singapore', latitude: null, opening_hours: null, editable: true });
    expect(v.actions).toEqual(['submit', 'request_deletion']);
    expect(v.missing.map((m) => m.field)).toEqual(['city', 'address', 'latitude', 'longitude', 'description', 'event_types', 'photos', 'spaces']);
  });

  it('a venue admin may not ask for deletion: the action is not offered', async () => {
    const v = await a.draft(lister);
    expect(v.actions).toEqual(['submit']);
  });

  it('saves any part, names each bad field, and keeps a draft incomplete', async () => {
    const v = await a.draft(owner);
    const r = await a.call('PATCH', `/owner/venues/${v._id}`, owner, { latitude: 95, event_types: ['raves'], time_zone: 'Mars/Olympus', opening_hours: { mon: { open: '9am', close: '17:00' } } });
    expect(r.statusCode).toBe(400);
    expect(fieldsOf(r)).toEqual(expect.arrayContaining(['latitude', 'event_types.0', 'time_zone', 'opening_hours.mon.open', 'opening_hours.tue']));
    const pinHalf = await a.call('PATCH', `/owner/venues/${v._id}`, owner, { latitude: 1.3 });
    expect(fieldsOf(pinHalf)).toEqual(['longitude']);
    const saved = a.ok<OwnerVenue>(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { city: 'Singapore', latitude: 1.3, longitude: 103.8, opening_hours: COMPLETE_VENUE.opening_hours }));
    expect(saved).toMatchObject({ city: 'Singapore', latitude: 1.3, longitude: 103.8, opening_hours: COMPLETE_VENUE.opening_hours, status: 'draft' });
    expect(saved.missing.map((m) => m.field)).not.toContain('city');
  });

  it('refuses a country without a storefront and a slug follows the name until the venue is published', async () => {
    const v = await a.draft(owner, { name: 'Twin Name' });
    expect(fieldsOf(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { country: 'zz' }))).toEqual(['country']);
    const renamed = a.ok<OwnerVenue>(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { name: 'Twin Name Two' }));
    expect(renamed.slug).toBe('twin-name-two');
    const twin = await a.draft(owner, { name: 'Twin Name Two' });
    expect(twin.slug).toMatch(/^twin-name-two-[0-9a-f]{6}$/);
  });

  it('submit names every missing field, of the venue and of each space', async () => {
    const v = await a.draft(owner, { name: 'Gappy' });
    await a.space(owner, v._id, { name: 'Back room' });
    const r = await a.call('POST', `/owner/venues/${v._id}/submit`, owner);
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(r)).toEqual(['city', 'address', 'latitude', 'longitude', 'description', 'event_types', 'photos', 'spaces.0.space_type', 'spaces.0.capacity', 'spaces.0.pricing']);
  });
});

describe('spaces', () => {
  it('creates, edits and reads a space in major units; a bad price names its field', async () => {
    const v = await a.draft(owner);
    const s = await a.space(owner, v._id);
    expect(s).toMatchObject({ status: 'draft', space_type: 'studio', capacity: { standing: 80, seated: 40, theatre: 0, banquet: 0 }, missing: [] });
    expect(s.pricing).toEqual({ currency: 'SGD', per_hour: { amount: 150.5, min_hours: 2 }, per_day: { amount: 900 }, packages: [{ name: 'Evening', description: '', amount: 600, per_person: false, hours: 5 }] });
    const bad = await a.call('PATCH', `/space/${s._id}`, owner, { pricing: { per_hour: { amount: -5 } }, capacity: { seated: 1.5 }, space_type: 'cave' });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['pricing.per_hour.amount', 'capacity.seated', 'space_type']));
    const edited = a.ok<OwnerSpace>(await a.call('PATCH', `/space/${s._id}`, owner, { pricing: { per_day: null }, capacity: { banquet: 30 } }));
    expect(edited.pricing.per_day).toBeNull();
    expect(edited.pricing.per_hour).toEqual({ amount: 150.5, min_hours: 2 });
    expect(edited.capacity).toEqual({ standing: 80, seated: 40, theatre: 0, banquet: 30 });
    expect(a.ok<OwnerSpace>(await a.call('GET', `/space/${s._id}`, lister))._id).toBe(s._id);
    const gone = a.ok<OwnerSpace>(await a.call('DELETE', `/space/${s._id}`, owner));
    expect(gone.status).toBe('archived');
    expect(a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner)).spaces).toEqual([]);
    expect((await a.call('PATCH', `/space/${s._id}`, owner, { name: 'Back' })).statusCode).toBe(409);
  });
});

describe('status steps', () => {
  it('draft → for_approval → rejected (with a reason the team reads) → for_approval → published, searchable', async () => {
    const v = await a.ready(owner, { name: 'Quayside Lantern Hall' });
    expect(v.missing).toEqual([]);
    const submitted = a.ok<OwnerVenue>(await a.call('POST', `/owner/venues/${v._id}/submit`, lister));
    // A venue admin's answer: no deletion request (owners only).
    expect(submitted).toMatchObject({ status: 'for_approval', actions: [] });
    expect(submitted.submitted_at).not.toBeNull();
    expect((await a.call('POST', `/owner/venues/${v._id}/submit`, owner)).json().error.code).toBe('VENUE_FOR_APPROVAL');

    const noReason = await a.call('POST', `/admin/venues/${v._id}/reject`, admin, { reason: '  ' });
    expect(fieldsOf(noReason)).toEqual(['reason']);
    const rejected = a.ok<OwnerVenue>(await a.call('POST', `/admin/venues/${v._id}/reject`, admin, { reason: 'The photos show another building.' }));
    expect(rejected.status).toBe('rejected');
    const mine = a.ok<OwnerVenueList>(await a.call('GET', '/owner/venues?status=rejected', owner));
    expect(mine.data.find((x) => x._id === v._id)?.rejection_reason).toBe('The photos show another building.');
    expect((await a.call('POST', `/admin/venues/${v._id}/approve`, admin)).json().error.code).toBe('VENUE_REJECTED');

    a.ok(await a.call('POST', `/owner/venues/${v._id}/submit`, owner));
    expect((await search('Quayside Lantern')).data.map((x) => x._id)).not.toContain(v._id);
    expect(a.ok<AdminVenueReview>(await a.call('POST', `/admin/venues/${v._id}/approve`, admin))).toMatchObject({ status: 'published', rejection_reason: '' });
    const approved = a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner));
    expect(approved).toMatchObject({ status: 'published', rejection_reason: null });
    expect(approved.spaces.map((s) => s.status)).toEqual(['published']);
    const found = (await search('Quayside Lantern')).data.find((x) => x._id === v._id);
    expect(found).toMatchObject({ name: 'Quayside Lantern Hall', price_from: { amount: 150.5 } });
    expect((await t.req({ url: `/api/v1/venues/${approved.slug}` })).statusCode).toBe(200);

    // The owners hear of it (in the app; the mail goes by their preferences).
    await t.app.mailer.drain();
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    expect(told.filter((n) => (n.payload as { venue_id?: string }).venue_id === v._id).map((n) => (n.payload as { status: string }).status)).toEqual(['rejected', 'published']);
  });

  it('published → archived (off search) → draft; illegal steps answer 409 with the state', async () => {
    const v = await a.ready(owner, { name: 'Marlow Glasshouse' });
    expect((await a.call('POST', `/owner/venues/${v._id}/archive`, owner)).json().error.code).toBe('VENUE_DRAFT');
    expect((await a.call('POST', `/owner/venues/${v._id}/restore`, owner)).json().error.code).toBe('VENUE_DRAFT');
    expect((await a.call('POST', `/admin/venues/${v._id}/approve`, admin)).json().error.code).toBe('VENUE_DRAFT');
    a.ok(await a.call('POST', `/owner/venues/${v._id}/submit`, owner));
    a.ok(await a.call('POST', `/admin/venues/${v._id}/approve`, admin));
    expect((await search('Marlow Glasshouse')).data.map((x) => x._id)).toContain(v._id);

    const archived = a.ok<OwnerVenue>(await a.call('POST', `/owner/venues/${v._id}/archive`, lister));
    expect(archived).toMatchObject({ status: 'archived', actions: ['restore'] });
    expect(a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner)).actions).toEqual(['restore', 'request_deletion']);
    expect((await search('Marlow Glasshouse')).data.map((x) => x._id)).not.toContain(v._id);
    const restored = a.ok<OwnerVenue>(await a.call('POST', `/owner/venues/${v._id}/restore`, owner));
    expect(restored.status).toBe('draft');
    expect(restored.spaces.map((s) => s.status)).toEqual(['draft']);
    expect(restored.published_at).not.toBeNull();

    const doomed = a.ok<OwnerVenue>(await a.call('POST', `/owner/venues/${v._id}/request-deletion`, owner));
    expect(doomed).toMatchObject({ status: 'for_deletion', actions: [], editable: false });
    const r = await a.call('PATCH', `/owner/venues/${v._id}`, owner, { description: 'x'.repeat(40) });
    expect(r.statusCode).toBe(409);
    expect(errorOf(r).code).toBe('VENUE_FOR_DELETION');
    expect((await a.call('POST', `/owner/venues/${v._id}/request-deletion`, owner)).json().error.code).toBe('VENUE_FOR_DELETION');
    expect((await a.call('POST', `/space/${v._id}`, owner, { name: 'Late' })).statusCode).toBe(409);
  });

  it('only full administrators and admin members approve or reject (docs/admin.md)', async () => {
    const v = await a.ready(owner);
    a.ok(await a.call('POST', `/owner/venues/${v._id}/submit`, owner));
    const sales = await t.login('sales@demo.test');
    for (const s of [owner, lister, sales]) expect((await a.call('POST', `/admin/venues/${v._id}/approve`, s)).statusCode).toBe(403);
    expect((await a.call('POST', `/admin/venues/${v._id}/approve`, null)).statusCode).toBe(401);
    expect((await a.call('POST', '/admin/venues/00000000-0000-4000-8000-000000000000/approve', admin)).statusCode).toBe(404);
  });
});

describe('editing a published venue', () => {
  let v: OwnerVenue;
  beforeAll(async () => {
    v = await a.ready(owner, { name: 'Cobalt Wharf Studio' });
    a.ok(await a.call('POST', `/owner/venues/${v._id}/submit`, owner));
    a.ok(await a.call('POST', `/admin/venues/${v._id}/approve`, admin));
    v = a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner));
  });

  it('a new price stays published and search shows it at once', async () => {
    const space = v.spaces[0]!;
    const s = a.ok<OwnerSpace>(await a.call('PATCH', `/space/${space._id}`, lister, { pricing: { per_hour: { amount: 99, min_hours: 1 } } }));
    expect(s.status).toBe('published');
    expect(a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${v._id}`, owner)).status).toBe('published');
    expect((await search('Cobalt Wharf')).data.find((x) => x._id === v._id)?.price_from?.amount).toBe(99);
  });

  it('a complete new space is published at once; an incomplete one waits as a draft', async () => {
    const complete = await a.space(owner, v._id, { ...COMPLETE_SPACE, name: 'Roof deck', space_type: 'rooftop' });
    expect(complete.status).toBe('published');
    const half = await a.space(owner, v._id, { name: 'Cellar' });
    expect(half.status).toBe('draft');
    const detail = (await t.req({ url: `/api/v1/venues/${v.slug}` })).json().data as VenueDetail;
    expect(detail.spaces.map((s) => s.name).sort()).toEqual(['Roof deck', 'The Loft']);
  });

  it('refuses to leave a published venue or space incomplete, naming the fields', async () => {
    expect(fieldsOf(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { description: 'Short' }))).toEqual(['description']);
    const space = v.spaces[0]!;
    expect(fieldsOf(await a.call('PATCH', `/space/${space._id}`, owner, { pricing: { per_hour: null, per_day: null, packages: [] } }))).toEqual(['pricing']);
    expect(fieldsOf(await a.call('PUT', `/owner/venues/${v._id}/photos`, owner, { photos: [] }))).toEqual(['photos']);
  });

  it('a new name sends it back for approval and out of search until approved again', async () => {
    const renamed = a.ok<OwnerVenue>(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { name: 'Cobalt Wharf Works' }));
    expect(renamed).toMatchObject({ status: 'for_approval', slug: v.slug });
    expect((await search('Cobalt Wharf')).data.map((x) => x._id)).not.toContain(v._id);
    expect((await t.req({ url: `/api/v1/venues/${v.slug}` })).statusCode).toBe(404);
    expect(fieldsOf(await a.call('PATCH', `/owner/venues/${v._id}`, owner, { country: 'my' }))).toEqual(['country']);
    a.ok(await a.call('POST', `/admin/venues/${v._id}/approve`, admin));
    expect((await search('Cobalt Wharf')).data.find((x) => x._id === v._id)?.name).toBe('Cobalt Wharf Works');
  });
});

describe('the list and the preview', () => {
  it('lists one tab at a time with the count of every tab', async () => {
    const all = a.ok<OwnerVenueList>(await a.call('GET', '/owner/venues?limit=100', owner));
    const [row] = await t.app.db.select({ org: venues.organizationId }).from(venues).where(eq(venues.id, all.data[0]!._id));
    const mine = await t.app.db.select({ status: venues.status }).from(venues).where(eq(venues.organizationId, row!.org!));
    expect(all.total).toBe(mine.length);
    expect(all.counts.draft).toBe(mine.filter((x) => x.status === 'draft').length);
    expect(all.counts.published).toBe(mine.filter((x) => x.status === 'published').length);
    const drafts = a.ok<OwnerVenueList>(await a.call('GET', '/owner/venues?status=draft&limit=5', lister));
    expect(drafts.data.length).toBeGreaterThan(0);
    expect(drafts.data.every((x) => x.status === 'draft')).toBe(true);
    expect(drafts.counts).toEqual(all.counts);
    expect(drafts.data[0]!.missing_count).toBeGreaterThanOrEqual(0);
    expect(fieldsOf(await a.call('GET', '/owner/venues?status=gone', owner))).toEqual(['status']);
  });

  it('previews a draft in the public venue answer, its complete spaces included', async () => {
    const v = await a.ready(owner, { name: 'Preview Point' });
    await a.space(owner, v._id, { name: 'Unfinished' });
    const p = a.ok<VenueDetail>(await a.call('GET', `/owner/venues/${v._id}/preview`, owner));
    expect(p).toMatchObject({ _id: v._id, name: 'Preview Point', location: { lat: COMPLETE_VENUE.latitude, lng: COMPLETE_VENUE.longitude }, spaces_count: 1, max_capacity: 80 });
    expect(p.price_from).toMatchObject({ amount: 150.5, unit: 'hour', currency: 'SGD' });
    expect(p.spaces.map((s) => s.name)).toEqual(['The Loft']);
    expect(p.photos).toHaveLength(1);
  });

  it('previews a published demo venue like its public page', async () => {
    const { venueId } = await ownersVenueAndRival(t);
    const p = a.ok<VenueDetail>(await a.call('GET', `/owner/venues/${venueId}/preview`, owner));
    const pub = (await t.req({ url: `/api/v1/venues/${venueId}` })).json().data as VenueDetail;
    expect({ ...p, updated_at: null }).toEqual({ ...pub, updated_at: null });
  });
});

describe('demo data', () => {
  it('the demo owner has venues in every status: a half-filled draft, one waiting, one rejected with its reason, one archived', async () => {
    const list = a.ok<OwnerVenueList>(await a.call('GET', '/owner/venues?limit=100', owner));
    for (const s of ['draft', 'for_approval', 'rejected', 'archived', 'published'] as const) expect(list.counts[s]).toBeGreaterThan(0);
    const bySlug = async (slug: string) => a.ok<OwnerVenue>(await a.call('GET', `/owner/venues/${list.data.find((x) => x.slug === slug)!._id}`, owner));
    const draft = await bySlug('robertson-quay-loft');
    expect(draft.missing.map((m) => m.field)).toEqual(['address', 'latitude', 'longitude', 'photos', 'spaces.1.space_type', 'spaces.1.capacity', 'spaces.1.pricing']);
    expect((await bySlug('telok-ayer-studio')).missing).toEqual([]);
    expect((await bySlug('duxton-courtyard')).rejection_reason).toMatch(/courtyard/);
    expect((await bySlug('keppel-boathouse')).actions).toEqual(['restore', 'request_deletion']);
  });
});
