import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaLayout } from '@venues/mf-kit';

/** The owner area's pages, in the order of the side navigation (the inbox is mf-enquiries'). */
export const OWNER_PAGES = [
  { key: 'dashboard', path: 'dashboard', label: 'Dashboard' },
  { key: 'enquiries', path: 'enquiries', label: 'Inbox' },
  { key: 'venues', path: 'venues/management', label: 'Venues' },
  { key: 'availability', path: 'availability', label: 'Availability' },
  { key: 'sales', path: 'sales', label: 'Sales' },
  { key: 'payouts', path: 'payouts', label: 'Payouts' },
  { key: 'team', path: 'team-members', label: 'Team' },
] as const;

/** The page a path belongs to (a venue's editor and its sales are "Venues"; `/sg/sales` is "Sales"). */
export function ownerPageOf(pathname: string): string | undefined {
  const rest = pathname.replace(/^\/[^/]+\//, '');
  if (rest.startsWith('venues/management')) return 'venues';
  return OWNER_PAGES.find((p) => rest === p.path || rest.startsWith(`${p.path}/`))?.key;
}

/**
 * The owner area's frame (docs/adr/0106-back-office-homes-and-venue-blocks.md): its pages in an antd
 * Menu beside the page on a laptop, and above it, on as many rows as it takes, on a phone.
 */
export function OwnerLayout({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return <AreaLayout title="Your venues" pages={OWNER_PAGES} current={ownerPageOf(pathname)} fallback={fallback} />;
}
