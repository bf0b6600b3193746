import { and, eq } from 'drizzle-orm';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { accountTokens, users } from '../../db/schema';
import { createTestApp, errorOf, linkToken, ownersVenueAndRival, type InjectOpts, type TestApp } from '../../test/helpers';

// The venue team (docs/team.md): each call × owner, venue admin, member, another organisation's
// owner, customer, administrator and anonymous; role changes and removals counting at once; the
// ownership transfer end to end, its link read from the mail that arrived over SMTP.

const SITE = 'http://localhost:8080';
const LINK = `${SITE}/callback/venue/transfer-ownership/`;
let smtp: SmtpCatcher;
let t: TestApp;
let owner: string, lister: string, member: string, rival: string, customer: string, admin: string;
let ownerId: string, listerId: string, rivalEmail: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: SITE, mailFrom: 'hello@venuely.test' });
  ({ rivalEmail } = await ownersVenueAndRival(t));
  const o = await t.login('owner@demo.test');
  const l = await t.login('lister@demo.test');
  [owner, ownerId, lister, listerId] = [o.accessToken, o.userId, l.accessToken, l.userId];
  member = (await t.login('member@demo.test')).accessToken;
  rival = (await t.login(rivalEmail, 'venue')).accessToken;
  customer = (await t.login('user@demo.test')).accessToken;
  admin = (await t.login('admin@demo.test')).accessToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: InjectOpts['method'], url: string, token?: string, body?: unknown) => t.req({ method, url: `/api/v1${url}`, token, body });
const row = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

let n = 0;
/** A new person in the demo owner's team (2: venue admin, 4: member), signed in. */
async function colleague(code: 2 | 4, label = 'mate'): Promise<{ id: string; email: string; token: string }> {
  const o = (await row('owner@demo.test'))!;
  const email = `${label}.${++n}@harbour.test`;
  const [u] = await t.app.db
    .insert(users)
    .values({ tenantId: o.tenantId, email, passwordHash: o.passwordHash, firstName: 'Sam', lastName: `Mate ${n}`, role: 'VENUE_LISTER', assignedRoles: code, organizationId: o.organizationId, emailVerifiedAt: new Date(), country: 'sg', type: 'venue_lister' })
    .returning();
  return { id: u!.id, email, token: (await t.login(email, 'venue')).accessToken };
}

/** The next mail of this template to `to`. */
const nextMail = (to: string, template: string) => {
  const after = smtp.messages.at(-1)?.seq ?? 0;
  return () => smtp.waitFor({ to, template, after });
};

describe('GET /v1/team/members', () => {
  it('lists the owner first, then admins and members, for the owner and venue admins', async () => {
    const r = await call('GET', '/team/members', owner);
    expect(r.statusCode).toBe(200);
    const { members, ownership_transfer } = r.json().data;
    expect(ownership_transfer).toBeNull();
    expect(members[0]).toEqual({ id: ownerId, email: 'owner@demo.test', first_name: expect.any(String), last_name: expect.any(String), role: 'owner', status: 'active', is_you: true, joined_at: expect.stringMatching(/^\d{4}-/) });
    expect(members.find((m: { email: string }) => m.email === 'lister@demo.test')).toMatchObject({ role: 'admin', is_you: false });
    expect(members.find((m: { email: string }) => m.email === 'member@demo.test')).toMatchObject({ role: 'member' });
    const ranks = members.map((m: { role: string }) => ['owner', 'admin', 'member'].indexOf(m.role));
    expect(ranks).toEqual([...ranks].sort());

    const byAdmin = await call('GET', '/team/members', lister);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.members.find((m: { id: string }) => m.id === listerId).is_you).toBe(true);
  });

  it("another organisation's owner sees only their own team", async () => {
    const r = await call('GET', '/team/members', rival);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.members.map((m: { email: string }) => m.email)).toEqual([rivalEmail]);
  });

  it('members, customers and administrators get 403; signed out 401', async () => {
    for (const token of [member, customer, admin]) {
      const r = await call('GET', '/team/members', token);
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/team/members')).statusCode).toBe(401);
  });
});

