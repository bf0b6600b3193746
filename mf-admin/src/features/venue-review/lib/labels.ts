import {
  AMENITIES,
  CANCELLATION_POLICIES,
  CAPACITY_LAYOUTS,
  EVENT_TYPES,
  SPACE_TYPES,
  type AdminVenueAction,
  type AdminVenueTab,
  type Capacity,
  type SpacePricing,
} from '@venues/contracts';
import { formatMoney, localeForCountry } from '@venues/geo';

const labelOf = (list: readonly { value: string; label: string }[]) => {
  const map = new Map(list.map((i) => [i.value, i.label]));
  return (key: string) => map.get(key) ?? key;
};
export const eventTypeLabel = labelOf(EVENT_TYPES);
export const amenityLabel = labelOf(AMENITIES);
export const spaceTypeLabel = labelOf(SPACE_TYPES);

export const TAB_LABEL: Record<AdminVenueTab, string> = {
  for_approval: 'Waiting for approval',
  published: 'Published',
  suspended: 'Suspended',
  rejected: 'Rejected',
  for_deletion: 'Put up for deletion',
};

export const TAB_EMPTY: Record<AdminVenueTab, string> = {
  for_approval: 'Nothing waits for approval: every submitted venue has been reviewed.',
  published: 'No published venues.',
  suspended: 'No suspended venues.',
  rejected: 'No rejected venues.',
  for_deletion: 'No venue is put up for deletion.',
};

/** "Flexible: full refund up to 7 days before, 50 % up to 2 days before". */
export function policyText(id: string): string {
  const p = CANCELLATION_POLICIES.find((x) => x.id === id);
  if (!p) return id;
  const span = (h: number) => (h % 24 === 0 ? `${h / 24} day${h === 24 ? '' : 's'}` : `${h} hours`);
  return `${p.label}: full refund up to ${span(p.fullHours)} before, ${p.partialPercent} % up to ${span(p.partialHours)} before`;
}

/** "Standing 120 · Seated 80" (layouts offered only). */
export function capacityText(c: Capacity): string {
  const parts = CAPACITY_LAYOUTS.filter((l) => (c[l.value] ?? 0) > 0).map((l) => `${l.label} ${c[l.value]}`);
  return parts.length ? parts.join(' · ') : 'No capacity given';
}

/** Each price the space offers, as lines. */
export function priceLines(p: SpacePricing, country: string): string[] {
  const money = (n: number) => formatMoney(n, p.currency, localeForCountry(country));
  const lines: string[] = [];
  if (p.per_hour) lines.push(`${money(p.per_hour.amount)} per hour · minimum ${p.per_hour.min_hours} hour${p.per_hour.min_hours === 1 ? '' : 's'}`);
  if (p.per_day) lines.push(`${money(p.per_day.amount)} per day`);
  for (const pkg of p.packages) lines.push(`${pkg.name}: ${money(pkg.amount)}${pkg.per_person ? ' per guest' : ''} · ${pkg.hours} hours`);
  return lines.length ? lines : ['No prices given'];
}

/** What each action does, as its confirmation says it. */
export const ACTION_COPY: Record<AdminVenueAction, { label: string; title: (name: string) => string; description: string; reason?: 'required' | 'optional'; reasonHint?: string; done: (name: string) => string; danger?: boolean }> = {
  approve: {
    label: 'Approve',
    title: (n) => `Approve ${n}?`,
    description: 'It is published at once and appears in search. The owner is told by e-mail.',
    done: (n) => `${n} is approved and published`,
  },
  reject: {
    label: 'Reject',
    title: (n) => `Reject ${n}?`,
    description: 'The venue goes back to its team to change. Say what must change: the reason is e-mailed to the owner and shown to their team.',
    reason: 'required',
    reasonHint: 'E-mailed to the owner and shown to their team.',
    done: (n) => `${n} is rejected; the owner is e-mailed the reason`,
    danger: true,
  },
  suspend: {
    label: 'Suspend',
    title: (n) => `Suspend ${n}?`,
    description: 'It leaves search and its page answers “not found” at once. The owner is e-mailed the reason.',
    reason: 'required',
    reasonHint: 'E-mailed to the owner and kept in the audit trail.',
    done: (n) => `${n} is suspended; the owner is e-mailed the reason`,
    danger: true,
  },
  restore: {
    label: 'Restore',
    title: (n) => `Restore ${n}?`,
    description: 'It is published again and comes back to search. The owner is told by e-mail.',
    reason: 'optional',
    reasonHint: 'Included in the e-mail to the owner when given.',
    done: (n) => `${n} is published again`,
  },
  remove: {
    label: 'Remove',
    title: (n) => `Remove ${n} for good?`,
    description: 'Its team asked for it to be deleted. It leaves every list and page, the team’s too; its bookings, documents and payments are kept. This cannot be undone here.',
    done: (n) => `${n} is removed`,
    danger: true,
  },
};
