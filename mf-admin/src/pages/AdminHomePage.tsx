import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { adminCan } from '@venues/contracts';
import { adminApi, bookingsApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { session } from '@venues/session';
import { AdminPage } from '../components/AdminPage';

interface Waiting {
  key: string;
  count: number;
  label: string;
  path: string;
}

/**
 * `admin`: the administrators' home, where they land after signing in
 * (docs/adr/0106-back-office-homes-and-venue-blocks.md): what waits for review, counted by the
 * lists' own routes (their `total`s), each count a link to its list. Only what this role may see.
 */
function AdminHomePage() {
  const country = useCountry();
  const roles = session.roles;
  const canVenues = adminCan(roles, 'venues.review');
  const canRatings = adminCan(roles, 'ratings.read');
  const canPayments = adminCan(roles, 'payments.read');
  const counts = useData(
    async (): Promise<Waiting[]> => {
      const [venues, reviews, refunds] = await Promise.all([
        canVenues ? adminApi.venues({ status: 'for_approval', limit: 1 }) : null,
        canRatings ? adminApi.reviews({ reported: true, hidden: false, limit: 1 }) : null,
        canPayments ? bookingsApi.adminRefunds({ status: 'failed', limit: 1 }) : null,
      ]);
      const out: Waiting[] = [];
      if (venues) out.push({ key: 'venues', count: venues.counts.for_approval, label: 'Venues submitted for approval', path: 'venues/management/admin-venue' });
      if (reviews) out.push({ key: 'reviews', count: reviews.total, label: 'Reported reviews still shown', path: 'ratings?reported=true&hidden=false' });
      if (refunds) out.push({ key: 'refunds', count: refunds.total, label: 'Refunds that need a person', path: 'payments/refunds' });
      return out;
    },
    [canVenues, canRatings, canPayments],
    { isEmpty: () => false },
  );

  return (
    <AdminPage title="Administration home" subtitle="What waits for review. Each count opens its list.">
      {counts.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="We could not count what waits for review"
          description={counts.error.message}
          action={
            <Button size="small" onClick={counts.reload}>
              Try again
            </Button>
          }
        />
      ) : !counts.data ? (
        <div role="status" aria-busy="true" aria-label="Counting what waits for review">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <section aria-labelledby="adm-waiting-title">
          <h2 id="adm-waiting-title" style={{ fontSize: 18 }}>
            Waiting for review
          </h2>
          {counts.data.length === 0 ? (
            <p>Your role reviews none of these lists. The announcements and the settings your role may use are in the menu.</p>
          ) : (
            <ul className="adm-waiting">
              {counts.data.map((w) => (
                <li key={w.key}>
                  <Link to={`/${country}/${w.path}`}>
                    <strong>{w.count}</strong>
                    <span>{w.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </AdminPage>
  );
}

export default observer(AdminHomePage);