describe('invitations in the team list', () => {
  const invite = (email: string, token = owner) =>
    t.req({ method: 'POST', url: '/api/auth/users/sign-up', token, body: { email, first_name: 'Ivy', last_name: 'Lee', assigned_roles: 2 } });
  const listed = async (email: string, token = owner) =>
    ((await call('GET', '/team/members', token)).json().data.members as { id: string; email: string }[]).filter((m) => m.email === email);
  const invitedRow = (email: string) => ({ id: expect.any(String), email, first_name: 'Ivy', last_name: 'Lee', role: 'admin', status: 'invited', is_you: false, joined_at: expect.stringMatching(/^\d{4}-/) });

  it('lists an invitation as soon as the invite call answers, the same whether or not the address has an account', async () => {
    const newcomer = `newcomer.${++n}@harbour.test`;
    const customerMail = nextMail('user@demo.test', 'team-invitation-existing');
    const answers: string[] = [];
    for (const email of [newcomer, 'user@demo.test']) {
      const r = await invite(email);
      expect(r.statusCode).toBe(201);
      answers.push(JSON.stringify(r.json()).replace(email, '<address>'));
      // Read right after the answer, before any mail went.
      expect(await listed(email)).toEqual([invitedRow(email)]);
    }
    expect(answers[0]).toBe(answers[1]);
    const before = [...(await listed(newcomer)), ...(await listed('user@demo.test'))];

    // Once the mails went (an account waiting for the newcomer, a notice to the customer), the rows are unchanged.
    await smtp.waitFor({ to: newcomer, template: 'team-invitation' });
    await customerMail();
    expect([...(await listed(newcomer)), ...(await listed('user@demo.test'))]).toEqual(before);
    // Nothing changed for the customer's account.
    expect(await row('user@demo.test')).toMatchObject({ role: 'USER', organizationId: null, status: 'active' });
    // Another organisation does not see them.
    expect(await listed(newcomer, rival)).toEqual([]);
  });

  it('an invitation sent again keeps its row; the role as chosen now', async () => {
    const email = `again.${++n}@harbour.test`;
    await invite(email);
    const [first] = await listed(email);
    expect((await t.req({ method: 'POST', url: '/api/auth/users/sign-up', token: lister, body: { email, assigned_roles: 4 } })).statusCode).toBe(201);
    expect(await listed(email)).toEqual([{ ...first, first_name: '', last_name: '', role: 'member' }]);
  });

  it('the role of an invitation changes, and withdrawing it removes the row, for an address with or without an account', async () => {
    const newcomer = `withdrawn.${++n}@harbour.test`;
    for (const email of [newcomer, 'user@demo.test']) {
      await invite(email);
      const [inv] = await listed(email);
      // Another organisation's owner: not theirs (404); members, customers and administrators: 403.
      expect((await call('PATCH', `/team/members/${inv!.id}`, rival, { role: 'member' })).statusCode).toBe(404);
      expect((await call('DELETE', `/team/members/${inv!.id}`, rival)).statusCode).toBe(404);
      for (const token of [member, customer, admin]) expect((await call('DELETE', `/team/members/${inv!.id}`, token)).statusCode).toBe(403);
      const changed = await call('PATCH', `/team/members/${inv!.id}`, lister, { role: 'member' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toEqual({ ...invitedRow(email), id: inv!.id, role: 'member' });
      expect(await listed(email)).toEqual([changed.json().data]);
      expect((await call('DELETE', `/team/members/${inv!.id}`, owner)).statusCode).toBe(200);
      expect(await listed(email)).toEqual([]);
    }
    expect(await row('user@demo.test')).toMatchObject({ role: 'USER', status: 'active' });
  });

  it('an accepted invitation shows once, as the person who joined, with the role last chosen', async () => {
    const email = `joiner.${++n}@harbour.test`;
    const mail = nextMail(email, 'team-invitation');
    await invite(email);
    const token = linkToken((await mail()).text, `${SITE}/signup/complete-profile/`);
    const [inv] = await listed(email);
    expect((await call('PATCH', `/team/members/${inv!.id}`, owner, { role: 'member' })).statusCode).toBe(200);
    const done = await call('POST', `/auth/complete-profile/${token}`, undefined, { first_name: 'Ivy', last_name: 'Lee', password: 'Quiet-Lantern-Bay-42' });
    expect(done.statusCode).toBe(200);
    const rows = await listed(email);
    expect(rows).toEqual([expect.objectContaining({ email, role: 'member', status: 'active' })]);
    expect(rows[0]).not.toMatchObject({ id: inv!.id });
  });

  it('a transfer to an invited address that has not joined is refused the same way whether or not it has an account', async () => {
    const newcomer = `pending.${++n}@harbour.test`;
    const messages: string[] = [];
    for (const email of [newcomer, 'sales@demo.test']) {
      await invite(email);
      const r = await call('POST', '/team/ownership-transfers', owner, { email });
      expect(r.statusCode).toBe(422);
      messages.push(errorOf(r).details.fields![0]!.message.replace(email, '<address>'));
    }
    expect(messages[0]).toMatch(/not accepted the invitation/);
    expect(messages[1]).toBe(messages[0]);
  });
});

describe('PATCH /v1/team/members/{id}', () => {
  it('the owner and venue admins change the role of admins and members', async () => {
    const mate = await colleague(4);
    const up = await call('PATCH', `/team/members/${mate.id}`, owner, { role: 'admin' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ id: mate.id, role: 'admin', status: 'active', is_you: false });
    expect(await row(mate.email)).toMatchObject({ role: 'VENUE_LISTER', assignedRoles: 2 });
    const down = await call('PATCH', `/team/members/${mate.id}`, lister, { role: 'member' });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.role).toBe('member');
    expect((await call('PATCH', `/team/members/${mate.id}`, lister, { role: 'member' })).json().data.role).toBe('member'); // the same role again: no change
  });

  it('never the owner (409), never yourself (403)', async () => {
    const owners = await call('PATCH', `/team/members/${ownerId}`, lister, { role: 'member' });
    expect(owners.statusCode).toBe(409);
    expect(errorOf(owners)).toMatchObject({ code: 'CONFLICT', details: { reason: 'owner' } });
    expect(errorOf(owners).message).toMatch(/owner's role cannot be changed/);
    const self = await call('PATCH', `/team/members/${listerId}`, lister, { role: 'member' });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self)).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'self' } });
    expect((await call('PATCH', `/team/members/${ownerId}`, owner, { role: 'admin' })).statusCode).toBe(403);
  });

  it("members, customers, administrators and another organisation's owner cannot", async () => {
    const mate = await colleague(4);
    for (const token of [member, customer, admin]) expect((await call('PATCH', `/team/members/${mate.id}`, token, { role: 'admin' })).statusCode).toBe(403);
    expect((await call('PATCH', `/team/members/${mate.id}`, undefined, { role: 'admin' })).statusCode).toBe(401);
    const other = await call('PATCH', `/team/members/${mate.id}`, rival, { role: 'admin' });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('NOT_FOUND');
    expect(await row(mate.email)).toMatchObject({ assignedRoles: 4 });
  });

  it('bad input names the field; an unknown id is 404', async () => {
    const mate = await colleague(4);
    for (const body of [{ role: 'owner' }, { role: 'boss' }, {}]) {
      const r = await call('PATCH', `/team/members/${mate.id}`, owner, body);
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).details.fields?.map((f) => f.field)).toContain('role');
    }
    const extra = await call('PATCH', `/team/members/${mate.id}`, owner, { role: 'admin', organization_id: 'x' });
    expect(extra.statusCode).toBe(400);
    const badId = await call('PATCH', '/team/members/not-an-id', owner, { role: 'admin' });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).details.fields?.[0]?.field).toBe('id');
    expect((await call('PATCH', '/team/members/00000000-0000-4000-8000-000000000000', owner, { role: 'admin' })).statusCode).toBe(404);
  });

  it("a role change counts from the person's next call (roles are read on every request)", async () => {
    const mate = await colleague(2);
    expect((await call('GET', '/owner/sales', mate.token)).statusCode).toBe(200);
    expect((await call('PATCH', `/team/members/${mate.id}`, owner, { role: 'member' })).statusCode).toBe(200);
    expect((await call('GET', '/owner/sales', mate.token)).statusCode).toBe(403);
    expect((await call('GET', '/team/members', mate.token)).statusCode).toBe(403);
    expect((await call('PATCH', `/team/members/${mate.id}`, owner, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('GET', '/owner/sales', mate.token)).statusCode).toBe(200);
  });
});

