import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PERMISSIONS, adminCan, adminsWho, deriveRoles, type AdminPermission, type RoleBearer } from '@venues/contracts';
import { adminAuditLog, announcements, countrySettings, users } from '../../db/schema';
import { image } from '../owner-venues/__tests__/fixtures';
import { ADMIN_MATRIX as MATRIX } from '../../test/admin-matrix';
import { createTestApp, errorOf, multipartFile, type InjectOpts, type TestApp } from '../../test/helpers';

// THE administrators' permission table (ADMIN_PERMISSIONS, docs/admin.md "Who may do what") proved
// on the server for the calls of the storefronts, administrators, audit trail and announcements:
// each call × a full administrator, a sales administrator, an admin member, a venue owner, a
// customer and a signed-out caller. The expected answers are the literal matrix below, copied from
// docs/admin.md — not computed from ADMIN_PERMISSIONS, so a wrong table fails here: allowed roles
// succeed; other administrators get 403 naming who may; venue teams and customers 403; signed out
// 401. A refused call changes nothing (no audit record). Cells that may succeed on a call that
// changes its record act on a fresh one.


const PERSONAS = {
  full: { email: 'admin@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: null } },
  sales: { email: 'sales@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: 2 } },
  member: { email: 'moderator@demo.test', login: 'admin', user: { role: 'ADMIN', assigned_roles: 3 } },
  owner: { email: 'owner@demo.test', login: 'venue', user: { role: 'VENUE_OWNER' } },
  customer: { email: 'user@demo.test', login: 'user', user: { role: 'USER' } },
} as const satisfies Record<string, { email: string; login: 'admin' | 'venue' | 'user'; user: RoleBearer }>;
type Persona = keyof typeof PERSONAS;
type Who = Persona | 'anonymous';
const WHO: readonly Who[] = ['full', 'sales', 'member', 'owner', 'customer', 'anonymous'];
const ADMINS: readonly Persona[] = ['full', 'sales', 'member'];

let t: TestApp;
let png: Buffer;
const token = {} as Record<Persona, string>;
let tenantId: string;
/** A storefront and an announcement the refused cells act on. */
let gb: string;
let notice: string;

/** ISO countries not yet storefronts: one for each cell of the create call that may succeed. */
const NEW_COUNTRIES = ['fr', 'de', 'jp', 'nz', 'ca', 'it', 'es', 'se'];
let created = 0;

const announcementBody = { title: 'Matrix notice', description: 'For the permission matrix', target: 'ALL', target_device: 'ALL' };

async function freshAnnouncement(): Promise<string> {
  const [a] = await t.app.db.insert(announcements).values({ tenantId, title: 'Matrix notice', description: 'Fresh', target: 'ALL', targetDevice: 'ALL' }).returning();
  return a!.id;
}
let people = 0;
async function freshAdmin(): Promise<string> {
  const me = (await t.app.db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!;
  const [u] = await t.app.db
    .insert(users)
    .values({ tenantId, email: `matrix.${++people}@admin.test`, passwordHash: me.passwordHash, firstName: 'Matt', lastName: 'Rix', role: 'ADMIN', assignedRoles: 3, emailVerifiedAt: new Date(), country: 'sg', type: 'admin' })
    .returning();
  return u!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, p] of Object.entries(PERSONAS)) token[k as Persona] = (await t.login(p.email, p.login)).accessToken;
  const row = (await t.app.db.select().from(countrySettings).where(eq(countrySettings.cca2, 'gb')))[0]!;
  tenantId = row.tenantId;
  gb = row.id;
  notice = await freshAnnouncement();
  png = await image();
});
afterAll(() => t.close());

interface Call {
  name: string;
  permission: AdminPermission;
  /** The allowed answer (default 200). */
  ok?: number;
  req: (who: Who, fresh: boolean) => Promise<Omit<InjectOpts, 'token'> & { upload?: boolean }>;
}

