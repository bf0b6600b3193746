import type { AnnouncementTarget, TargetDevice } from '@venues/contracts';

/** Human names of the stored enum values. */
export const TARGET_LABELS: Record<AnnouncementTarget, string> = {
  ALL: 'Everyone',
  USERS_ONLY: 'Customers only',
  VENUE_OWNERS_ONLY: 'Venue owners only',
};

export const DEVICE_LABELS: Record<TargetDevice, string> = {
  ALL: 'All devices',
  WEB_ONLY: 'Web only',
  MOBILE_ONLY: 'Mobile app only',
};

// The values in the contracts' order, read from the records above (typed to hold every value once):
// ANNOUNCEMENT_TARGETS and TARGET_DEVICES live in a schema module, which would bring zod to the pages.
export const TARGETS = Object.keys(TARGET_LABELS) as AnnouncementTarget[];
export const DEVICES = Object.keys(DEVICE_LABELS) as TargetDevice[];

export const TARGET_OPTIONS = TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] }));
export const DEVICE_OPTIONS = DEVICES.map((value) => ({ value, label: DEVICE_LABELS[value] }));
