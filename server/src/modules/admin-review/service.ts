import type { z } from 'zod';
import {
  ADMIN_LIMITS,
  ADMIN_VENUE_ACTION_PERMISSION,
  ADMIN_VENUE_ACTION_STEP,
  ADMIN_VENUE_ACTIONS,
  ADMIN_VENUE_TABS,
  adminCan,
  venueMachine,
  type AdminReview,
  type adminRatingOverviewQuery,
  type adminReviewListQuery,
  type AdminVenueAction,
  type AdminVenueList,
  type adminVenueListQuery,
  type AdminVenueRatings,
  type AdminVenueReview,
  type AdminVenueSummary,
  type AdminVenueTab,
  type DerivedRoles,
  type Page,
  type ReviewReported,
} from '@venues/contracts';
import type { TenantRow, VenueRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AccountMailer } from '../../mail/account-mailer';
import { moderationTemplates } from '../../mail/moderation-templates';
import type { AuthUser } from '../../types';
import { recordAudit, type AuditRecord } from '../admin/audit';
import type { OwnerVenueRepository, VenueUpdate } from '../owner-venues/repository';
import { isComplete } from '../owner-venues/dto';
import { keepsLive, shownSpaces, stepTo, venuePage } from '../owner-venues/listing';
import type { VenueRepository } from '../venues/repository';
import type { AdminReviewRepository, Recipient, ReviewListRow } from './repository';
import { changesSince, readSnapshot, snapshotOf } from '../../db/venue-snapshot';

type VenueListQuery = z.output<typeof adminVenueListQuery>;
type ReviewListQuery = z.output<typeof adminReviewListQuery>;
type RatingOverviewQuery = z.output<typeof adminRatingOverviewQuery>;
type Tenant = Pick<TenantRow, 'id' | 'productName'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const paging = (q: { page?: number; limit?: number }) => {
  const page = q.page ?? 1;
  const limit = q.limit ?? ADMIN_LIMITS.defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
};

export interface AdminReviewDeps {
  mail: AccountMailer;
  /** An in-app notice to a member of a venue's team (the mail goes separately, by template). */
  notice: (tenantId: string, userId: string, payload: Record<string, unknown>) => Promise<void>;
}

/** The steps this administrator may take on a venue in this status (docs/admin.md "Venue review"). */
export function venueActions(roles: DerivedRoles, v: Pick<VenueRow, 'status' | 'removedAt'>): AdminVenueAction[] {
  if (v.removedAt) return [];
  return ADMIN_VENUE_ACTIONS.filter((a) => {
    const step = ADMIN_VENUE_ACTION_STEP[a];
    const possible = step ? venueMachine.check(v.status, step, 'admin').ok : v.status === 'for_deletion';
    return possible && adminCan(roles, ADMIN_VENUE_ACTION_PERMISSION[a]);
  });
}

/**
 * The administrators' review of venues: the queue, the review page (the venue as its page will
 * show it and what changed since its last approval) and the steps. Each step, its audit record and
 * the refresh of search run in one transaction with the venue's row locked; the owners are told
 * after it commits.
 */
export class VenueReviewService {
  constructor(
    private readonly admin: AdminReviewRepository,
    private readonly venues: OwnerVenueRepository,
    private readonly publicVenues: VenueRepository,
    private readonly deps: AdminReviewDeps,
  ) {}

  async list(user: AuthUser, q: VenueListQuery): Promise<AdminVenueList> {
    const status: AdminVenueTab = q.status ?? 'for_approval';
    const { page, limit, offset } = paging(q);
    const [{ rows, total }, counts] = await Promise.all([
      this.admin.venuePage(user.tenantId, { status, country: q.country, q: q.q, limit, offset }),
      this.admin.venueCounts(user.tenantId, q.country),
    ]);
    return {
      data: rows.map(
        ({ v, organizationName, ownerEmail, spacesCount }): AdminVenueSummary => ({
          _id: v.id,
          name: v.name,
          slug: v.slug,
          country: v.country,
          city: v.city,
          status: v.status,
          organization_name: organizationName ?? '',
          owner_email: ownerEmail,
          spaces_count: spacesCount,
          photo: v.photos[0] ?? null,
          first_submission: firstSubmission(v),
          submitted_at: iso(v.submittedAt),
          updated_at: v.updatedAt.toISOString(),
        }),
      ),
      page,
      limit,
      total,
      counts: Object.fromEntries(ADMIN_VENUE_TABS.map((s) => [s, counts.get(s) ?? 0])) as Record<AdminVenueTab, number>,
    };
  }

