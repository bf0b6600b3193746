import { ANNOUNCEMENT_FETCH, type Announcement, type AnnouncementQuery, type DerivedRoles } from '@venues/contracts';

/** The announcement list screen never auto-shows the pop-up and hides the checkbox (docs/spec.md §2). */
export function isAnnouncementListPath(pathname: string): boolean {
  return pathname.includes('/announcements/list');
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

/** One announcement at a time, in the order the server gave them. */
export class AnnouncementQueue {
  private items: Announcement[] = [];

  constructor(private readonly log: (id: string) => Promise<unknown>) {}

  load(items: readonly Announcement[]): void {
    // Already-logged ones ("Don't show me this again") never come back.
    this.items = items.filter((a) => a.active !== false && !a.viewed);
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
    if (a && dontShowAgain) {
      this.log(a._id).catch((e: unknown) => console.error('announcement log failed', e));
    }
  }

  clear(): void {
    this.items = [];
  }
}
