import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { adminCan, type AdminPermission } from '@venues/contracts';
import { useCountry } from '@venues/mf-kit';
import { session } from '@venues/session';
import { AdminPage } from '../components/AdminPage';

interface HubLink {
  permission: AdminPermission | null;
  path: string;
  title: string;
  text: string;
}

const SETTINGS: HubLink[] = [
  { permission: 'storefronts.read', path: 'settings/countries', title: 'Storefronts', text: 'Countries, their currency, tax and service fee, and the default storefront.' },
  { permission: 'storefronts.manage', path: 'settings/add-country', title: 'Add a storefront', text: 'Open the marketplace in another country.' },
  { permission: 'admins.manage', path: 'settings/admins', title: 'Administrators', text: 'Who administers the marketplace, and with which role.' },
  { permission: 'audit.read', path: 'settings/audit-log', title: 'Audit trail', text: 'Every administrator’s action: who, when, what and why.' },
];
const OTHER: HubLink[] = [
  { permission: 'venues.review', path: 'venues/management/admin-venue', title: 'Venue review', text: 'Venues waiting for approval, and published, suspended or rejected ones.' },
  { permission: 'ratings.read', path: 'ratings', title: 'Ratings', text: 'Reviews, their reports, and each venue’s rating.' },
  { permission: 'payments.read', path: 'payments/refunds', title: 'Payments', text: 'Refunds that failed, and payments refunded because the slot was taken.' },
  { permission: null, path: 'announcements/list', title: 'Announcements', text: 'Messages shown to visitors, customers and venue teams.' },
];

/** `settings`: the administration pages this administrator's role may use (ADMIN_PERMISSIONS). */
function SettingsPage() {
  const country = useCountry();
  const roles = session.roles;
  const list = (links: HubLink[], label: string) => {
    const mine = links.filter((l) => l.permission === null || adminCan(roles, l.permission));
    if (mine.length === 0) return null;
    return (
      <section aria-label={label} style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {label}
        </Typography.Title>
        <ul className="adm-hub">
          {mine.map((l) => (
            <li key={l.path}>
              <Link to={`/${country}/${l.path}`}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <strong>{l.title}</strong>
                  <Typography.Text type="secondary">{l.text}</Typography.Text>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  };
  return (
    <AdminPage title="Administration" subtitle="The settings and pages your role may use.">
      {list(SETTINGS, 'Settings')}
      {list(OTHER, 'Marketplace')}
    </AdminPage>
  );
}

export default observer(SettingsPage);
