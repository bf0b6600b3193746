import type { AdminPermission, AdminVenueAction } from '@venues/contracts';

/**
 * Who may take each step on a venue, in the order its buttons show: the contracts'
 * ADMIN_VENUE_ACTION_PERMISSION and ADMIN_VENUE_ACTIONS. Copied, because those live in admin.ts, a
 * schema module, whose import would bring zod and every admin schema into the review page's chunk
 * (docs/performance.md); venueActions.test.ts checks that the copies match.
 */
export const VENUE_ACTION_PERMISSION: Record<AdminVenueAction, AdminPermission> = {
  approve: 'venues.review',
  reject: 'venues.review',
  suspend: 'venues.moderate',
  restore: 'venues.moderate',
  remove: 'venues.moderate',
};
export const VENUE_ACTIONS = Object.keys(VENUE_ACTION_PERMISSION) as AdminVenueAction[];
