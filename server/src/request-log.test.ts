import { startSmtpCatcher, type SmtpCatcher } from '../test-services/smtp-catcher.mjs';
import { urlForLog } from './lib/request-log';
import { createTestApp, linkToken, ownersVenueAndRival, type TestApp } from './test/helpers';

// No bearer-grade secret reaches the log (docs/architecture.md "Security"): one app logging at the
// default level into memory; every link secret a run can issue — e-mail verification, password
// reset, team invitation, ownership transfer, shared shortlist, calendar feed, the outbox page, a
// Google sign-in answer, the session tokens — is issued and used, at its page and at its API,
// and then looked for in the log.

const SITE = 'http://localhost:8080';
const DEV_MAIL_TOKEN = 'outbox-Secret-9f3kQ2mZ7xW1';
let smtp: SmtpCatcher;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp(
    { logLevel: 'info', smtpUrl: smtp.smtpUrl, publicUrl: SITE, mailFrom: 'hello@venuely.test', devMail: { token: DEV_MAIL_TOKEN, generated: false } },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, body?: unknown) => t.req({ method, url: `/api/v1${path}`, token, body });
const mailLink = async (to: string, template: string, prefix: string) => linkToken((await smtp.waitFor({ to, template })).text, `${SITE}${prefix}`);

describe('the request log', () => {
  it('holds none of the secrets a run issued, at their pages or their API', async () => {
    const secrets: Record<string, string> = { outbox: DEV_MAIL_TOKEN };
    const owner = await t.login('owner@demo.test');
    const customer = await t.login('user@demo.test');
    Object.assign(secrets, { access: owner.accessToken, refresh: owner.refreshToken });

    // E-mail verification and password reset, from the mails that arrived over SMTP.
    const email = `logged.${Date.now()}@harbour.test`;
    const password = 'Lantern-Quay-Harbour-51';
    const reg = await api('POST', '/auth/registration', undefined, { first_name: 'Lou', last_name: 'Logs', email, password, role: 'user', country: 'sg', accept_terms: true });
    expect(reg.statusCode).toBeLessThan(300);
    secrets.verify = await mailLink(email, 'verify-email', '/verify-email/');
    // The browser that signed up holds its binding cookie: verifying there signs in (docs/adr/0114).
    secrets.device = /signup_device=([0-9a-f]+)/.exec(String(reg.headers['set-cookie']))![1]!;
    await t.req({ url: `/verify-email/${secrets.verify}` });
    const verified = await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token: secrets.verify }, headers: { cookie: `signup_device=${secrets.device}` } });
    expect(verified.statusCode).toBe(200);
    Object.assign(secrets, { verifiedAccess: verified.json().data.session.accessToken, verifiedRefresh: verified.json().data.session.refreshToken });
    expect((await api('POST', '/auth/account-recovery', undefined, { email })).statusCode).toBeLessThan(300);
    secrets.reset = await mailLink(email, 'password-reset', '/forgot-password/password-reset/');
    await t.req({ url: `/forgot-password/password-reset/${secrets.reset}` });
    expect((await api('GET', `/auth/password-reset/${secrets.reset}`)).statusCode).toBe(200);
    // An address no route has, carrying the secret: logged by its shape.
    expect((await api('GET', `/auth/password-reset/${secrets.reset}/again`)).statusCode).toBe(404);

    // A team invitation (complete-profile) and an ownership transfer.
    const invited = `invited.${Date.now()}@harbour.test`;
    const inv = await t.req({ method: 'POST', url: '/api/auth/users/sign-up', token: owner.accessToken, body: { email: invited, first_name: 'Ivy', last_name: 'Lee', assigned_roles: 2 } });
    expect(inv.statusCode).toBeLessThan(300);
    secrets.invitation = await mailLink(invited, 'team-invitation', '/signup/complete-profile/');
    await t.req({ url: `/signup/complete-profile/${secrets.invitation}` });
    expect((await api('GET', `/auth/complete-profile/${secrets.invitation}`)).statusCode).toBe(200);
    expect((await api('POST', `/auth/complete-profile/${secrets.invitation}`, undefined, { first_name: 'Ivy', last_name: 'Lee', password: 'Quiet-Lantern-Bay-42' })).statusCode).toBe(200);
    expect((await api('POST', '/team/ownership-transfers', owner.accessToken, { email: invited })).statusCode).toBeLessThan(300);
    secrets.transfer = await mailLink(invited, 'ownership-transfer', '/callback/venue/transfer-ownership/');
    await t.req({ url: `/callback/venue/transfer-ownership/${secrets.transfer}` });
    const mate = (await t.req({ method: 'POST', url: '/api/v2/auth/login', body: { email: invited, password: 'Quiet-Lantern-Bay-42', role: 'venue' } })).json().data.accessToken as string;
    expect((await api('GET', `/team/ownership-transfers/${secrets.transfer}`, mate)).statusCode).toBe(200);

    // A shared shortlist.
    const folder = (await api('POST', '/favorites/folders', customer.accessToken, { name: `Logged ${Date.now()}` })).json().data as { _id: string };
    secrets.shortlist = (await api('POST', `/shortlists/${folder._id}/share`, customer.accessToken)).json().data.share_token as string;
    await t.req({ url: `/sg/shortlists/join/${secrets.shortlist}` });
    expect((await api('GET', `/shortlists/link/${secrets.shortlist}`, owner.accessToken)).statusCode).toBe(200);

    // A space's calendar feed, the outbox page, and Google's answer on the sign-in page.
    const { spaceId } = await ownersVenueAndRival(t);
    const feed = (await api('POST', `/spaces/${spaceId}/calendar-feed/rotate`, owner.accessToken)).json().data as { url: string };
    secrets.feed = /\/calendar\/([^/]+)\.ics$/.exec(feed.url)![1]!;
    expect((await t.req({ url: new URL(feed.url).pathname, tenant: false })).statusCode).toBe(200);
    expect((await t.req({ url: `/dev/mail/${DEV_MAIL_TOKEN}`, tenant: false })).statusCode).toBe(200);
    Object.assign(secrets, { code: '4/0AbCdEfGhIjKlMnOpQrStUvWxYz', state: 'sTaTe-9f8e7d6c5b4a' });
    await t.req({ url: `/callback/google?code=${secrets.code}&state=${secrets.state}` });

    await t.app.close(); // the log is flushed
    const log = lines.join('');
    // The log does hold the requests, by their routes' templates and their paths' shapes.
    expect(log).toContain('"url":"/api/v1/calendar/:token.ics"');
    expect(log).toContain('"url":"/forgot-password/password-reset/:"');
    expect(log).toContain('"url":"/api/v1/auth/password-reset/:/again"');
    expect(log).toContain('"url":"/callback/google?code=…&state=…"');
    for (const [name, secret] of Object.entries(secrets)) expect({ name, logged: log.includes(secret) }).toEqual({ name, logged: false });
  });
});

describe('urlForLog', () => {
  it('writes a routed address as its template, any other by the plain words of its path, and a query by its names', () => {
    expect(urlForLog('/api/v1/calendar/AbC_d-9.ics', '/api/v1/calendar/:token.ics')).toBe('/api/v1/calendar/:token.ics');
    expect(urlForLog('/sg/venues/the-loft-2?guests=40&date=2027-01-01')).toBe('/sg/venues/:?guests=…&date=…');
    expect(urlForLog('/sg/shortlists/join/Zk3_x')).toBe('/sg/shortlists/join/:');
    expect(urlForLog('/')).toBe('/');
    expect(urlForLog('/x?Zk3_x9=1&a=1&a=2')).toBe('/x?:=…&a=…');
  });
});
