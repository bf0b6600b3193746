import { eq } from 'drizzle-orm';
import type { CountrySetting } from '@venues/contracts';
import { countrySettings } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/country-settings', () => {
  it('answers the active countries sorted by country_name, without sign-in', async () => {
    const r = await t.req({ url: '/api/v1/country-settings' });
    expect(r.statusCode).toBe(200);
    const list = r.json().data as CountrySetting[];
    expect(list.map((c) => c.cca2)).toEqual(['au', 'hk', 'id', 'my', 'ph', 'sg', 'gb', 'us']);
    expect(list.find((c) => c.cca2 === 'sg')).toEqual({
      _id: expect.any(String),
      country_name: 'Singapore',
      cca2: 'sg',
      photo: [{ path: '/static/countries/sg.svg' }],
      currency: 'SGD',
      active: true,
      phone_country: 'sg',
      is_default: true,
    });
    expect(list.filter((c) => c.is_default).map((c) => c.cca2)).toEqual(['sg']);
    expect(list.find((c) => c.cca2 === 'my')).toMatchObject({ phone_country: 'my', is_default: false });
  });

  it('hides inactive countries', async () => {
    await t.app.db.update(countrySettings).set({ active: false }).where(eq(countrySettings.cca2, 'gb'));
    const list = (await t.req({ url: '/api/v1/country-settings' })).json().data as { cca2: string }[];
    expect(list.map((c) => c.cca2)).not.toContain('gb');
    expect(list).toHaveLength(7);
  });

  it('serves the seeded illustrations', async () => {
    const r = await t.req({ url: '/static/countries/sg.svg', tenant: false });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toContain('Singapore');
  });

  it('needs the tenant headers', async () => {
    const r = await t.req({ url: '/api/v1/country-settings', tenant: false });
    expect(errorOf(r).code).toBe('TENANT_INVALID');
  });
});