describe('DELETE /v1/team/members/{id}', () => {
  it('removes a member: they keep a customer account, their sessions end at once', async () => {
    const mate = await colleague(4);
    const fresh = await t.login(mate.email, 'venue');
    const r = await call('DELETE', `/team/members/${mate.id}`, lister);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { ok: true } });
    expect(await row(mate.email)).toMatchObject({ role: 'USER', assignedRoles: null, organizationId: null, status: 'active' });
    for (const token of [mate.token, fresh.accessToken]) expect((await call('GET', '/bookings?as=venue', token)).statusCode).toBe(401);
    const refresh = await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: fresh.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const members = (await call('GET', '/team/members', owner)).json().data.members;
    expect(members.map((m: { id: string }) => m.id)).not.toContain(mate.id);
    // A plain customer now.
    expect((await t.login(mate.email, 'user')).accessToken).toBeTruthy();
  });

  it('withdraws an invitation not yet accepted: its link stops working', async () => {
    const email = `invited.${++n}@harbour.test`;
    const mail = nextMail(email, 'team-invitation');
    expect((await t.req({ method: 'POST', url: '/api/auth/users/sign-up', token: owner, body: { email, first_name: 'Ivy', assigned_roles: 4 } })).statusCode).toBe(201);
    const token = linkToken((await mail()).text, `${SITE}/signup/complete-profile/`);
    const listed = (await call('GET', '/team/members', owner)).json().data.members.find((m: { email: string }) => m.email === email);
    expect(listed).toMatchObject({ role: 'member', status: 'invited', first_name: 'Ivy' });
    expect((await call('GET', `/auth/complete-profile/${token}`)).statusCode).toBe(200);

    expect((await call('DELETE', `/team/members/${listed.id}`, owner)).statusCode).toBe(200);
    const after = await call('GET', `/auth/complete-profile/${token}`);
    expect(after.statusCode).toBe(400);
    expect(errorOf(after).code).toBe('INVALID_TOKEN');
    expect(await row(email)).toBeUndefined();
  });

  it('never the owner (409), never yourself (403); others cannot; another team\'s id is 404', async () => {
    const owners = await call('DELETE', `/team/members/${ownerId}`, lister);
    expect(owners.statusCode).toBe(409);
    expect(errorOf(owners).details).toMatchObject({ reason: 'owner' });
    expect(errorOf(await call('DELETE', `/team/members/${listerId}`, lister)).details).toMatchObject({ reason: 'self' });
    expect((await call('DELETE', `/team/members/${ownerId}`, owner)).statusCode).toBe(403);
    const mate = await colleague(4);
    for (const token of [member, customer, admin]) expect((await call('DELETE', `/team/members/${mate.id}`, token)).statusCode).toBe(403);
    expect((await call('DELETE', `/team/members/${mate.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/team/members/${mate.id}`, rival)).statusCode).toBe(404);
    expect((await call('DELETE', '/team/members/nope', owner)).statusCode).toBe(400);
    expect(await row(mate.email)).toMatchObject({ organizationId: expect.any(String), assignedRoles: 4 });
  });
});

