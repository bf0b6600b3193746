import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

// Without SMTP_URL mail goes to the outbox table and the development page lists it, to this machine only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:8080' });
});
afterAll(() => t.close());

const register = (app: TestApp, email: string, first_name = 'Ada') =>
  app.req({
    method: 'POST',
    url: '/api/v1/auth/registration',
    body: { first_name, last_name: 'Lovelace', email, password: 'Analytical-Engine-1843', role: 'user', country: 'sg', accept_terms: true },
  });

describe('outbox and /dev/mail', () => {
  it('stores the mail, lists it newest first with clickable links and escaped content', async () => {
    expect(t.app.mailer.kind).toBe('outbox');
    expect((await register(t, 'outbox@example.com', '<b>Bold</b>')).statusCode).toBe(201);
    const [m] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(m).toMatchObject({ to: 'outbox@example.com', from: 'Venuely <no-reply@venuely.test>', template: 'verify-email' });

    const page = await t.app.inject({ url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]+">/);
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');

    const one = await t.app.inject({ url: `/dev/mail/${m!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(one.body).toBe(m!.html);
    expect((await t.app.inject({ url: '/dev/mail/not-an-id' })).statusCode).toBe(404);
  });

  it('is not served to another machine', async () => {
    const r = await t.app.inject({ url: '/dev/mail', remoteAddress: '198.51.100.4' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('outbox');
  });

  it('does not exist behind a proxy or with SMTP', async () => {
    for (const overrides of [{ trustProxy: true }, { smtpUrl: 'smtp://127.0.0.1:1' }]) {
      const other = await createTestApp(overrides);
      try {
        expect((await other.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('an SMTP server that does not answer does not change the answer (the failure is logged)', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      expect(down.app.mailer.kind).toBe('smtp');
      const r = await register(down, 'nowhere@example.com');
      expect(r.statusCode).toBe(201);
      expect(r.json().data.message).toContain('nowhere@example.com');
    } finally {
      await down.close();
    }
  });
});
