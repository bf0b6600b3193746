import { Link } from 'react-router-dom';
import { salesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import { LoadFailed, Loading } from '../components/PageStates';
import { DashboardList, momentOf } from '../features/dashboard/DashboardList';
import '../features/venues/owner.css';
import '../features/dashboard/dashboard.css';

/**
 * `:country/dashboard`: the owner's home, where owners and venue admins land after signing in
 * (docs/adr/0106-back-office-homes-and-venue-blocks.md): what waits for an answer (counts that go
 * to the lists below), today's enquiries and the upcoming bookings, each opening its conversation.
 */
export default function DashboardPage() {
  const country = useCountry();
  useDocumentTitle('Dashboard');
  const dash = useData(() => salesApi.dashboard(), [], { isEmpty: () => false });
  const d = dash.data;
  const waiting = d && [
    { id: 'dash-unanswered', n: d.unanswered.total, label: 'Conversations to answer' },
    { id: 'dash-requests', n: d.booking_requests.total, label: 'Booking requests waiting' },
    { id: 'dash-expiring', n: d.offers_expiring.total, label: 'Offers expiring within 48 hours' },
  ];

  return (
    <div className="own-page dash-page">
      <PageHeader title="Dashboard" subtitle="Today’s enquiries, your upcoming bookings and what waits for your answer." />
      {dash.status === 'error' ? (
        <LoadFailed title="We could not load your dashboard" message={dash.error.message} onRetry={dash.reload} />
      ) : !d || !waiting ? (
        <Loading label="Loading your dashboard" rows={8} />
      ) : (
        <>
          <section aria-labelledby="dash-waiting-title">
            <h2 id="dash-waiting-title" className="dash-list__title">
              Needs an answer
            </h2>
            <ul className="dash-waiting">
              {waiting.map((w) => (
                <li key={w.id}>
                  <a href={`#${w.id}`} className={w.n > 0 ? 'dash-waiting--due' : undefined}>
                    <strong>{w.n}</strong>
                    <span>{w.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <div className="dash-lists">
            <DashboardList
              id="dash-today"
              title="Today’s enquiries"
              list={d.enquiries_today}
              country={country}
              atLabel={(at, zone) => `came in ${momentOf(at, zone)}`}
              empty="No new enquiry today yet."
              more={{ to: `/${country}/enquiries`, label: 'All conversations' }}
            />
            <DashboardList id="dash-upcoming" title="Upcoming bookings" list={d.upcoming_bookings} country={country} empty="No upcoming booking." />
            <DashboardList
              id="dash-unanswered"
              title="Conversations to answer"
              list={d.unanswered}
              country={country}
              atLabel={(at, zone) => `last message ${momentOf(at, zone)}`}
              empty="Every conversation has your answer."
              more={{ to: `/${country}/enquiries`, label: 'Open the inbox' }}
            />
            <DashboardList
              id="dash-requests"
              title="Booking requests waiting"
              list={d.booking_requests}
              country={country}
              atLabel={(at, zone) => `answer by ${momentOf(at, zone)}`}
              empty="No booking request waits for you."
            />
            <DashboardList
              id="dash-expiring"
              title="Offers expiring within 48 hours"
              list={d.offers_expiring}
              country={country}
              atLabel={(at, zone) => `expires ${momentOf(at, zone)}`}
              empty="No offer expires soon."
            />
          </div>
          <p className="dash-more">
            <Link to={`/${country}/availability`}>Open the calendar</Link> · <Link to={`/${country}/sales`}>See your sales</Link>
          </p>
        </>
      )}
    </div>
  );
}
