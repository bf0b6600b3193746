import { ANNOUNCEMENT_TARGETS, TARGET_DEVICES, type AnnouncementTarget, type TargetDevice } from '@venues/contracts';

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

export const TARGET_OPTIONS = ANNOUNCEMENT_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] }));
export const DEVICE_OPTIONS = TARGET_DEVICES.map((value) => ({ value, label: DEVICE_LABELS[value] }));
