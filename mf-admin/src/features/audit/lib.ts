import { ADMIN_ROLE_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntry, type AuditTargetType } from '@venues/contracts';

export const ACTION_LABEL: Record<AuditAction, string> = {
  'storefront.create': 'Storefront created',
  'storefront.update': 'Storefront changed',
  'storefront.disable': 'Storefront disabled',
  'storefront.enable': 'Storefront enabled',
  'storefront.make_default': 'Default storefront chosen',
  'venue.approve': 'Venue approved',
  'venue.reject': 'Venue rejected',
  'venue.suspend': 'Venue suspended',
  'venue.restore': 'Venue restored',
  'venue.remove': 'Venue removed',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  'refund.retry': 'Refund retried',
  'announcement.create': 'Announcement created',
  'announcement.update': 'Announcement changed',
  'announcement.delete': 'Announcement deleted',
  'admin.role_change': 'Administrator’s role changed',
  'user.email_change': 'Account’s e-mail address changed',
};
export const TARGET_LABEL: Record<AuditTargetType, string> = {
  storefront: 'Storefront',
  venue: 'Venue',
  review: 'Review',
  refund: 'Refund',
  announcement: 'Announcement',
  admin: 'Administrator',
  user: 'Account',
};
export const ACTION_OPTIONS = [{ value: '', label: 'Any action' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] }))];
export const TARGET_OPTIONS = [{ value: '', label: 'Anything' }, ...AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_LABEL[t] }))];
export const roleLabel = (r: AuditEntry['actor']['role']) => ADMIN_ROLE_LABELS[r] ?? r;

/** A field name as a person reads it: "service_fee_percent" → "Service fee percent". */
export function fieldLabel(key: string): string {
  const words = key.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: strings as they are, yes/no, lists and objects compactly. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v, null, 1).replace(/\n\s*/g, ' ');
}

export interface FieldDiff {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The fields that differ between before and after (all of them for a creation or a deletion). */
export function diffOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldDiff[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((k) => ({ field: k, label: fieldLabel(k), before: valueText(before?.[k]), after: valueText(after?.[k]) }))
    .filter((d) => d.before !== d.after);
}