  async get(user: AuthUser, id: string): Promise<AdminVenueReview> {
    const v = await this.venues.venue(user.tenantId, id);
    if (!v) throw notFound('Venue');
    return this.review(user, v);
  }

  approve = (user: AuthUser, tenant: Tenant, id: string) => this.step(user, tenant, id, 'approve', '');
  reject = (user: AuthUser, tenant: Tenant, id: string, reason: string) => this.step(user, tenant, id, 'reject', reason);
  suspend = (user: AuthUser, tenant: Tenant, id: string, reason: string) => this.step(user, tenant, id, 'suspend', reason);
  restore = (user: AuthUser, tenant: Tenant, id: string, reason: string) => this.step(user, tenant, id, 'restore', reason);
  remove = (user: AuthUser, tenant: Tenant, id: string) => this.step(user, tenant, id, 'remove', '');

  /** One step: the venue locked, the change, search refreshed and the audit record, in one transaction; then the owners are told. */
  private async step(user: AuthUser, tenant: Tenant, id: string, action: AdminVenueAction, reason: string): Promise<AdminVenueReview> {
    const why = reason.trim();
    const v = await this.venues.transaction(async (tx) => {
      const repo = this.venues.withTx(tx);
      const before = await repo.lockVenue(user.tenantId, id);
      if (!before) throw notFound('Venue');
      const set = await this.change(repo, before, action, why);
      const row = await repo.updateVenue(id, set);
      await repo.refreshSummaries(user.tenantId, [id]);
      await recordAudit(tx, user, auditOf(action, before, row, why));
      return row;
    });
    await this.tell(tenant, v, action, why);
    return this.review(user, v);
  }

  /** What a step changes, or 409 naming the status it cannot be taken from. */
  private async change(repo: OwnerVenueRepository, before: VenueRow, action: AdminVenueAction, reason: string): Promise<VenueUpdate> {
    switch (action) {
      case 'approve': {
        const to = stepTo(before, 'approve', 'admin');
        const spaceRows = await repo.spacesOf(before.id);
        keepsLive({ ...before, status: to }, spaceRows);
        // The complete drafts go on the site with the venue; what is approved is kept for the next review.
        for (const s of spaceRows.filter((x) => x.status === 'draft' && isComplete(x))) await repo.updateSpace(s.id, { status: 'published' });
        const live = shownSpaces({ status: to }, await repo.spacesOf(before.id));
        return { status: to, publishedAt: before.publishedAt ?? new Date(), rejectionReason: '', suspensionReason: '', approvedSnapshot: { ...snapshotOf(before, live) } };
      }
      case 'reject':
        return { status: stepTo(before, 'reject', 'admin'), rejectionReason: reason };
      case 'suspend':
        return { status: stepTo(before, 'suspend', 'admin'), suspensionReason: reason };
      case 'restore':
        return { status: stepTo(before, 'unsuspend', 'admin'), suspensionReason: '' };
      case 'remove':
        if (before.status !== 'for_deletion') {
          throw new AppError(venueMachine.stateCode(before.status) as never, `This venue is ${before.status.replace('_', ' ')}: only a venue its owner put up for deletion can be removed`);
        }
        return { removedAt: new Date() };
    }
  }

