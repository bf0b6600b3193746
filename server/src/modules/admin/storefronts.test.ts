import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AdminStorefront, AuditEntry, CountrySetting } from '@venues/contracts';
import { countrySettings, spaces, venues } from '../../db/schema';
import { image } from '../owner-venues/__tests__/fixtures';
import { withFailingAudit } from './__tests__/failing-audit';
import { createTestApp, errorOf, multipartFile, type InjectOpts, type TestApp } from '../../test/helpers';

// Storefronts (docs/admin.md "Storefronts"): the list, creation with its checks, changes stored in
// basis points, the default storefront, disabling (its venues leave search and their pages 404 at
// once, on every node: nothing cached), photos, and nothing half-written when a step fails.

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.test', 'admin')).accessToken;
  for (const r of await t.app.db.select().from(countrySettings)) ids[r.cca2] = r.id;
});
afterAll(() => t.close());

const call = (method: InjectOpts['method'], url: string, body?: unknown) => t.req({ method, url: `/api/v1${url}`, token: admin, body });
async function ok<T = unknown>(p: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const r = await p;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json().data as T;
}
const publicList = async () => (await t.req({ url: '/api/v1/country-settings' })).json().data as CountrySetting[];
const row = async (cca2: string) => (await t.app.db.select().from(countrySettings).where(eq(countrySettings.cca2, cca2)))[0]!;
const audit = async (qs: string) => (await ok<{ data: AuditEntry[]; total: number }>(call('GET', `/admin/audit-log?${qs}`))).data;
const fieldOf = (r: LightMyRequestResponse) => errorOf(r).details?.fields?.map((f) => f.field);

