import { BlockChip } from './BlockChip';
import { chipLines, hourRows, hourTemplate, hoursOf, openIntervals, overlaps, spansOn, weeksOf } from './calendarLayout';
import { dayButtonName, spanPhrase } from './describe';
import type { CalendarViewProps } from './MonthView';
import { dayLabel, timeOf, type Day } from './venueTime';

/**
 * The week as a column per day and a row per hour, from the earliest opening to the latest close
 * (widened for blocks outside them). Timed blocks are drawn over their hours; whole-day ones sit
 * under the day's name. A free hour is a button that opens the block form for that hour; an hour
 * a block covers whole is left to the block's own button. On a phone the grid scrolls sideways.
 */
export function WeekView({ cal, today, onDay, onOpen, onHour }: CalendarViewProps & { onHour: (day: Day, hour: number) => void }) {
  const tz = cal.time_zone;
  const days = weeksOf(cal.from, cal.to)[0] ?? [];
  const spans = days.map((d) => spansOn(d, cal.blocks, tz));
  const rows = hourRows(cal, days, spans);
  const first = rows[0] ?? 0;
  const rowsOf = (minutes: number) => `calc(${minutes / 60} * var(--av-row))`;
  // One row template for the hour labels and every day's hours: each row is exactly one --av-row
  // high (borders inside it), so a label cannot drift from its row however many hours are shown.
  const template = hourTemplate(rows.length);

  return (
    <div className="av-week-scroll">
      <div className="av-week" data-hours={rows.length}>
        <div className="av-week__corner" />
        {days.map((day, i) => {
          const hours = hoursOf(cal, day);
          const allDay = spans[i]!.filter((s) => s.allDay);
          return (
            <div key={day} className={`av-week__head${hours ? '' : ' av-day--closed'}${day === today ? ' av-day--today' : ''}`}>
              <button type="button" className="av-day__btn" aria-label={dayButtonName(dayLabel(day, false), day === today, day, hours, spans[i]!, tz)} aria-current={day === today ? 'date' : undefined} onClick={() => onDay(day)}>
                <span>{dayLabel(day, false)}</span>{' '}
                {day === today && <span className="av-day__tag av-day__tag--today">Today</span>}{' '}
                {!hours && <span className="av-day__tag">Closed</span>}
              </button>
              {allDay.map((s) => (
                <BlockChip key={s.block._id} span={s} timeZone={tz} onOpen={onOpen} />
              ))}
            </div>
          );
        })}
        <div className="av-week__hours" aria-hidden style={{ gridTemplateRows: template }}>
          {rows.map((h) => (
            <div key={h} className="av-week__hour" data-hour={h}>
              {timeOf(h * 60)}
            </div>
          ))}
        </div>
        {days.map((day, i) => {
          const open = openIntervals(cal, day);
          const timed = spans[i]!.filter((s) => !s.allDay);
          return (
            <div key={day} className="av-week__col" role="group" aria-label={dayLabel(day)} style={{ gridTemplateRows: template }}>
              {rows.map((h) => {
                const [start, end] = [h * 60, h * 60 + 60];
                if (spans[i]!.some((s) => s.start <= start && s.end >= end)) return <div key={h} className="av-slot av-slot--taken" data-hour={h} aria-hidden />;
                const isOpen = overlaps(start, end, open);
                const taken = spans[i]!.filter((s) => overlaps(start, end, [[s.start, s.end]]));
                const state = [isOpen ? 'open' : 'closed', ...taken.map((s) => `partly ${spanPhrase(s, tz)}`)].join('; ');
                return (
                  <button
                    key={h}
                    type="button"
                    className={`av-slot${isOpen ? '' : ' av-slot--closed'}`}
                    data-hour={h}
                    aria-label={`${dayLabel(day)}, ${timeOf(start)}–${timeOf(end)}: ${state}. Block this hour`}
                    onClick={() => onHour(day, h)}
                  />
                );
              })}
              {timed.map((s) => (
                <BlockChip
                  key={s.block._id}
                  span={s}
                  timeZone={tz}
                  onOpen={onOpen}
                  style={{ top: rowsOf(s.start - first * 60), height: rowsOf(Math.max(s.end - s.start, 20)) }}
                  lines={chipLines(Math.max(s.end - s.start, 20))}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