  /** The owners hear of every step but removal (in the app, and by mail with the reason). */
  private async tell(tenant: Tenant, v: VenueRow, action: AdminVenueAction, reason: string): Promise<void> {
    if (action === 'remove') return;
    const base = this.deps.mail.links.base;
    const page = `${base}/${v.country}/venues/${v.slug}`;
    const editor = `${base}/${v.country}/venues/management/venue/${v.id}`;
    for (const o of await this.admin.ownersToTell(tenant.id, v.organizationId)) {
      await this.deps.notice(tenant.id, o.id, { venue_id: v.id, status: v.status });
      const p = { name: o.firstName, venue: v.name, reason };
      await this.deps.mail.send(tenant, o.email, (b) => {
        if (action === 'approve') return moderationTemplates.venueApproved(b, { ...p, url: page });
        if (action === 'reject') return moderationTemplates.venueRejected(b, { ...p, url: editor });
        if (action === 'suspend') return moderationTemplates.venueSuspended(b, { ...p, url: `${base}/${v.country}/venues/management` });
        return moderationTemplates.venueRestored(b, { ...p, url: page });
      });
    }
  }

  private async review(user: AuthUser, v: VenueRow): Promise<AdminVenueReview> {
    const [venue, spaceRows, organization, ownerEmail] = await Promise.all([
      venuePage(this.venues, this.publicVenues, v),
      this.venues.spacesOf(v.id),
      this.venues.organizationName(v.organizationId),
      this.admin.ownerEmailOf(v.id),
    ]);
    return {
      venue,
      status: v.status,
      organization_name: organization ?? '',
      owner_email: ownerEmail,
      submitted_at: iso(v.submittedAt),
      published_at: iso(v.publishedAt),
      rejection_reason: v.rejectionReason,
      suspension_reason: v.suspensionReason,
      changes: changesSince(readSnapshot(v.approvedSnapshot), snapshotOf(v, shownSpaces(v, spaceRows))),
      actions: venueActions(user.roles, v),
      removed_at: iso(v.removedAt),
    };
  }
}

/** Never on the site and nothing approved to compare with (venues approved before snapshots were kept are not first submissions). */
const firstSubmission = (v: VenueRow) => v.publishedAt === null && readSnapshot(v.approvedSnapshot) === null;

const VERB: Record<AdminVenueAction, string> = { approve: 'Approved', reject: 'Rejected', suspend: 'Suspended', restore: 'Restored', remove: 'Removed' };

function auditOf(action: AdminVenueAction, before: VenueRow, after: VenueRow, reason: string): AuditRecord {
  const fields = (v: VenueRow): Record<string, unknown> => {
    const out: Record<string, unknown> = { status: v.status };
    if (action === 'approve') out.published_at = iso(v.publishedAt);
    if (action === 'reject') out.rejection_reason = v.rejectionReason;
    if (action === 'suspend' || action === 'restore') out.suspension_reason = v.suspensionReason;
    if (action === 'remove') out.removed_at = iso(v.removedAt);
    return out;
  };
  return { action: `venue.${action}`, targetType: 'venue', targetId: before.id, summary: `${VERB[action]} ${before.name}`, reason, before: fields(before), after: fields(after) };
}

// ---------------------------------------------------------------------------------------------

/**
 * Ratings: every review with its reports, each venue's ratings at a glance, hiding and restoring
 * reviews (the venue's rating and search row recomputed in the same transaction, the author told
 * by mail), and the signed-in people's reports.
 */
export class RatingsService {
  constructor(
    private readonly admin: AdminReviewRepository,
    private readonly deps: Pick<AdminReviewDeps, 'mail'>,
  ) {}

  async list(user: AuthUser, q: ReviewListQuery): Promise<Page<AdminReview>> {
    const { page, limit, offset } = paging(q);
    const { rows, total } = await this.admin.reviewPage(user.tenantId, { country: q.country, venueId: q.venue_id, rating: q.rating, reported: q.reported, hidden: q.hidden, q: q.q, limit, offset });
    const reports = await this.admin.reportsOf(rows.map((r) => r.r.id));
    return { data: rows.map((r) => toAdminReview(r, reports.get(r.r.id) ?? [])), page, limit, total };
  }