describe('ownership transfer', () => {
  it('only the owner offers it; the recipient must be an active admin or member of the team (422 on email)', async () => {
    const mate = await colleague(4);
    for (const token of [lister, member, customer, admin]) {
      const r = await call('POST', '/team/ownership-transfers', token, { email: mate.email });
      expect(r.statusCode).toBe(403);
    }
    expect((await call('POST', '/team/ownership-transfers', undefined, { email: mate.email })).statusCode).toBe(401);
    expect((await call('DELETE', '/team/ownership-transfers/current', lister)).statusCode).toBe(403);

    const invited = `later.${++n}@harbour.test`;
    await t.req({ method: 'POST', url: '/api/auth/users/sign-up', token: owner, body: { email: invited, assigned_roles: 4 } });
    await smtp.waitFor({ to: invited, template: 'team-invitation' });
    for (const [email, says] of [
      ['user@demo.test', /Invite them first/],
      [rivalEmail, /Invite them first/],
      ['nobody@example.com', /Invite them first/],
      [invited, /not accepted the invitation/],
      ['owner@demo.test', /already own/],
    ] as const) {
      const r = await call('POST', '/team/ownership-transfers', owner, { email });
      expect(r.statusCode).toBe(422);
      expect(errorOf(r).details.fields).toEqual([{ field: 'email', message: expect.stringMatching(says) }]);
    }
    // Another organisation's owner cannot hand theirs to our member.
    expect((await call('POST', '/team/ownership-transfers', rival, { email: mate.email })).statusCode).toBe(422);
    const bad = await call('POST', '/team/ownership-transfers', owner, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details.fields?.[0]?.field).toBe('email');
    expect((await call('DELETE', '/team/ownership-transfers/current', owner)).statusCode).toBe(404);
  });

  it('a new offer replaces the pending one; withdrawing it ends the link; an expired link answers 410', async () => {
    const a = await colleague(4);
    const b = await colleague(2);
    const mailA = nextMail(a.email, 'ownership-transfer');
    const first = await call('POST', '/team/ownership-transfers', owner, { email: a.email.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ to_email: a.email, expires_at: expect.any(String) });
    const days = (Date.parse(first.json().data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const tokenA = linkToken((await mailA()).text, LINK);
    expect((await call('GET', '/team/members', owner)).json().data.ownership_transfer).toEqual(first.json().data);
    expect((await call('GET', '/team/members', lister)).json().data.ownership_transfer).toBeNull();

    const mailB = nextMail(b.email, 'ownership-transfer');
    expect((await call('POST', '/team/ownership-transfers', owner, { email: b.email })).statusCode).toBe(201);
    const tokenB = linkToken((await mailB()).text, LINK);
    const replaced = await call('GET', `/team/ownership-transfers/${tokenA}`, a.token);
    expect(replaced.statusCode).toBe(410);
    expect(errorOf(replaced)).toMatchObject({ code: 'INVALID_TOKEN', details: { reason: 'used' } });
    expect((await call('GET', '/team/members', owner)).json().data.ownership_transfer.to_email).toBe(b.email);

    expect((await call('DELETE', '/team/ownership-transfers/current', owner)).statusCode).toBe(200);
    expect((await call('GET', '/team/members', owner)).json().data.ownership_transfer).toBeNull();
    expect((await call('POST', `/team/ownership-transfers/${tokenB}/accept`, b.token)).statusCode).toBe(410);

    const mailAgain = nextMail(b.email, 'ownership-transfer');
    await call('POST', '/team/ownership-transfers', owner, { email: b.email });
    const tokenC = linkToken((await mailAgain()).text, LINK);
    await t.app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(accountTokens.email, b.email), eq(accountTokens.purpose, 'ownership-transfer')));
    const expired = await call('GET', `/team/ownership-transfers/${tokenC}`, b.token);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).details).toMatchObject({ reason: 'expired' });
    expect((await call('GET', '/team/members', owner)).json().data.ownership_transfer).toBeNull();

    // Removing the recipient ends their pending offer.
    await call('POST', '/team/ownership-transfers', owner, { email: a.email });
    expect((await call('DELETE', `/team/members/${a.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/team/members', owner)).json().data.ownership_transfer).toBeNull();
  });

  it('end to end: the recipient opens the mailed link and accepts; the old owner becomes a venue admin', async () => {
    const heir = await colleague(2, 'heir');
    const mail = nextMail(heir.email, 'ownership-transfer');
    expect((await call('POST', '/team/ownership-transfers', owner, { email: heir.email })).statusCode).toBe(201);
    const m = await mail();
    expect(m.subject).toMatch(/Harbourfront Venues/);
    const token = linkToken(m.text, LINK);
    expect(m.html).toContain(`${LINK}${token}`);

    const seen = await call('GET', `/team/ownership-transfers/${token}`, heir.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ organization_name: 'Harbourfront Venues', from_name: expect.any(String), to_email: heir.email, expires_at: expect.any(String), status: 'pending' });
    for (const token2 of [owner, lister, customer, rival]) {
      const other = await call('GET', `/team/ownership-transfers/${token}`, token2);
      expect(other.statusCode).toBe(403);
      expect(errorOf(other).message).toContain(heir.email);
      expect((await call('POST', `/team/ownership-transfers/${token}/accept`, token2)).statusCode).toBe(403);
    }
    expect((await call('GET', `/team/ownership-transfers/${token}`)).statusCode).toBe(401);
    expect((await call('POST', `/team/ownership-transfers/${token}/accept`)).statusCode).toBe(401);
    expect((await call('GET', `/team/ownership-transfers/${'A'.repeat(43)}`, heir.token)).statusCode).toBe(404);
    const malformed = await call('GET', '/team/ownership-transfers/short', heir.token);
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).details.fields?.[0]?.field).toBe('token');

    // The organisation's payout account moves to the new owner (bookings pay out to the owner's).
    await t.app.db.update(users).set({ stripeAccount: 'acct_harbour' }).where(eq(users.email, 'owner@demo.test'));
    const stripeBefore = 'acct_harbour';
    const toNew = nextMail(heir.email, 'ownership-transferred');
    const toOld = nextMail('owner@demo.test', 'ownership-transferred');
    // Two accepts at once: exactly one wins.
    const both = await Promise.all([call('POST', `/team/ownership-transfers/${token}/accept`, heir.token), call('POST', `/team/ownership-transfers/${token}/accept`, heir.token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(both.find((r) => r.statusCode === 200)!.json().data).toEqual({ organization_name: 'Harbourfront Venues', role: 'owner' });
    expect((await toNew()).subject).toMatch(/You now own Harbourfront Venues/);
    expect((await toOld()).subject).toMatch(/now belongs to/);

    expect(await row(heir.email)).toMatchObject({ role: 'VENUE_OWNER', assignedRoles: null, stripeAccount: stripeBefore });
    expect(await row('owner@demo.test')).toMatchObject({ role: 'VENUE_LISTER', assignedRoles: 2, stripeAccount: '' });

    // The old owner is a venue admin from their next call; the new owner runs the owner area.
    const again = await call('POST', '/team/ownership-transfers', owner, { email: heir.email });
    expect(again.statusCode).toBe(403);
    expect((await call('GET', '/owner/venues', heir.token)).statusCode).toBe(200);
    expect((await call('GET', '/owner/venues', owner)).statusCode).toBe(200);
    const list = (await call('GET', '/team/members', heir.token)).json().data.members;
    expect(list[0]).toMatchObject({ email: heir.email, role: 'owner', is_you: true });
    expect(list.filter((x: { role: string }) => x.role === 'owner')).toHaveLength(1);
    expect(list.find((x: { email: string }) => x.email === 'owner@demo.test').role).toBe('admin');
    // The link is used up; the new owner may now manage the old one like any admin.
    expect((await call('GET', `/team/ownership-transfers/${token}`, heir.token)).statusCode).toBe(410);
    expect((await call('PATCH', `/team/members/${ownerId}`, heir.token, { role: 'member' })).statusCode).toBe(200);
    expect((await call('PATCH', `/team/members/${heir.id}`, owner, { role: 'member' })).statusCode).toBe(403);
  });
});
