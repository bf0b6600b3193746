import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { isLoopback } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { RenderedMail } from '../mail/templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The sender's display name: the tenant's product name. */
  fromName: string;
  tenantId: string | null;
}

/** app.mailer: SMTP when SMTP_URL is set, else the outbox table (listed at /dev/mail). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or stores) one mail. Never throws: a failure is logged, the caller's answer stays the same. */
  send(mail: OutgoingMail): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    private readonly log: { error(o: object, m: string): void },
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(m: OutgoingMail): Promise<boolean> {
    try {
      await this.transport.sendMail({ from: { name: m.fromName, address: this.from }, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: { 'X-Template': m.template } });
      return true;
    } catch (err) {
      this.log.error({ err, template: m.template }, 'mail not sent');
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}

class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly log: { error(o: object, m: string): void },
  ) {}

  async send(m: OutgoingMail): Promise<boolean> {
    try {
      await this.db.insert(mailOutbox).values({ tenantId: m.tenantId, template: m.template, to: m.to, from: `${m.fromName} <${this.from}>`, subject: m.subject, text: m.text, html: m.html });
      return true;
    } catch (err) {
      this.log.error({ err, template: m.template }, 'mail not stored');
      return false;
    }
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

/**
 * The development outbox page. Only without SMTP (mail never leaves the server then), never
 * behind a proxy (TRUST_PROXY), and only to this machine: the mails hold sign-in-grade links.
 */
function devMailRoutes(app: FastifyInstance, db: Db): void {
  const local = (ip: string | undefined) => Boolean(ip) && isLoopback(ip!.replace(/^::ffff:/, ''));
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!local(req.socket.remoteAddress)) return reply.code(404).type('text/plain').send('Not found');
  };

  app.get('/dev/mail', { onRequest: guard }, async (_req, reply) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
    const items = rows.map((m) => {
      const text = escapeHtml(m.text).replace(LINK, (u) => `<a href="${u}">${u}</a>`);
      return `<article><div class="meta">${escapeHtml(m.createdAt.toISOString())} · to <b>${escapeHtml(m.to)}</b> · from ${escapeHtml(m.from)} · ${escapeHtml(m.template)} · <a href="/dev/mail/${m.id}">HTML</a></div>
<h2 style="font-size:16px">${escapeHtml(m.subject)}</h2><pre>${text}</pre></article>`;
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page(
      'Outbox',
      `<h1>Outbox</h1><p class="meta">Mail the server would have sent (no SMTP_URL is set), newest first, the last 100.</p>${items.join('') || '<p>No mail yet.</p>'}`,
    );
  });

  app.get('/dev/mail/:id', { onRequest: guard }, async (req, reply) => {
    const id = z.string().uuid().safeParse((req.params as { id: string }).id);
    const [m] = id.success ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id.data)) : [];
    if (!m) return reply.code(404).type('text/plain').send('No such mail');
    // The stored HTML is shown as it would be in a mail client: no scripts, nothing fetched.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return m.html;
  });
}

export const mailPlugin = fp(async (app) => {
  const { smtpUrl, mailFrom, trustProxy } = app.config;
  if (smtpUrl) {
    const mailer = new SmtpMailer(smtpUrl, mailFrom, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  } else {
    app.decorate('mailer', new OutboxMailer(app.db, mailFrom, app.log));
    if (!trustProxy) devMailRoutes(app, app.db);
  }
});