  async overview(user: AuthUser, q: RatingOverviewQuery): Promise<Page<AdminVenueRatings>> {
    const { page, limit, offset } = paging(q);
    const { rows, total } = await this.admin.ratingsPage(user.tenantId, { country: q.country, q: q.q, limit, offset });
    return {
      data: rows.map((r) => ({
        venue: { _id: r.id, name: r.name, slug: r.slug, country: r.country },
        rating_avg: r.rating_count ? Math.round(Number(r.rating_avg) * 10) / 10 : 0,
        rating_count: Number(r.rating_count),
        hidden_count: Number(r.hidden_count),
        reported_count: Number(r.reported_count),
        distribution: [Number(r.s1), Number(r.s2), Number(r.s3), Number(r.s4), Number(r.s5)],
      })),
      page,
      limit,
      total,
    };
  }

  hide = (user: AuthUser, tenant: Tenant, id: string, reason: string) => this.moderate(user, tenant, id, { hide: true, reason: reason.trim() });
  restore = (user: AuthUser, tenant: Tenant, id: string, reason: string) => this.moderate(user, tenant, id, { hide: false, reason: reason.trim() });

  private async moderate(user: AuthUser, tenant: Tenant, id: string, m: { hide: boolean; reason: string }): Promise<AdminReview> {
    const { review, venue } = await this.admin.transaction(async (tx) => {
      const repo = this.admin.withTx(tx);
      const found = await repo.lockReview(user.tenantId, id);
      if (!found) throw notFound('Review');
      const { r: before, venue } = found;
      if (m.hide === (before.hiddenAt !== null)) throw new AppError('CONFLICT', m.hide ? 'This review is already hidden' : 'This review is not hidden');
      const review = await repo.setHidden(id, m.hide ? { at: new Date(), reason: m.reason } : null);
      await repo.refreshSummaries(user.tenantId, [before.venueId]);
      await recordAudit(tx, user, {
        action: m.hide ? 'review.hide' : 'review.restore',
        targetType: 'review',
        targetId: id,
        summary: `${m.hide ? 'Hid' : 'Restored'} ${before.authorName}’s review of ${venue.name}`,
        reason: m.reason,
        before: { hidden: before.hiddenAt !== null, hidden_reason: before.hiddenReason },
        after: { hidden: review.hiddenAt !== null, hidden_reason: review.hiddenReason },
      });
      return { review, venue };
    });
    const author = await this.admin.author(user.tenantId, review.userId);
    if (author) await this.tellAuthor(tenant, author, venue, m);
    const row = (await this.admin.reviewRow(user.tenantId, id))!;
    return toAdminReview(row, (await this.admin.reportsOf([id])).get(id) ?? []);
  }

  private async tellAuthor(tenant: Tenant, to: Recipient, venue: { name: string; slug: string; country: string }, m: { hide: boolean; reason: string }): Promise<void> {
    const p = { name: to.firstName, venue: venue.name, reason: m.reason, url: `${this.deps.mail.links.base}/${venue.country}/venues/${venue.slug}` };
    await this.deps.mail.send(tenant, to.email, (b) => (m.hide ? moderationTemplates.reviewHidden(b, p) : moderationTemplates.reviewRestored(b, p)));
  }

  /** A signed-in person's report, once per review: `created` false on a repeat (nothing changes). */
  async report(user: AuthUser, id: string, reason: string): Promise<{ created: boolean; report: ReviewReported }> {
    if (!(await this.admin.reportable(user.tenantId, id))) throw notFound('Review');
    const r = await this.admin.transaction((tx) => this.admin.withTx(tx).report(user.tenantId, id, user.id, reason.trim()));
    return { created: r.created, report: { review_id: id, reason: r.reason, reported_at: r.createdAt.toISOString() } };
  }
}

function toAdminReview({ r, venue, authorEmail }: ReviewListRow, reports: { reason: string; created_at: string }[]): AdminReview {
  return {
    _id: r.id,
    venue: { _id: venue.id, name: venue.name, slug: venue.slug, country: venue.country },
    author_name: r.authorName,
    author_email: authorEmail,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hidden_at: iso(r.hiddenAt),
    hidden_reason: r.hiddenReason,
    reports_count: r.reportsCount,
    reports,
  };
}