describe('reading', () => {
  it('lists every storefront, enabled or not, by name, with its money in percent and its published venues', async () => {
    await t.app.db.update(countrySettings).set({ active: false }).where(eq(countrySettings.cca2, 'us'));
    const list = await ok<AdminStorefront[]>(call('GET', '/admin/country-settings'));
    expect(list.map((s) => s.cca2)).toEqual(['au', 'hk', 'id', 'my', 'ph', 'sg', 'gb', 'us']);
    expect(list.find((s) => s.cca2 === 'us')!.enabled).toBe(false);
    const [published] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(venues).where(and(eq(venues.country, 'sg'), eq(venues.status, 'published')));
    expect(list.find((s) => s.cca2 === 'sg')).toEqual({
      _id: ids.sg,
      country_name: 'Singapore',
      cca2: 'sg',
      photo: [{ path: '/static/countries/sg.svg' }],
      currency: 'SGD',
      tax_name: 'GST',
      tax_rate: 9,
      prices_include_tax: false,
      service_fee_percent: 10,
      phone_country: 'sg',
      enabled: true,
      is_default: true,
      published_venues: published!.n,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(published!.n).toBeGreaterThan(0);
    await t.app.db.update(countrySettings).set({ active: true }).where(eq(countrySettings.cca2, 'us'));
  });

  it('answers one; an unknown id 404, a malformed one 400 naming id', async () => {
    expect((await ok<AdminStorefront>(call('GET', `/admin/country-settings/${ids.ph}`))).tax_rate).toBe(12);
    expect((await call('GET', '/admin/country-settings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await call('GET', '/admin/country-settings/nope');
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toEqual(['id']);
  });
});

describe('creating', () => {
  it('opens a storefront that answers at once in the public list, its percents stored as basis points, audited', async () => {
    const s = await ok<AdminStorefront>(call('POST', '/admin/country-settings', { country_name: 'Japan', cca2: 'JP', currency: 'jpy', tax_name: 'JCT', tax_rate: 8.25, service_fee_percent: 12.5 }), 201);
    expect(s).toMatchObject({ cca2: 'jp', currency: 'JPY', tax_rate: 8.25, service_fee_percent: 12.5, phone_country: 'jp', enabled: true, is_default: false, published_venues: 0, photo: [] });
    expect(await row('jp')).toMatchObject({ taxRateBasisPoints: 825, serviceFeeBasisPoints: 1250, taxInclusive: false, active: true });
    const pub = (await publicList()).find((c) => c.cca2 === 'jp');
    expect(pub).toEqual({ _id: s._id, country_name: 'Japan', cca2: 'jp', photo: [], currency: 'JPY', active: true, phone_country: 'jp', is_default: false });
    // Its search answers (no venues yet) rather than refusing.
    expect((await t.req({ url: '/api/v1/venues/search?country=jp' })).json().data.total).toBe(0);
    const [entry] = await audit(`target_id=${s._id}`);
    expect(entry).toMatchObject({ action: 'storefront.create', target_type: 'storefront', actor: { email: 'admin@demo.test', role: 'full' }, before: null, after: { cca2: 'jp', tax_rate: 8.25, enabled: true } });
  });

  it('checks the country, the currency, the phone country, the percents and the tax name, naming the field', async () => {
    const base = { country_name: 'Somewhere', cca2: 'fr', currency: 'EUR' };
    const cases: [Record<string, unknown>, string][] = [
      [{ cca2: 'xx' }, 'cca2'],
      [{ cca2: 'france' }, 'cca2'],
      [{ currency: 'ABC' }, 'currency'],
      [{ currency: 'EURO' }, 'currency'],
      [{ phone_country: 'qq' }, 'phone_country'],
      [{ tax_rate: 9.255, tax_name: 'VAT' }, 'tax_rate'],
      [{ tax_rate: 51, tax_name: 'VAT' }, 'tax_rate'],
      [{ service_fee_percent: -1 }, 'service_fee_percent'],
      [{ tax_rate: 5 }, 'tax_name'],
      [{ country_name: '' }, 'country_name'],
      [{ photo: [{ path: 'https://elsewhere.example/x.png' }] }, 'photo.0.path'],
      [{ is_default: false }, 'is_default'],
    ];
    for (const [patch, field] of cases) {
      const r = await call('POST', '/admin/country-settings', { ...base, ...patch });
      expect({ patch, status: r.statusCode, fields: fieldOf(r) }).toEqual({ patch, status: 400, fields: expect.arrayContaining([field]) });
    }
    expect((await call('POST', '/admin/country-settings', { ...base, surprise: 1 })).statusCode).toBe(400);
    expect(await t.app.db.select().from(countrySettings).where(eq(countrySettings.cca2, 'fr'))).toEqual([]);
  });

  it('refuses a country that is already a storefront: 409 naming cca2', async () => {
    const r = await call('POST', '/admin/country-settings', { country_name: 'Singapore again', cca2: 'SG', currency: 'SGD' });
    expect(r.statusCode).toBe(409);
    expect(errorOf(r).code).toBe('CONFLICT');
    expect(fieldOf(r)).toEqual(['cca2']);
    expect(errorOf(r).message).toMatch(/SG is already a storefront \(Singapore\)/);
  });

  it('a new default storefront takes over from the old one; a disabled one cannot be the default', async () => {
    const r = await call('POST', '/admin/country-settings', { country_name: 'Korea', cca2: 'kr', currency: 'KRW', enabled: false, is_default: true });
    expect(r.statusCode).toBe(409);
    expect(fieldOf(r)).toEqual(['is_default']);
    const kr = await ok<AdminStorefront>(call('POST', '/admin/country-settings', { country_name: 'Korea', cca2: 'kr', currency: 'KRW', is_default: true }), 201);
    expect(kr.is_default).toBe(true);
    expect((await row('sg')).isDefault).toBe(false);
    expect((await publicList()).filter((c) => c.is_default).map((c) => c.cca2)).toEqual(['kr']);
    expect((await audit(`target_id=${kr._id}`)).map((e) => e.action)).toEqual(['storefront.make_default', 'storefront.create']);
    await ok(call('PATCH', `/admin/country-settings/${ids.sg}`, { is_default: true }));
    expect((await publicList()).filter((c) => c.is_default).map((c) => c.cca2)).toEqual(['sg']);
  });
});

describe('changing', () => {
  it('stores percents as basis points and audits only the fields that changed', async () => {
    const s = await ok<AdminStorefront>(call('PATCH', `/admin/country-settings/${ids.gb}`, { tax_rate: 17.5, service_fee_percent: 12.25, prices_include_tax: true, country_name: 'United Kingdom' }));
    expect(s).toMatchObject({ tax_rate: 17.5, service_fee_percent: 12.25, prices_include_tax: true });
    expect(await row('gb')).toMatchObject({ taxRateBasisPoints: 1750, serviceFeeBasisPoints: 1225, taxInclusive: true });
    const [entry] = await audit(`target_id=${ids.gb}&action=storefront.update`);
    expect(entry).toMatchObject({ before: { tax_rate: 20, service_fee_percent: 10 }, after: { tax_rate: 17.5, service_fee_percent: 12.25 } });
    expect(Object.keys(entry!.after!)).toEqual(['tax_rate', 'service_fee_percent']);
    // Nothing changed: nothing recorded.
    const before = (await audit(`target_id=${ids.gb}`)).length;
    await ok(call('PATCH', `/admin/country-settings/${ids.gb}`, { tax_rate: 17.5 }));
    expect((await audit(`target_id=${ids.gb}`)).length).toBe(before);
  });

  it('checks currency, phone country and the tax name against what is stored; cca2 never changes', async () => {
    expect(fieldOf(await call('PATCH', `/admin/country-settings/${ids.hk}`, { currency: 'XYZ' }))).toEqual(['currency']);
    expect(fieldOf(await call('PATCH', `/admin/country-settings/${ids.hk}`, { phone_country: 'zz' }))).toEqual(['phone_country']);
    // Hong Kong has no tax: a rate needs a name.
    expect(fieldOf(await call('PATCH', `/admin/country-settings/${ids.hk}`, { tax_rate: 5 }))).toEqual(['tax_name']);
    expect((await call('PATCH', `/admin/country-settings/${ids.hk}`, { cca2: 'cn' })).statusCode).toBe(400);
    expect(await row('hk')).toMatchObject({ cca2: 'hk', currency: 'HKD', taxRateBasisPoints: 0 });
    expect((await call('PATCH', '/admin/country-settings/00000000-0000-4000-8000-000000000000', { tax_name: 'X' })).statusCode).toBe(404);
  });

  it('the default storefront cannot be disabled (409); making another the default unsets it in the same change', async () => {
    const r = await call('PATCH', `/admin/country-settings/${ids.sg}`, { enabled: false });
    expect(r.statusCode).toBe(409);
    expect(fieldOf(r)).toEqual(['enabled']);
    expect((await row('sg')).active).toBe(true);
    expect((await call('PATCH', `/admin/country-settings/${ids.sg}`, { is_default: false })).statusCode).toBe(400);

    const my = await ok<AdminStorefront>(call('PATCH', `/admin/country-settings/${ids.my}`, { is_default: true }));
    expect(my.is_default).toBe(true);
    expect((await ok<AdminStorefront>(call('GET', `/admin/country-settings/${ids.sg}`))).is_default).toBe(false);
    const [entry] = await audit(`action=storefront.make_default&target_id=${ids.my}`);
    expect(entry).toMatchObject({ summary: 'Made Malaysia the default storefront instead of Singapore', before: { is_default: false, previous_default: 'sg' }, after: { is_default: true } });
    // Now Singapore may be disabled, and a disabled storefront cannot become the default unless enabled in the same change.
    await ok(call('PATCH', `/admin/country-settings/${ids.sg}`, { enabled: false }));
    expect(fieldOf(await call('PATCH', `/admin/country-settings/${ids.sg}`, { is_default: true }))).toEqual(['is_default']);
    await ok(call('PATCH', `/admin/country-settings/${ids.sg}`, { is_default: true, enabled: true }));
    expect(await row('sg')).toMatchObject({ active: true, isDefault: true });
    expect((await row('my')).isDefault).toBe(false);
    expect((await audit(`target_id=${ids.sg}`)).slice(0, 3).map((e) => e.action)).toEqual(['storefront.make_default', 'storefront.enable', 'storefront.disable']);
  });
});

describe('a disabled storefront', () => {
  let venue: { id: string; slug: string };
  let space: string;
  let total: number;
  const search = async (qs = '') => (await t.req({ url: `/api/v1/venues/search?country=hk${qs}` })).json().data as { total: number; data: { _id: string }[] };
  const pages = async () =>
    Promise.all([
      t.req({ url: `/api/v1/venues/${venue.slug}` }),
      t.req({ url: `/api/v1/venues/${venue.id}` }),
      t.req({ url: `/api/v1/venues/${venue.slug}/spaces/${space}` }),
      t.req({ url: `/api/v1/venues/${venue.slug}/reviews` }),
    ]).then((rs) => rs.map((r) => r.statusCode));

  beforeAll(async () => {
    const [v] = await t.app.db
      .select({ id: venues.id, slug: venues.slug, space: spaces.id })
      .from(venues)
      .innerJoin(spaces, eq(spaces.venueId, venues.id))
      .where(and(eq(venues.country, 'hk'), eq(venues.status, 'published'), eq(spaces.status, 'published')))
      .limit(1);
    venue = v!;
    space = v!.space;
    total = (await search()).total;
    expect(total).toBeGreaterThan(0);
    expect(await pages()).toEqual([200, 200, 200, 200]);
  });

  it('leaves the public list, its venues leave search and their pages 404; re-enabled, everything is back', async () => {
    const off = await ok<AdminStorefront>(call('PATCH', `/admin/country-settings/${ids.hk}`, { enabled: false }));
    expect(off).toMatchObject({ enabled: false, published_venues: total });
    expect((await publicList()).map((c) => c.cca2)).not.toContain('hk');
    expect(await search()).toMatchObject({ total: 0, data: [] });
    expect((await search('&q=hall')).total).toBe(0);
    expect((await t.req({ url: '/api/v1/venues/recommended?country=hk' })).json().data).toEqual([]);
    expect((await t.req({ url: '/api/v1/venues/filters?country=hk' })).json().data.total).toBe(0);
    expect(await pages()).toEqual([404, 404, 404, 404]);

    await ok(call('PATCH', `/admin/country-settings/${ids.hk}`, { enabled: true }));
    expect((await publicList()).map((c) => c.cca2)).toContain('hk');
    expect((await search()).total).toBe(total);
    expect(await pages()).toEqual([200, 200, 200, 200]);
    expect((await audit(`target_id=${ids.hk}`)).slice(0, 2).map((e) => e.action)).toEqual(['storefront.enable', 'storefront.disable']);
  });

  it('counts on every node at once: a change committed elsewhere shows on the next request (no cached list)', async () => {
    // This node's index of hk is loaded and warm; another node disables it straight in the database.
    expect((await search()).total).toBe(total);
    await t.app.db.update(countrySettings).set({ active: false }).where(eq(countrySettings.id, ids.hk!));
    expect((await search()).total).toBe(0);
    expect(await pages()).toEqual([404, 404, 404, 404]);
    await t.app.db.update(countrySettings).set({ active: true }).where(eq(countrySettings.id, ids.hk!));
    expect((await search()).total).toBe(total);
    expect(await pages()).toEqual([200, 200, 200, 200]);
  });
});

describe('photos', () => {
  const upload = async (id: string, data: Buffer, type = 'image/png') => {
    const m = multipartFile('file', 'photo.png', type, data);
    return t.req({ method: 'POST', url: `/api/v1/admin/country-settings/${id}/photos`, token: admin, body: m.body, headers: m.headers });
  };

  it('appends an uploaded photo (processed like venue photos), reorders and removes with PATCH', async () => {
    const r = await upload(ids.au!, await image(1200, 800));
    expect(r.statusCode).toBe(201);
    const s = r.json().data as AdminStorefront;
    expect(s.photo).toHaveLength(2);
    const added = s.photo[1]!.path;
    expect(added).toMatch(/^\/media\/.+\/listings\/[0-9a-f-]{36}\/w1600\.webp$/);
    const served = await t.req({ url: added, tenant: false });
    expect(served.statusCode).toBe(200);
    const [entry] = await audit(`target_id=${ids.au}`);
    expect(entry).toMatchObject({ action: 'storefront.update', before: { photo: [{ path: '/static/countries/au.svg' }] }, after: { photo: s.photo } });

    const reordered = await ok<AdminStorefront>(call('PATCH', `/admin/country-settings/${ids.au}`, { photo: [{ path: added }, { path: '/static/countries/au.svg' }] }));
    expect(reordered.photo.map((p) => p.path)).toEqual([added, '/static/countries/au.svg']);
    const stranger = await call('PATCH', `/admin/country-settings/${ids.au}`, { photo: [{ path: '/static/countries/sg.svg' }] });
    expect(fieldOf(stranger)).toEqual(['photo']);
    expect((await ok<AdminStorefront>(call('PATCH', `/admin/country-settings/${ids.au}`, { photo: [{ path: added }] }))).photo).toEqual([{ path: added }]);
  });

  it('refuses what is not a photo (400 naming file), too small, and a seventh photo (409)', async () => {
    const notImage = await upload(ids.id!, Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(400);
    expect(fieldOf(notImage)).toEqual(['file']);
    expect(fieldOf(await upload(ids.id!, await image(100, 100)))).toEqual(['file']);
    expect((await row('id')).photos).toHaveLength(1);
    await t.app.db
      .update(countrySettings)
      .set({ photos: Array.from({ length: 6 }, (_, i) => ({ path: `/static/countries/id-${i}.svg` })) })
      .where(eq(countrySettings.id, ids.id!));
    const full = await upload(ids.id!, await image());
    expect(full.statusCode).toBe(409);
    expect((await row('id')).photos).toHaveLength(6);
    expect((await upload('00000000-0000-4000-8000-000000000000', await image())).statusCode).toBe(404);
  });
});

describe('nothing half-written', () => {
  it('a failing step leaves the storefronts as they were', async () => {
    // A failing audit insert stands for any step failing after the change was written.
    await withFailingAudit(t.app.db, async () => {
      expect((await call('PATCH', `/admin/country-settings/${ids.ph}`, { is_default: true, tax_rate: 5 })).statusCode).toBe(500);
      expect((await call('POST', '/admin/country-settings', { country_name: 'Canada', cca2: 'ca', currency: 'CAD', is_default: true })).statusCode).toBe(500);
      expect((await call('PATCH', `/admin/country-settings/${ids.au}`, { enabled: false })).statusCode).toBe(500);
    });
    expect(await row('ph')).toMatchObject({ isDefault: false, taxRateBasisPoints: 1200 });
    expect(await row('sg')).toMatchObject({ isDefault: true });
    expect(await row('au')).toMatchObject({ active: true });
    expect(await t.app.db.select().from(countrySettings).where(eq(countrySettings.cca2, 'ca'))).toEqual([]);
    // And it works again once the step does.
    expect((await call('PATCH', `/admin/country-settings/${ids.ph}`, { tax_rate: 12 })).statusCode).toBe(200);
  });
});
