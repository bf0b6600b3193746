import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { deriveRoles, type AdminPermission, type RoleBearer } from '@venues/contracts';
import { adminAuditLog, reviews, users, venues } from '../../db/schema';
import { ADMIN_MATRIX } from '../../test/admin-matrix';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';
import { api, type Session } from '../owner-venues/__tests__/fixtures';

// Every call of the venue review, the ratings, the payments that need a person and the reports ×
// a full administrator, a sales administrator, an admin member, a venue owner, a customer and a
// signed-out caller. Each call names its permission and the expected answer comes from the literal
// matrix below, copied from docs/admin.md "Who may do what" (not from ADMIN_PERMISSIONS, so a wrong
// table fails here). A caller let through acts on a
// record in a state the call refuses (a draft venue, a hidden review, an unknown refund), so no
// cell changes anything and none depends on another; the refused ones get 403 naming who may.

/** docs/admin.md "Who may do what": the rows of these calls come from the one hand-written matrix (test/admin-matrix.ts). */
type ReviewPermission = Extract<AdminPermission, 'venues.review' | 'venues.moderate' | 'ratings.read' | 'ratings.moderate' | 'payments.read' | 'payments.retry'>;
const MATRIX = ADMIN_MATRIX;

const PERSONAS = {
  full: { email: 'admin@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: null } },
  sales: { email: 'sales@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: 2 } },
  member: { email: 'moderator@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: 3 } },
  owner: { email: 'owner@demo.test', login: 'venue', user: { role: 'VENUE_OWNER', assigned_roles: null } },
  customer: { email: 'user@demo.test', login: 'user', user: { role: 'USER', assigned_roles: null } },
} as const satisfies Record<string, { email: string; login: 'admin' | 'venue' | 'user'; user: RoleBearer }>;
type Persona = keyof typeof PERSONAS;
type Who = Persona | 'anonymous';
const WHO: readonly Who[] = ['full', 'sales', 'member', 'owner', 'customer', 'anonymous'];

let t: TestApp;
let a: ReturnType<typeof api>;
const as = {} as Record<Persona, Session>;
/** A draft venue (every venue step refuses it: 409), a hidden and a shown review, a review to report. */
const fx = { draft: '', hidden: '', shown: '', reportable: '' };

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  for (const [k, p] of Object.entries(PERSONAS)) as[k as Persona] = await t.login(p.email, p.login);
  fx.draft = (await a.draft(as.owner, { name: 'Matrix Hall' }))._id;
  const [hidden] = await t.app.db.select({ id: reviews.id }).from(reviews).where(isNotNull(reviews.hiddenAt)).limit(1);
  const shown = await t.app.db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .where(and(isNull(reviews.hiddenAt), eq(reviews.reportsCount, 0), eq(venues.status, 'published')))
    .limit(2);
  [fx.hidden, fx.shown, fx.reportable] = [hidden!.id, shown[0]!.id, shown[1]!.id];
});
afterAll(() => t.close());

interface Call {
  name: string;
  /** An admin permission, or 'signed-in' for any signed-in person. */
  permission: ReviewPermission | 'signed-in';
  /** What a caller let through gets (the record is in a state the call refuses, or a read). */
  allowed: [status: number, code: string];
  request: () => { method: 'GET' | 'POST'; url: string; body?: unknown };
}

const venueStep = (action: string, body?: unknown) => () => ({ method: 'POST' as const, url: `/admin/venues/${fx.draft}/${action}`, body });

const CALLS: Call[] = [
  { name: 'GET /v1/admin/venues', permission: 'venues.review', allowed: [200, 'ok'], request: () => ({ method: 'GET', url: '/admin/venues' }) },
  { name: 'GET /v1/admin/venues/{id}', permission: 'venues.review', allowed: [200, 'ok'], request: () => ({ method: 'GET', url: `/admin/venues/${fx.draft}` }) },
  { name: 'POST /v1/admin/venues/{id}/approve', permission: 'venues.review', allowed: [409, 'VENUE_DRAFT'], request: venueStep('approve') },
  { name: 'POST /v1/admin/venues/{id}/reject', permission: 'venues.review', allowed: [409, 'VENUE_DRAFT'], request: venueStep('reject', { reason: 'No photos' }) },
  { name: 'POST /v1/admin/venues/{id}/suspend', permission: 'venues.moderate', allowed: [409, 'VENUE_DRAFT'], request: venueStep('suspend', { reason: 'Complaints' }) },
  { name: 'POST /v1/admin/venues/{id}/restore', permission: 'venues.moderate', allowed: [409, 'VENUE_DRAFT'], request: venueStep('restore', {}) },
  { name: 'POST /v1/admin/venues/{id}/remove', permission: 'venues.moderate', allowed: [409, 'VENUE_DRAFT'], request: venueStep('remove') },
  { name: 'GET /v1/admin/reviews', permission: 'ratings.read', allowed: [200, 'ok'], request: () => ({ method: 'GET', url: '/admin/reviews?reported=true' }) },
  { name: 'GET /v1/admin/reviews/venues', permission: 'ratings.read', allowed: [200, 'ok'], request: () => ({ method: 'GET', url: '/admin/reviews/venues' }) },
  { name: 'POST /v1/admin/reviews/{id}/hide', permission: 'ratings.moderate', allowed: [409, 'CONFLICT'], request: () => ({ method: 'POST', url: `/admin/reviews/${fx.hidden}/hide`, body: { reason: 'Abusive' } }) },
  { name: 'POST /v1/admin/reviews/{id}/restore', permission: 'ratings.moderate', allowed: [409, 'CONFLICT'], request: () => ({ method: 'POST', url: `/admin/reviews/${fx.shown}/restore`, body: {} }) },
  { name: 'GET /v1/admin/refunds', permission: 'payments.read', allowed: [200, 'ok'], request: () => ({ method: 'GET', url: '/admin/refunds?reason=slot_taken' }) },
  { name: 'POST /v1/admin/refunds/{id}/retry', permission: 'payments.retry', allowed: [404, 'NOT_FOUND'], request: () => ({ method: 'POST', url: `/admin/refunds/${randomUUID()}/retry`, body: {} }) },
  // Each signed-in persona reports the review once: 201 in every cell.
  { name: 'POST /v1/reviews/{id}/report', permission: 'signed-in', allowed: [201, 'ok'], request: () => ({ method: 'POST', url: `/reviews/${fx.reportable}/report`, body: { reason: 'Spam' } }) },
];

function expected(call: Call, who: Who): [number, string] {
  if (who === 'anonymous') return [401, 'UNAUTHENTICATED'];
  if (call.permission === 'signed-in' || ((who === 'full' || who === 'sales' || who === 'member') && MATRIX[call.permission][who])) return call.allowed;
  return [403, 'FORBIDDEN'];
}

it('the personas are stored as the demo seed says', async () => {
  for (const p of Object.values(PERSONAS)) {
    const [u] = await t.app.db.select({ role: users.role, assignedRoles: users.assignedRoles }).from(users).where(eq(users.email, p.email));
    expect({ role: u!.role, assigned_roles: u!.assignedRoles }).toEqual(p.user);
  }
});

describe.each(WHO)('%s', (who) => {
  it.each(CALLS.map((c) => [c.name]))('%s', async (name) => {
    const call = CALLS.find((c) => c.name === name)!;
    const { method, url, body } = call.request();
    const audits = (await t.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n;
    const r = await t.req({ method, url: `/api/v1${url}`, token: who === 'anonymous' ? undefined : as[who].accessToken, body });
    expect([r.statusCode, r.statusCode >= 400 ? errorOf(r).code : 'ok']).toEqual(expected(call, who));
    // An administrator without the permission hears who may do it.
    if (r.statusCode === 403 && who in PERSONAS && deriveRoles(PERSONAS[who as Persona].user).isTeamAdmin && call.permission !== 'signed-in') expect(errorOf(r).message).toMatch(new RegExp(`^Only ${MATRIX[call.permission].who} `));
    // No cell changes anything an administrator did.
    expect((await t.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n).toBe(audits);
  });
});

it('the report cells counted once per person', async () => {
  const [r] = await t.app.db.select({ n: reviews.reportsCount }).from(reviews).where(eq(reviews.id, fx.reportable));
  expect(r!.n).toBe(Object.keys(PERSONAS).length);
});
