import { desc, eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { OutboxRepository, type OutboxRow } from '../../mail/outbox';
import { MailWorker, type MailTransport } from '../../mail/worker';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/helpers';
import { freshTestDatabase } from '../../test/template-db';

// Every mail is queued in the outbox table and a worker drains it; without SMTP_URL it keeps the
// mail there, and with DEV_MAIL_PAGE=true the development page lists it at its secret address, to
// this machine only.

const TOKEN = 'outbox-test-token-0123456789';
const PAGE = `/dev/mail/${TOKEN}`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:8080', devMail: { token: TOKEN, generated: false } });
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
    await t.app.mailer.drain();
    const [m] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(m).toMatchObject({ to: 'outbox@example.com', from: 'Venuely <no-reply@venuely.test>', template: 'verify-email', status: 'kept', attempts: 1 });

    const page = await t.app.inject({ url: PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`<a href="${PAGE}/${m!.id}">HTML</a>`);
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]+">/);
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');

    const one = await t.app.inject({ url: `${PAGE}/${m!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(one.body).toBe(m!.html);
    expect((await t.app.inject({ url: `${PAGE}/not-an-id` })).statusCode).toBe(404);
  });

  it('answers 404 without its secret, to another machine, through a proxy or for another host name', async () => {
    const refused = [
      { url: '/dev/mail' },
      { url: '/dev/mail/outbox-test-token-0123456788' },
      { url: '/dev/mail/outbox-test-token' },
      { url: PAGE, remoteAddress: '198.51.100.4' },
      { url: PAGE, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { url: PAGE, headers: { forwarded: 'for=127.0.0.1' } },
      { url: PAGE, headers: { 'x-real-ip': '127.0.0.1' } },
      { url: PAGE, headers: { 'x-forwarded-host': 'localhost' } },
      { url: PAGE, headers: { host: 'venues.example.com' } },
    ];
    for (const r of refused) {
      const res = await t.app.inject(r);
      expect([JSON.stringify(r), res.statusCode]).toEqual([JSON.stringify(r), 404]);
      expect(res.body).not.toContain('outbox@example.com');
    }
    const mailId = (await t.app.db.select().from(mailOutbox).limit(1))[0]!.id;
    expect((await t.app.inject({ url: `/dev/mail/wrong-token-0123456789/${mailId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${PAGE}/${mailId}`, headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${PAGE}/${mailId}`, headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
  });

  it('does not exist without DEV_MAIL_PAGE=true', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      expect((await other.app.inject({ url: PAGE })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('an SMTP server that does not answer does not change the answer (the failure is logged)', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      expect(down.app.mailer.kind).toBe('smtp');
      expect((await down.app.inject({ url: PAGE })).statusCode).toBe(404); // no DEV_MAIL_PAGE
      const r = await register(down, 'nowhere@example.com');
      expect(r.statusCode).toBe(201);
      expect(r.json().data.message).toContain('nowhere@example.com');
    } finally {
      await down.close();
    }
  });
});

describe('the mail worker', () => {
  // A database of its own: no app (and so no app worker) drains it behind the test's back.
  let database: Database;
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(() => database.close());
  const mail = (to: string) => ({ tenantId: null, template: 'notification', to, from: 'Venuely <no-reply@venuely.test>', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });
  const rowsTo = (to: string[]) => database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));
  const quiet = { error() {}, warn() {} };

  it('retries a failed send with backoff, then gives up', async () => {
    const outbox = new OutboxRepository(database.db);
    let calls = 0;
    const flaky: MailTransport = {
      kind: 'smtp',
      deliver: async () => {
        if (++calls === 1) throw new Error('421 try later');
      },
      close() {},
    };
    const waits: number[] = [];
    const worker = new MailWorker(outbox, flaky, quiet, { maxAttempts: 3, backoffMs: (n) => (waits.push(n), 0) });
    await outbox.enqueue(mail('flaky@example.com'));
    await worker.drain();
    expect(await rowsTo(['flaky@example.com'])).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null, sentAt: expect.any(Date) })]);
    expect(waits).toEqual([1]);

    const down: MailTransport = { kind: 'smtp', deliver: async () => Promise.reject(new Error('connection refused')), close() {} };
    const failing = new MailWorker(outbox, down, quiet, { maxAttempts: 3, backoffMs: () => 0 });
    await outbox.enqueue(mail('down@example.com'));
    await failing.drain();
    expect(await rowsTo(['down@example.com'])).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, lastError: 'connection refused' })]);

    // The default backoff leaves a failed mail pending for later.
    const later = new MailWorker(outbox, down, quiet);
    await outbox.enqueue(mail('later@example.com'));
    await later.drain();
    const [row] = await rowsTo(['later@example.com']);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.dueAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    await Promise.all([worker.stop(), failing.stop(), later.stop()]);
  });

  it('several workers on one database send each mail once; a claim whose lease ran out is taken again', async () => {
    const outbox = new OutboxRepository(database.db);
    const sent: string[] = [];
    const transport: MailTransport = { kind: 'smtp', deliver: async (m: OutboxRow) => void sent.push(m.to), close() {} };
    const to = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
    for (const x of to) await outbox.enqueue(mail(x));
    const workers = [1, 2, 3].map(() => new MailWorker(outbox, transport, quiet, { batch: 4 }));
    await Promise.all(workers.map((w) => w.drain()));
    expect(sent.sort()).toEqual([...to].sort());
    const rows = await rowsTo(to);
    expect(rows).toHaveLength(to.length);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

    // A node died mid-send: its row stays 'sending' until the lease passes.
    await outbox.enqueue(mail('orphan@example.com'));
    await database.db.update(mailOutbox).set({ status: 'sending', lockedUntil: new Date(Date.now() + 60_000) }).where(eq(mailOutbox.to, 'orphan@example.com'));
    expect(await outbox.claim(10, 1000)).toEqual([]);
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(mailOutbox.to, 'orphan@example.com'));
    await workers[0]!.drain();
    expect(sent).toContain('orphan@example.com');
    await Promise.all(workers.map((w) => w.stop()));
  });
});