const CALLS: Call[] = [
  { name: 'GET /v1/admin/country-settings', permission: 'storefronts.read', req: async () => ({ url: '/admin/country-settings' }) },
  { name: 'GET /v1/admin/country-settings/{id}', permission: 'storefronts.read', req: async () => ({ url: `/admin/country-settings/${gb}` }) },
  {
    name: 'POST /v1/admin/country-settings',
    permission: 'storefronts.manage',
    ok: 201,
    req: async (_, fresh) => {
      const cc = fresh ? NEW_COUNTRIES[created++]! : 'nl';
      return { method: 'POST', url: '/admin/country-settings', body: { country_name: `Matrix ${cc}`, cca2: cc, currency: 'EUR' } };
    },
  },
  { name: 'PATCH /v1/admin/country-settings/{id}', permission: 'storefronts.manage', req: async () => ({ method: 'PATCH', url: `/admin/country-settings/${gb}`, body: { tax_name: `VAT ${++people}` } }) },
  { name: 'POST /v1/admin/country-settings/{id}/photos', permission: 'storefronts.manage', ok: 201, req: async () => ({ method: 'POST', url: `/admin/country-settings/${gb}/photos`, upload: true }) },
  { name: 'GET /v1/admin/admins', permission: 'admins.manage', req: async () => ({ url: '/admin/admins' }) },
  {
    name: 'PATCH /v1/admin/admins/{id}',
    permission: 'admins.manage',
    req: async () => ({ method: 'PATCH', url: `/admin/admins/${await freshAdmin()}`, body: { role: 'sales' } }),
  },
  { name: 'GET /v1/admin/audit-log', permission: 'audit.read', req: async () => ({ url: '/admin/audit-log' }) },
  { name: 'POST /v1/admin/announcements', permission: 'announcements.manage', ok: 201, req: async () => ({ method: 'POST', url: '/admin/announcements', body: announcementBody }) },
  {
    name: 'PATCH /v1/admin/announcements/{id}',
    permission: 'announcements.manage',
    req: async (_, fresh) => ({ method: 'PATCH', url: `/admin/announcements/${fresh ? await freshAnnouncement() : notice}`, body: { title: 'Changed by the matrix' } }),
  },
  {
    name: 'DELETE /v1/admin/announcements/{id}',
    permission: 'announcements.manage',
    req: async (_, fresh) => ({ method: 'DELETE', url: `/admin/announcements/${fresh ? await freshAnnouncement() : notice}` }),
  },
];

const allowed = (who: Who, p: AdminPermission) => who === 'full' || who === 'sales' || who === 'member' ? MATRIX[p][who] : false;
const auditRows = async () => Number((await t.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n);

async function send(who: Who, r: Omit<InjectOpts, 'token'> & { upload?: boolean }): Promise<LightMyRequestResponse> {
  const auth = who === 'anonymous' ? {} : { token: token[who] };
  if (r.upload) {
    const m = multipartFile('file', 'photo.png', 'image/png', png);
    return t.req({ ...r, ...auth, url: `/api/v1${r.url}`, body: m.body, headers: m.headers });
  }
  return t.req({ ...r, ...auth, url: `/api/v1${r.url}` });
}

it('the personas are who the table says (demo seed)', async () => {
  for (const [k, p] of Object.entries(PERSONAS)) {
    const row = (await t.app.db.select().from(users).where(eq(users.email, p.email)))[0]!;
    expect({ who: k, role: row.role, assigned: row.assignedRoles ?? null }).toEqual({ who: k, role: p.user.role, assigned: 'assigned_roles' in p.user ? p.user.assigned_roles : null });
  }
  // Every permission of the table has a call here or in the other engineers' suites (venues, ratings, refunds).
  expect(Object.keys(ADMIN_PERMISSIONS)).toEqual(expect.arrayContaining([...new Set(CALLS.map((c) => c.permission))]));
});

it('the table (ADMIN_PERMISSIONS, adminCan, adminsWho) is the matrix of docs/admin.md, every cell', () => {
  expect(Object.keys(ADMIN_PERMISSIONS).sort()).toEqual(Object.keys(MATRIX).sort());
  const table = (Object.keys(MATRIX) as AdminPermission[]).map((p) => ({
    p,
    ...Object.fromEntries(ADMINS.map((who) => [who, adminCan(deriveRoles(PERSONAS[who].user), p)])),
    who: adminsWho(p),
  }));
  expect(table).toEqual((Object.keys(MATRIX) as AdminPermission[]).map((p) => ({ p, ...MATRIX[p] })));
  // Venue teams and customers hold no admin permission.
  for (const who of ['owner', 'customer'] as const) expect((Object.keys(MATRIX) as AdminPermission[]).filter((p) => adminCan(deriveRoles(PERSONAS[who].user), p))).toEqual([]);
});

describe.each(CALLS)('$name', (call) => {
  it.each(WHO)('%s', async (who) => {
    const may = allowed(who, call.permission);
    const before = await auditRows();
    const r = await send(who, await call.req(who, may));
    if (may) {
      expect({ status: r.statusCode, body: r.statusCode < 300 ? '' : r.body }).toEqual({ status: call.ok ?? 200, body: '' });
      return;
    }
    if (who === 'anonymous') {
      expect(r.statusCode).toBe(401);
    } else {
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('FORBIDDEN');
      if (ADMINS.includes(who)) expect(errorOf(r).message).toMatch(new RegExp(`^Only ${MATRIX[call.permission].who} `));
    }
    expect(await auditRows()).toBe(before);
  });
});

it('the refused cells changed nothing', async () => {
  const row = (await t.app.db.select().from(countrySettings).where(eq(countrySettings.cca2, 'nl')))[0];
  expect(row).toBeUndefined();
  expect((await t.app.db.select().from(announcements).where(eq(announcements.id, notice)))[0]).toMatchObject({ title: 'Matrix notice' });
});
