import { DEFAULT_OPENING_HOURS, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '@venues/contracts';
import { FieldGroup } from '../../components/FieldGroup';

const DAY_LABEL: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

// A time input cannot show 24:00: midnight at the end of the day reads 00:00 there, and a close at
// 00:00 is stored as 24:00 (the same hour for the contracts, and 00:00–24:00 is open all day).
const shownClose = (close: string) => (close === '24:00' ? '00:00' : close);
const storedClose = (close: string) => (close === '00:00' ? '24:00' : close);

interface Message {
  message?: string;
}
/** react-hook-form's errors under `opening_hours`: the whole, a day, or a day's time. */
export type OpeningHoursErrors = Message & Partial<Record<Weekday, Message & { open?: Message; close?: Message }>>;

/**
 * The venue's hours per weekday: a switch opens or closes the day, two time inputs (15-minute
 * steps) give its hours. Hours not set yet show as DEFAULT_OPENING_HOURS; the first change stores
 * all seven days.
 */
export function OpeningHoursField({ id, value, errors, onChange }: { id: string; value: OpeningHours | null | undefined; errors?: OpeningHoursErrors; onChange: (next: OpeningHours) => void }) {
  const hours = value ?? DEFAULT_OPENING_HOURS;
  const set = (day: Weekday, next: DayHours | null) => onChange({ ...hours, [day]: next });

  return (
    <FieldGroup
      id={id}
      legend="Opening hours"
      hint="Guests can book within these hours; the sales page measures occupancy against them. A closing time at or before the opening runs past midnight; 00:00 closes at midnight."
      error={errors?.message}
    >
      <table className="own-hours">
        <tbody>
          {WEEKDAYS.map((d) => {
            const day = hours[d];
            const problem = errors?.[d]?.open?.message ?? errors?.[d]?.close?.message ?? errors?.[d]?.message;
            const problemId = `${id}-${d}-error`;
            const invalid = (which: 'open' | 'close') => (errors?.[d]?.[which] ? true : undefined);
            return (
              <tr key={d}>
                <th scope="row">{DAY_LABEL[d]}</th>
                <td>
                  <label className="own-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      className="ui-switch"
                      aria-label={`Open on ${DAY_LABEL[d]}`}
                      checked={day !== null}
                      onChange={(e) => set(d, e.target.checked ? { open: '08:00', close: '22:00' } : null)}
                    />
                    <span aria-hidden="true">{day ? 'Open' : 'Closed'}</span>
                  </label>
                </td>
                <td>
                  {day && (
                    <span className="own-hours__times">
                      <input
                        type="time"
                        className="ui-input"
                        step={900}
                        aria-label={`Opens on ${DAY_LABEL[d]}`}
                        aria-invalid={invalid('open')}
                        aria-describedby={problem ? problemId : undefined}
                        value={day.open}
                        onChange={(e) => set(d, { ...day, open: e.target.value })}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        className="ui-input"
                        step={900}
                        aria-label={`Closes on ${DAY_LABEL[d]}`}
                        aria-invalid={invalid('close')}
                        aria-describedby={problem ? problemId : undefined}
                        value={shownClose(day.close)}
                        onChange={(e) => set(d, { ...day, close: storedClose(e.target.value) })}
                      />
                    </span>
                  )}
                  {problem && (
                    <p id={problemId} className="ui-field-error">
                      {problem}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </FieldGroup>
  );
}
