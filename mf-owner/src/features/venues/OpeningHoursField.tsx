import { DEFAULT_OPENING_HOURS, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '@venues/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import Switch from 'antd/es/switch';
import TimePicker from 'antd/es/time-picker';
import Typography from 'antd/es/typography';
import { FieldGroup } from '../../components/FieldGroup';

const DAY_LABEL: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

// A time picker cannot show 24:00: midnight at the end of the day reads 00:00 there, and a close at
// 00:00 is stored as 24:00 (the same hour for the contracts, and 00:00–24:00 is open all day).
/** "HH:mm" as a wall-clock dayjs value for antd's TimePicker (the date is irrelevant). */
const asTime = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);
const fromTime = (t: Dayjs | null, fallback: string) => (t ? t.format('HH:mm') : fallback);
const shownClose = (close: string) => (close === '24:00' ? '00:00' : close);
const storedClose = (close: string) => (close === '00:00' ? '24:00' : close);

interface Message {
  message?: string;
}
/** react-hook-form's errors under `opening_hours`: the whole, a day, or a day's time. */
export type OpeningHoursErrors = Message & Partial<Record<Weekday, Message & { open?: Message; close?: Message }>>;

/**
 * The venue's hours per weekday: a switch opens or closes the day, two antd TimePickers (15-minute
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
                  <span className="own-switch">
                    <Switch aria-label={`Open on ${DAY_LABEL[d]}`} checked={day !== null} onChange={(on) => set(d, on ? { open: '08:00', close: '22:00' } : null)} />{' '}
                    <span aria-hidden="true">{day ? 'Open' : 'Closed'}</span>
                  </span>
                </td>
                <td>
                  {day && (
                    <span className="own-hours__times">
                      <TimePicker
                        format="HH:mm"
                        minuteStep={15}
                        allowClear={false}
                        needConfirm={false}
                        aria-label={`Opens on ${DAY_LABEL[d]}`}
                        aria-invalid={invalid('open')}
                        aria-describedby={problem ? problemId : undefined}
                        status={invalid('open') ? 'error' : undefined}
                        value={asTime(day.open)}
                        onChange={(t) => set(d, { ...day, open: fromTime(t, day.open) })}
                      />
                      <span aria-hidden="true">–</span>
                      <TimePicker
                        format="HH:mm"
                        minuteStep={15}
                        allowClear={false}
                        needConfirm={false}
                        aria-label={`Closes on ${DAY_LABEL[d]}`}
                        aria-invalid={invalid('close')}
                        aria-describedby={problem ? problemId : undefined}
                        status={invalid('close') ? 'error' : undefined}
                        value={asTime(shownClose(day.close))}
                        onChange={(t) => set(d, { ...day, close: storedClose(fromTime(t, shownClose(day.close))) })}
                      />
                    </span>
                  )}
                  {problem && (
                    <Typography.Paragraph id={problemId} type="danger" style={{ margin: '4px 0 0' }}>
                      {problem}
                    </Typography.Paragraph>
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
