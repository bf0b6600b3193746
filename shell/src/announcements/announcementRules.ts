import { ANNOUNCEMENT_FETCH, type Announcement, type AnnouncementQuery, type DerivedRoles } from '@venues/contracts';

/** The announcement list screen never auto-shows the pop-up and hides the checkbox (docs/spec.md §2). */
export function isAnnouncementListPath(pathname: string): boolean {
  return pathname.includes('/announcements/list');
}

/**
 * Pages where a person is in the middle of a task (writing an enquiry or an offer, paying,
 * cancelling, listing a venue): an announcement waits until they leave (docs/adr/0105-journeys-across-pages.md).
 */
const TASK_PATHS = [
  /\/enquiries\/new(\/|$)/,
  /\/(custom-offer|update-offer|view-offer|review-booking|review-payment|request-to-book|checkout)(\/|$)/,
  /\/(sucess-payment|cancellation|cancel-booking[^/]*|request-extra-charges[^/]*)(\/|$)/,
  /\/venues\/management\/(new-venue|venue\/)/,
];

export function isTaskPath(pathname: string): boolean {
  return TASK_PATHS.some((p) => p.test(pathname));
}

/** Recipient group per role (docs/spec.md §6); null = this user is not shown announcements. */
export function announcementTarget(roles: DerivedRoles): string | null {
  if (roles.isTeamAdmin) return null;
  if (roles.isUser) return 'ALL,USERS_ONLY';
  if (roles.isTeamLister) return 'ALL,VENUE_OWNERS_ONLY';
  return null;
}

/** The query the pop-up fetches with, or null when it must not fetch. */
export function announcementQueryFor(ctx: { isAuthenticated: boolean; roles: DerivedRoles; pathname: string }): AnnouncementQuery | null {
  if (!ctx.isAuthenticated || isAnnouncementListPath(ctx.pathname)) return null;
  const target = announcementTarget(ctx.roles);
  if (!target) return null;
  return {
    page: ANNOUNCEMENT_FETCH.page,
    limit: ANNOUNCEMENT_FETCH.limit,
    sort: String(ANNOUNCEMENT_FETCH.sort),
    active_only: ANNOUNCEMENT_FETCH.active_only,
    target,
    target_device: 'ALL,WEB_ONLY',
  } as AnnouncementQuery;
}

/** The announcements closed during this visit (the browser tab's session), per user. */
export interface ClosedThisVisit {
  has(id: string): boolean;
  add(id: string): void;
}

/** `ClosedThisVisit` kept in sessionStorage, so a reload does not bring a closed one back. */
export function closedThisVisit(userId: string, storage: Storage | null = globalThis.sessionStorage ?? null): ClosedThisVisit {
  const key = `venues:announcements-closed:${userId}`;
  const read = (): string[] => {
    try {
      return JSON.parse(storage?.getItem(key) ?? '[]') as string[];
    } catch {
      return [];
    }
  };
  const ids = new Set(read());
  return {
    has: (id) => ids.has(id),
    add: (id) => {
      ids.add(id);
      try {
        storage?.setItem(key, JSON.stringify([...ids]));
      } catch {
        /* storage denied: closed for this page load only */
      }
    },
  };
}

const inMemory = (): ClosedThisVisit => {
  const ids = new Set<string>();
  return { has: (id) => ids.has(id), add: (id) => void ids.add(id) };
};

/** One announcement at a time, in the order the server gave them. */
export class AnnouncementQueue {
  private items: Announcement[] = [];

  constructor(
    private readonly log: (id: string) => Promise<unknown>,
    private closed: ClosedThisVisit = inMemory(),
  ) {}

  /** Whose closed announcements to skip (the signed-in user's). */
  rememberIn(closed: ClosedThisVisit): void {
    this.closed = closed;
  }

  load(items: readonly Announcement[]): void {
    // Logged ones ("Don't show me this again") never come back; closed ones not in this visit.
    this.items = items.filter((a) => a.active !== false && !a.viewed && !this.closed.has(a._id));
  }

  get current(): Announcement | null {
    return this.items[0] ?? null;
  }

  get remaining(): number {
    return this.items.length;
  }

  /** Hides the current one; logs it only when the box was ticked. A failed log is only reported. */
  close(dontShowAgain: boolean): void {
    const a = this.items.shift();
    if (a) this.closed.add(a._id);
    if (a && dontShowAgain) {
      this.log(a._id).catch((e: unknown) => console.error('announcement log failed', e));
    }
  }

  clear(): void {
    this.items = [];
  }
}
