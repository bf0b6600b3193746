import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import escapeHtml from 'escape-html';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { isLoopback } from '../config';
import type { MailAttachment } from '../db/schema';
import { OutboxRepository, type OutboxRow } from '../mail/outbox';
import type { RenderedMail } from '../mail/templates';
import { MailWorker, type MailTransport, type MailWorkerOptions } from '../mail/worker';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The sender's display name: the tenant's product name. */
  fromName: string;
  tenantId: string | null;
  attachments?: MailAttachment[];
}

/**
 * app.mailer: every mail goes into the outbox table; a worker (mail/worker.ts) sends it over SMTP
 * when SMTP_URL is set, or keeps it (for the outbox page, /dev/mail/<token>) otherwise. Nothing is sent on the request path.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Queues one mail. Never throws: a failure is logged, the caller's answer stays the same. */
  send(mail: OutgoingMail): Promise<boolean>;
  /**
   * Work that ends in a mail (looking the person up, issuing a link), run after the answer: an
   * answer that must not tell whether an address has an account does the same work either way.
   */
  later(label: string, work: () => Promise<unknown>): void;
  /** Resolves once the deferred work is done and nothing in the queue is due (tests, scripts). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Log = { error(o: object, m: string): void; warn(o: object, m: string): void };

class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(url: string) {
    // Pooled: the worker sends its batch over one open connection instead of a new one (TCP, TLS,
    // greeting, EHLO) per mail; the pool opens another when the server closes an idle one.
    this.transport = nodemailer.createTransport({ url, pool: true });
  }

  async deliver(m: OutboxRow): Promise<void> {
    await this.transport.sendMail({
      from: m.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: { 'X-Template': m.template },
      attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content_base64, 'base64') })),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** No SMTP: the row itself is the mail, shown at /dev/mail when that page is on. */
const keepTransport: MailTransport = { kind: 'outbox', deliver: async () => {}, close: () => {} };

class OutboxMailer implements Mailer {
  private readonly deferred = new Set<Promise<void>>();
  constructor(
    readonly kind: 'smtp' | 'outbox',
    private readonly outbox: OutboxRepository,
    readonly worker: MailWorker,
    private readonly from: string,
    private readonly log: Log,
  ) {}

  async send(m: OutgoingMail): Promise<boolean> {
    try {
      // The sender as nodemailer writes it: the display name quoted when it needs to be.
      const from = `${/^[\w .-]*$/.test(m.fromName) ? m.fromName : JSON.stringify(m.fromName)} <${this.from}>`;
      await this.outbox.enqueue({ tenantId: m.tenantId, template: m.template, to: m.to, from, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments ?? [] });
      this.worker.kick();
      return true;
    } catch (err) {
      this.log.error({ err, template: m.template }, 'mail not queued');
      return false;
    }
  }

  later(label: string, work: () => Promise<unknown>): void {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => {},
        (err) => this.log.error({ err, label }, 'deferred mail work failed'),
      )
      .finally(() => this.deferred.delete(p));
    this.deferred.add(p);
  }

  async settle(): Promise<void> {
    while (this.deferred.size) await Promise.all([...this.deferred]);
  }

  async drain(): Promise<void> {
    await this.settle();
    await this.worker.drain();
  }
}

const LINK = /https?:\/\/[^\s<>"]+/g;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px auto;max-width:900px;padding:0 16px;color:#1f2a30}
article{border:1px solid #dde3e6;border-radius:8px;padding:12px 16px;margin:12px 0}h1{font-size:22px}
.meta{color:#5b6770;font-size:13px}pre{white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace;background:#f6f8f9;padding:8px;border-radius:4px}</style>
</head><body>${body}</body></html>`;
}

/** Headers a proxy adds: a request carrying one did not come straight from this machine's own client. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];
const local = (ip: string | undefined) => Boolean(ip) && isLoopback(ip!.replace(/^::ffff:/, ''));
/** The Host header's name without the port ('' when there is none or it is not one). */
function hostName(host: string | undefined): string {
  try {
    return host ? new URL(`http://${host}`).hostname : '';
  } catch {
    return '';
  }
}
const sameSecret = (given: string, token: string) => given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * The development outbox page (config.devMail): its mails hold sign-in-grade links, so it answers
 * only at its secret path, to a client on this machine that reached it directly (no proxy header,
 * a loopback Host); anything else is 404, as if there were no page.
 */
function devMailRoutes(app: FastifyInstance, outbox: OutboxRepository, token: string): void {
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const direct = local(req.socket.remoteAddress) && isLoopback(hostName(req.headers.host)) && PROXY_HEADERS.every((h) => req.headers[h] === undefined);
    if (!direct || !sameSecret((req.params as { token: string }).token, token)) return reply.code(404).type('text/plain').send('Not found');
    // The address holds the secret: no page it leads to learns it.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  };
  const base = `/dev/mail/${token}`;

  app.get('/dev/mail/:token', { onRequest: guard }, async (_req, reply) => {
    const rows = await outbox.latest(100);
    const items = rows.map((m) => {
      const text = escapeHtml(m.text).replace(LINK, (u) => `<a href="${u}">${u}</a>`);
      return `<article><div class="meta">${escapeHtml(m.createdAt.toISOString())} · to <b>${escapeHtml(m.to)}</b> · from ${escapeHtml(m.from)} · ${escapeHtml(m.template)} · ${escapeHtml(m.status)} · <a href="${base}/${m.id}">HTML</a></div>
<h2 style="font-size:16px">${escapeHtml(m.subject)}</h2><pre>${text}</pre></article>`;
    });
    reply.type('text/html; charset=utf-8');
    return page('Outbox', `<h1>Outbox</h1><p class="meta">Mail the server would have sent (no SMTP_URL is set), newest first, the last 100.</p>${items.join('') || '<p>No mail yet.</p>'}`);
  });

  app.get('/dev/mail/:token/:id', { onRequest: guard }, async (req, reply) => {
    const id = z.string().uuid().safeParse((req.params as { id: string }).id);
    const m = id.success ? await outbox.one(id.data) : null;
    if (!m) return reply.code(404).type('text/plain').send('No such mail');
    // The stored HTML is shown as it would be in a mail client: no scripts, nothing fetched.
    reply.type('text/html; charset=utf-8').header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return m.html;
  });
}

export const mailPlugin = fp<{ worker?: Partial<MailWorkerOptions> }>(async (app, opts) => {
  const { smtpUrl, mailFrom, devMail, devMailRefused, publicUrl } = app.config;
  const outbox = new OutboxRepository(app.db);
  const transport = smtpUrl ? new SmtpTransport(smtpUrl) : keepTransport;
  const worker = new MailWorker(outbox, transport, app.log, opts.worker);
  const mailer = new OutboxMailer(transport.kind, outbox, worker, mailFrom, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => worker.start());
  // Before the database closes: finish the deferred work, then the pass under way.
  app.addHook('preClose', async () => {
    await mailer.settle();
    await worker.stop();
  });
  if (devMailRefused) app.log.warn(devMailRefused);
  if (devMail) {
    devMailRoutes(app, outbox, devMail.token);
    // Printed once: a token made here exists nowhere else. (scripts/start.mjs makes and prints its own.)
    if (devMail.generated) app.log.info(`outbox page, for this machine only: ${publicUrl}/dev/mail/${devMail.token}`);
  }
});
