import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CANCELLATION_POLICIES, CAPACITY_LAYOUTS, type VenueDetail } from '@venues/contracts';
import { noticeLabel } from '../../content/noticeLabel';
import { venuePlace } from '../venue/venueHead';
import { money } from '../venues/price';
import { RatingBadge } from '../venues/RatingBadge';
import { venueHref } from '../venues/VenueCard';
import { amenityRows, cheapestRate, layoutMax } from './compareRows';

/** ✓ or — with words for screen readers. */
function Mark({ yes }: { yes: boolean }) {
  return (
    <>
      <span aria-hidden="true" className={yes ? 'disc-compare__yes' : 'disc-compare__no'}>
        {yes ? '✓' : '—'}
      </span>
      <span className="disc-visually-hidden">{yes ? 'Yes' : 'No'}</span>
    </>
  );
}

function NotOffered() {
  return <Mark yes={false} />;
}

const coverOf = (v: VenueDetail) => v.photos[0] ?? v.photo;

function names(venues: readonly VenueDetail[]): string {
  const n = venues.map((v) => v.name);
  return n.length > 1 ? `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}` : (n[0] ?? '');
}

/**
 * The venues side by side, one column each: photo and name, place, rating, the most guests per
 * layout, the cheapest hourly and day rates, spaces, each amenity any of them has, the
 * cancellation policy and a link. Pure rendering of the venues given. On a phone the table
 * scrolls sideways inside its region, the row names staying put (CSS sticky).
 */
export function CompareTable({ venues, country, onRemove }: { venues: readonly VenueDetail[]; country: string; onRemove?: (slug: string) => void }) {
  const captionId = useId();
  const row = (label: ReactNode, cell: (v: VenueDetail) => ReactNode, key = String(label)) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {venues.map((v) => (
        <td key={v._id}>{cell(v)}</td>
      ))}
    </tr>
  );
  const group = (label: string) => (
    <tr className="disc-compare__group">
      <th scope="rowgroup" colSpan={venues.length + 1}>
        {label}
      </th>
    </tr>
  );
  const rate = (v: VenueDetail, unit: 'hour' | 'day') => {
    const r = cheapestRate(v, unit);
    return r ? `${money(r.amount, r.currency, country)}` : <NotOffered />;
  };

  return (
    <div className="disc-compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="disc-compare__table" style={{ ['--disc-compare-cols' as string]: venues.length }}>
        <caption id={captionId} className="disc-visually-hidden">
          Comparing {names(venues)}
        </caption>
        <thead>
          <tr>
            <td />
            {venues.map((v) => (
              <th key={v._id} scope="col">
                <div className="disc-compare__head">
                  {coverOf(v) ? (
                    <img src={coverOf(v)!.url} alt="" width={240} height={180} loading="lazy" decoding="async" />
                  ) : (
                    <div className="disc-compare__nophoto" aria-hidden="true" />
                  )}
                  <Link to={venueHref(country, v)}>{v.name}</Link>
                  {onRemove && (
                    <button type="button" className="disc-link-button" onClick={() => onRemove(v.slug)}>
                      Remove<span className="disc-visually-hidden"> {v.name} from the comparison</span>
                    </button>
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Place', (v) => venuePlace(v))}
          {row('Rating', (v) => <RatingBadge average={v.rating_avg} count={v.rating_count} />)}
          {row('Spaces', (v) => v.spaces.length)}
        </tbody>
        <tbody>
          {group('Most guests')}
          {CAPACITY_LAYOUTS.map((l) =>
            row(l.label, (v) => {
              const n = layoutMax(v, l.value);
              return n > 0 ? n.toLocaleString('en') : <NotOffered />;
            }),
          )}
        </tbody>
        <tbody>
          {group('Price from')}
          {row('Per hour', (v) => rate(v, 'hour'))}
          {row('Per day', (v) => rate(v, 'day'))}
        </tbody>
        <tbody>
          {group('Amenities')}
          {amenityRows(venues).map((a) => row(a.label, (v) => <Mark yes={(v.amenities as readonly string[]).includes(a.value)} />, a.value))}
        </tbody>
        <tbody>
          {row('Cancellation policy', (v) => {
            const p = CANCELLATION_POLICIES.find((x) => x.id === v.cancellation_policy);
            return p ? (
              <>
                <strong>{p.label}</strong>
                <br />
                <span className="disc-meta">Full refund {noticeLabel(p.fullHours)} or more before</span>
              </>
            ) : (
              <NotOffered />
            );
          })}
          {row(
            <span className="disc-visually-hidden">Venue page</span>,
            (v) => (
              <Link className="disc-button disc-button--ghost" to={venueHref(country, v)}>
                View venue<span className="disc-visually-hidden">: {v.name}</span>
              </Link>
            ),
            'link',
          )}
        </tbody>
      </table>
    </div>
  );
}
