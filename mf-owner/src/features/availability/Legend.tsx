import { KIND_ICON } from './icons';
import { zoneLabel } from './venueTime';

const ITEMS = [
  { kind: 'booking', text: 'Booking: paid, with its reference and customer' },
  { kind: 'hold', text: 'Hold: a custom offer waiting to be paid, until it expires' },
  { kind: 'blocked', text: 'Blocked by your team' },
] as const;

/** What the colours and icons mean, and which clock the times are on. */
export function Legend({ timeZone }: { timeZone: string }) {
  return (
    <div className="av-legend">
      <ul aria-label="Key">
        {ITEMS.map(({ kind, text }) => {
          const Icon = KIND_ICON[kind];
          return (
            <li key={kind} className={`av-chip av-chip--${kind} av-legend__item`}>
              <Icon aria-hidden /> {text}
            </li>
          );
        })}
        <li className="av-legend__item av-legend__closed">Closed (outside opening hours)</li>
      </ul>
      <p className="own-muted">
        Times are in the venue’s time zone: {timeZone} ({zoneLabel(timeZone)}).
      </p>
    </div>
  );
}
