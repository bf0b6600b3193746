import { useId } from 'react';
import type { SpaceAvailability } from '@venues/contracts';
import { BlockChip } from './BlockChip';
import { hoursOf, spansOn, weeksOf, type DaySpan } from './calendarLayout';
import { dayButtonName } from './describe';
import { dayLabel, monthLabel, type Day } from './venueTime';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface CalendarViewProps {
  cal: SpaceAvailability;
  today: Day;
  /** A day chosen: block it (the form opens with it). */
  onDay: (day: Day) => void;
  onOpen: (span: DaySpan) => void;
}

/**
 * The month's weeks, Monday first; days of the months around it are dimmed (and left out of the
 * list a phone shows). Each day is a button that opens the block form, each block one that opens
 * its details: all in the tab order, named for screen readers. `month` is the shown one, YYYY-MM.
 */
export function MonthView({ cal, today, onDay, onOpen, month }: CalendarViewProps & { month: string }) {
  const hintId = useId();
  const tz = cal.time_zone;
  return (
    <div className="av-month">
      <p id={hintId} className="av-hint own-muted">
        Choose a day to block it, or a booking, hold or block to see it.
      </p>
      <div className="av-month__head" aria-hidden>
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ol className="av-month__days" aria-label={`Days of ${monthLabel(`${month}-01`)}`} aria-describedby={hintId}>
        {weeksOf(cal.from, cal.to)
          .flat()
          .map((day) => {
            const hours = hoursOf(cal, day);
            const spans = spansOn(day, cal.blocks, tz);
            const num = String(Number(day.slice(8)));
            const cls = ['av-day', !hours && 'av-day--closed', !day.startsWith(month) && 'av-day--outside', day === today && 'av-day--today'].filter(Boolean).join(' ');
            return (
              <li key={day} className={cls}>
                <button type="button" className="av-day__btn" aria-label={dayButtonName(num, day === today, day, hours, spans, tz)} aria-current={day === today ? 'date' : undefined} onClick={() => onDay(day)}>
                  <span className="av-day__num">{num}</span>{' '}
                  <span className="av-day__full">{dayLabel(day, false)}</span>{' '}
                  {day === today && <span className="av-day__tag av-day__tag--today">Today</span>}{' '}
                  {!hours && <span className="av-day__tag">Closed</span>}
                </button>
                {spans.length > 0 && (
                  <ul className="av-day__items">
                    {spans.map((s) => (
                      <li key={s.block._id}>
                        <BlockChip span={s} timeZone={tz} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
      </ol>
    </div>
  );
}
