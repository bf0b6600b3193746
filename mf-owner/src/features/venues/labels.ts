import type { ListingStatus, VenueEvent } from '@venues/contracts';

/** The management page's tabs, in this order (suspended and for_deletion show only when used). */
export const STATUS_TABS: readonly { status: ListingStatus; label: string }[] = [
  { status: 'published', label: 'Published' },
  { status: 'draft', label: 'Drafts' },
  { status: 'for_approval', label: 'Waiting for approval' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'archived', label: 'Archived' },
  { status: 'suspended', label: 'Suspended' },
  { status: 'for_deletion', label: 'Deletion requested' },
];

export const STATUS_LABEL: Record<ListingStatus, string> = Object.fromEntries(STATUS_TABS.map((t) => [t.status, t.label])) as Record<ListingStatus, string>;
STATUS_LABEL.draft = 'Draft';

/** The owner's status steps (venue.actions), as buttons: label, the confirmation asked first. */
export const STEP_BUTTONS: Partial<Record<VenueEvent, { label: string; confirm?: string; danger?: boolean; path: 'submit' | 'archive' | 'restore' | 'request-deletion' }>> = {
  submit: { label: 'Submit for approval', path: 'submit' },
  archive: { label: 'Archive', path: 'archive', confirm: 'Archive this venue? It leaves the site at once; its bookings carry on. You can restore it later as a draft.' },
  restore: { label: 'Restore as a draft', path: 'restore' },
  request_deletion: {
    label: 'Request deletion',
    path: 'request-deletion',
    danger: true,
    confirm: 'Ask us to delete this venue? It leaves the site at once and cannot be restored by your team. Its bookings carry on until their dates.',
  },
};
