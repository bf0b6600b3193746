export interface CaughtMail {
  id: string;
  /** Arrival order, from 1: pass as `after` to wait only for newer mail. */
  seq: number;
  envelopeTo: string[];
  to: string[];
  from: string;
  fromName: string;
  subject: string;
  /** The X-Template header the server sets (verify-email, password-reset, …). */
  template: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
  /** Files sent with the mail: name, type and size in bytes. */
  attachments: { filename: string; contentType: string; size: number }[];
  date: string;
}

export interface MailQuery {
  to?: string;
  subject?: string;
  template?: string;
  after?: number;
}

export interface SmtpCatcher {
  smtpPort: number;
  httpPort: number;
  smtpUrl: string;
  apiUrl: string;
  messages: CaughtMail[];
  find(q?: MailQuery): CaughtMail[];
  waitFor(q?: MailQuery, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

export function startSmtpCatcher(o?: { smtpPort?: number; httpPort?: number; host?: string }): Promise<SmtpCatcher>;
