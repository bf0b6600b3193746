import { Link } from 'react-router-dom';
import { DateTime } from 'luxon';
import type { OwnerDashboardItem, OwnerDashboardList } from '@venues/contracts';

/** "Sat 5 Dec 2026, 18:00–22:00" in the venue's zone (the end's day too when it is another day). */
export function eventWhen(i: Pick<OwnerDashboardItem, 'start_at' | 'end_at' | 'time_zone'>): string {
  const s = DateTime.fromISO(i.start_at, { zone: i.time_zone });
  const e = DateTime.fromISO(i.end_at, { zone: i.time_zone });
  return s.hasSame(e, 'day') ? `${s.toFormat('ccc d LLL yyyy, HH:mm')}–${e.toFormat('HH:mm')}` : `${s.toFormat('ccc d LLL yyyy, HH:mm')} – ${e.toFormat('ccc d LLL yyyy, HH:mm')}`;
}

/** "at 14:05" today, else "on Fri 4 Dec, 14:05", in the venue's zone. */
export function momentOf(iso: string, zone: string, now = DateTime.now()): string {
  const t = DateTime.fromISO(iso, { zone });
  return t.hasSame(now.setZone(zone), 'day') ? `at ${t.toFormat('HH:mm')}` : `on ${t.toFormat('ccc d LLL, HH:mm')}`;
}

export interface DashboardListProps {
  /** The list's heading (an h2) and its id. */
  title: string;
  id: string;
  list: OwnerDashboardList;
  country: string;
  /** What to say of an item's `at` (e.g. "Came in at 14:05", "Answer by …"). */
  atLabel?: (at: string, zone: string) => string;
  empty: string;
  /** A link to all of them (shown when there are more than the items). */
  more?: { to: string; label: string };
}

/** One list of the dashboard: each item's customer is the link to its conversation; the rest is text. */
export function DashboardList({ title, id, list, country, atLabel, empty, more }: DashboardListProps) {
  return (
    <section className="dash-list" aria-labelledby={id}>
      <h2 id={id} className="dash-list__title">
        {title} <span className="dash-count">{list.total}</span>
      </h2>
      {list.items.length === 0 ? (
        <p className="dash-empty">{empty}</p>
      ) : (
        <ul>
          {list.items.map((i) => (
            <li key={i._id} className="dash-item">
              <Link to={`/${country}/enquiries/${i.enquiry_id}`} className="dash-item__name">
                {i.customer_name}
                {i.reference ? ` · ${i.reference}` : ''}
              </Link>
              <span className="dash-item__what">
                {eventWhen(i)} · {i.guests} guests
              </span>
              <span className="dash-item__where">
                {i.venue_name}
                {i.space_name ? `, ${i.space_name}` : ''}
                {i.at && atLabel ? ` · ${atLabel(i.at, i.time_zone)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more && list.total > list.items.length && (
        <Link to={more.to} className="dash-more">
          {more.label} ({list.total})
        </Link>
      )}
    </section>
  );
}
