import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { adminCan, type AdminPermission } from '@venues/contracts';
import { AreaLayout } from '@venues/mf-kit';
import { session } from '@venues/session';
import '../admin.css';

/** The administrators' pages in the side navigation; each shows to the roles with its permission (null: every administrator). */
export const ADMIN_NAV: readonly { key: string; path: string; label: string; permission: AdminPermission | null; also?: readonly string[] }[] = [
  { key: 'home', path: 'admin', label: 'Home', permission: null },
  { key: 'venues', path: 'venues/management/admin-venue', label: 'Venue review', permission: 'venues.review' },
  { key: 'ratings', path: 'ratings', label: 'Ratings', permission: 'ratings.read' },
  { key: 'payments', path: 'payments/refunds', label: 'Payments', permission: 'payments.read' },
  { key: 'payouts', path: 'payments/payouts', label: 'Payouts', permission: 'payments.read' },
  { key: 'announcements', path: 'announcements/list', label: 'Announcements', permission: null, also: ['announcements/'] },
  { key: 'storefronts', path: 'settings/countries', label: 'Storefronts', permission: 'storefronts.read', also: ['settings/countries/', 'settings/add-country', 'settings/country'] },
  { key: 'admins', path: 'settings/admins', label: 'Administrators', permission: 'admins.manage' },
  { key: 'audit', path: 'settings/audit-log', label: 'Audit trail', permission: 'audit.read' },
  { key: 'settings', path: 'settings', label: 'All settings', permission: null },
];

/** The navigation entry a path belongs to (a venue's review is "Venue review", a storefront "Storefronts"). */
export function adminPageOf(pathname: string): string | undefined {
  const rest = pathname.replace(/^\/[^/]+\//, '');
  return ADMIN_NAV.find((p) => rest === p.path || rest.startsWith(`${p.path}/`) || p.also?.some((a) => rest.startsWith(a)))?.key;
}

/**
 * The administrators' frame (docs/admin.md, docs/adr/0106-back-office-homes-and-venue-blocks.md):
 * the pages this administrator's role may use, in an antd Menu beside the page on a laptop and
 * above it on a phone. An observer: a changed role redraws it.
 */
export const AdminLayout = observer(function AdminLayout({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  const mine = ADMIN_NAV.filter((p) => p.permission === null || adminCan(session.roles, p.permission));
  return <AreaLayout title="Administration" pages={mine} current={adminPageOf(pathname)} fallback={fallback} />;
});
