import { GEOCODE_LIMITS } from '@venues/contracts/api';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';
import { api, type Session } from './__tests__/fixtures';

// GET /v1/geocode: the listing's address search (the offline stand-in answers in tests).

let t: TestApp;
let a: ReturnType<typeof api>;
const s: Record<string, Session | null> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  const { rivalEmail } = await ownersVenueAndRival(t);
  for (const [k, email] of Object.entries({ owner: 'owner@demo.test', lister: 'lister@demo.test', member: 'member@demo.test', customer: 'user@demo.test', admin: 'admin@demo.test', rival: rivalEmail })) {
    s[k] = await t.login(email, k === 'rival' ? 'venue' : undefined);
  }
});
afterAll(() => t.close());

const search = (who: Session | null, qs: string) => a.call('GET', `/geocode?${qs}`, who);

describe('who may search', () => {
  it.each(['owner', 'lister', 'rival'])('%s (owners and venue admins of any organisation) gets candidates', async (who) => {
    const r = await search(s[who]!, 'q=88%20Telok%20Ayer&country=sg');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ source: 'stand-in', candidates: [{ label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470', lat: 1.2815, lng: 103.8484, address: '88 Telok Ayer Street', area: 'Tanjong Pagar', city: 'Singapore', postal_code: '048470' }] });
  });
  it.each([
    ['member', 403, 'FORBIDDEN'],
    ['customer', 403, 'FORBIDDEN'],
    ['admin', 403, 'FORBIDDEN'],
    ['anonymous', 401, 'UNAUTHENTICATED'],
  ])('%s is refused (%d)', async (who, status, code) => {
    const r = await search(s[who] ?? null, 'q=Telok');
    expect([r.statusCode, errorOf(r).code]).toEqual([status, code]);
  });
});

describe('what it accepts', () => {
  it.each([
    ['an empty q', 'q=%20%20', 'q'],
    ['no q', 'country=sg', 'q'],
    ['a q too long', `q=${'a'.repeat(GEOCODE_LIMITS.query + 1)}`, 'q'],
    ['a malformed country', 'q=Telok&country=Singapore', 'country'],
  ])('%s: 400 naming the field', async (_, qs, field) => {
    const r = await search(s.owner!, qs);
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields!.map((f) => f.field)).toContain(field);
  });

  it('an address it does not know: no candidates', async () => {
    expect((await search(s.owner!, 'q=1%20Nowhere%20Lane')).json().data.candidates).toEqual([]);
  });
});

describe('the limit per user', () => {
  it(`answers 429 past ${GEOCODE_LIMITS.perMinute} searches a minute, for that user only`, async () => {
    const fresh = await t.login('lister@demo.test');
    await t.app.rateLimiter.reset(`geocode:${fresh.userId}`);
    let last = 0;
    for (let i = 0; i <= GEOCODE_LIMITS.perMinute; i++) last = (await search(fresh, `q=Singapore${i}`)).statusCode;
    expect(last).toBe(429);
    expect((await search(s.owner!, 'q=Singapore')).statusCode).toBe(200);
  });
});
