import type { AdminPermission } from './admin-roles';
import type { ListingStatus } from './discovery-lists';

// The administrators' lists (venue review tabs and actions, the audit trail's actions and targets),
// apart from admin.ts's schemas and without zod: the administrators' pages show them, and importing
// them must not bring the schemas and zod along (docs/performance.md, page weights).

/** The statuses of the review tabs: waiting first. */
export const ADMIN_VENUE_TABS = ['for_approval', 'published', 'suspended', 'rejected', 'for_deletion'] as const satisfies readonly ListingStatus[];
export type AdminVenueTab = (typeof ADMIN_VENUE_TABS)[number];

/** The administrators' calls on a venue: POST /v1/admin/venues/{id}/<action>. */
export const ADMIN_VENUE_ACTIONS = ['approve', 'reject', 'suspend', 'restore', 'remove'] as const;
export type AdminVenueAction = (typeof ADMIN_VENUE_ACTIONS)[number];
/** Who may take each step (docs/admin.md "Who may do what"): reviewers approve and reject, moderators the rest. */
export const ADMIN_VENUE_ACTION_PERMISSION: Record<AdminVenueAction, AdminPermission> = {
  approve: 'venues.review',
  reject: 'venues.review',
  suspend: 'venues.moderate',
  restore: 'venues.moderate',
  remove: 'venues.moderate',
};

/** Every action the audit trail records, `<target>.<verb>`. */
export const AUDIT_ACTIONS = [
  'storefront.create',
  'storefront.update',
  'storefront.disable',
  'storefront.enable',
  'storefront.make_default',
  'venue.approve',
  'venue.reject',
  'venue.suspend',
  'venue.restore',
  'venue.remove',
  'review.hide',
  'review.restore',
  'refund.retry',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'admin.role_change',
  'user.email_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['storefront', 'venue', 'review', 'refund', 'announcement', 'admin', 'user'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
