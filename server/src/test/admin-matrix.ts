import type { AdminPermission } from '@venues/contracts';

/**
 * docs/admin.md "Who may do what", written out by hand: every permission × full administrator,
 * sales administrator, admin member (venue teams and customers hold none), and the words of the
 * 403 naming who may ("Only <who> …").
 */
export const ADMIN_MATRIX: Record<AdminPermission, { full: boolean; sales: boolean; member: boolean; who: string }> = {
  'storefronts.read': { full: true, sales: true, member: true, who: 'full administrators, sales administrators and admin members' },
  'storefronts.manage': { full: true, sales: false, member: false, who: 'full administrators' },
  'venues.review': { full: true, sales: false, member: true, who: 'full administrators and admin members' },
  'venues.moderate': { full: true, sales: false, member: false, who: 'full administrators' },
  'ratings.read': { full: true, sales: true, member: true, who: 'full administrators, sales administrators and admin members' },
  'ratings.moderate': { full: true, sales: false, member: true, who: 'full administrators and admin members' },
  'payments.read': { full: true, sales: true, member: false, who: 'full administrators and sales administrators' },
  'payments.retry': { full: true, sales: true, member: false, who: 'full administrators and sales administrators' },
  'announcements.manage': { full: true, sales: false, member: true, who: 'full administrators and admin members' },
  'admins.manage': { full: true, sales: false, member: false, who: 'full administrators' },
  'audit.read': { full: true, sales: false, member: false, who: 'full administrators' },
};
