import type { OutboxRepository, OutboxRow } from './outbox';

/** Where a claimed mail goes: an SMTP server, or nowhere (kept in the table for /dev/mail). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutboxRow): Promise<void>;
  close(): void;
}

export interface MailWorkerOptions {
  /** How often every node looks for due rows (others' rows, retries, leases run out). */
  pollMs: number;
  /** Rows claimed at a time. */
  batch: number;
  /** A claim's lease: a row still 'sending' after it is claimed again. */
  leaseMs: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts: number;
  /** The wait before attempt n + 1 after n failed ones. */
  backoffMs(attempts: number): number;
}

/** 30 s, 1, 2, 4 … minutes, at most an hour; 8 attempts span about 1 h 10 min. */
export const DEFAULT_WORKER_OPTIONS: MailWorkerOptions = {
  pollMs: 5_000,
  batch: 20,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  backoffMs: (n) => Math.min(30_000 * 2 ** (n - 1), 60 * 60_000),
};

const DAY = 24 * 60 * 60_000;

type Log = { error(o: object, m: string): void; warn(o: object, m: string): void };

/**
 * Drains the outbox off the request path. Each node runs one; the database decides who sends what
 * (claims with SKIP LOCKED), so any number of nodes may run it. `kick()` after an insert sends at
 * once on this node; the poll picks up the rest.
 */
export class MailWorker {
  private readonly opts: MailWorkerOptions;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPurge = 0;

  constructor(
    private readonly repo: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly log: Log,
    opts: Partial<MailWorkerOptions> = {},
  ) {
    this.opts = { ...DEFAULT_WORKER_OPTIONS, ...opts };
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.opts.pollMs).unref();
    this.kick();
  }

  /** Runs a pass now, or right after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err) => this.log.error({ err }, 'mail worker pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Until nothing is due: tests and scripts that need the mail sent before they go on. */
  async drain(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      while (this.running) await this.running;
      if (this.stopped || !(await this.repo.busy())) return;
      this.kick();
      await this.running;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await this.running;
    this.transport.close();
  }

  private async pass(): Promise<void> {
    for (;;) {
      const rows = await this.repo.claim(this.opts.batch, this.opts.leaseMs);
      if (rows.length === 0) break;
      for (const row of rows) await this.send(row);
      if (this.stopped) return;
    }
    if (Date.now() - this.lastPurge > DAY / 4) {
      this.lastPurge = Date.now();
      await this.repo.purge(new Date(Date.now() - 30 * DAY));
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    try {
      await this.transport.deliver(row);
      await this.repo.done(row.id, this.transport.kind === 'smtp' ? 'sent' : 'kept');
    } catch (err) {
      const last = row.attempts >= this.opts.maxAttempts;
      const retryAt = last ? null : new Date(Date.now() + this.opts.backoffMs(row.attempts));
      (last ? this.log.error : this.log.warn).call(this.log, { err, template: row.template, attempts: row.attempts }, last ? 'mail not sent, giving up' : 'mail not sent, will retry');
      await this.repo.failed(row.id, String((err as Error)?.message ?? err).slice(0, 500), retryAt);
    }
  }
}
