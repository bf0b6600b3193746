import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SALES_MAX_DAYS, salesWindow } from '@venues/contracts';

const DAY = 'YYYY-MM-DD';

/** Common windows, one click away in the picker. */
function presets() {
  const twelve = salesWindow({});
  const year = dayjs().startOf('year');
  return [
    { label: 'Last 12 months', value: [dayjs(twelve.from), dayjs(twelve.to)] as [Dayjs, Dayjs] },
    { label: 'This year', value: [year, year.endOf('year')] as [Dayjs, Dayjs] },
    { label: 'Last year', value: [year.subtract(1, 'year'), year.subtract(1, 'day')] as [Dayjs, Dayjs] },
    { label: 'Last 30 days', value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
  ];
}

export interface SalesFiltersProps {
  from: string;
  to: string;
  onWindow: (from: string, to: string) => void;
  /** The venue picker; absent when the venue is fixed by the URL. */
  venue?: { value: string | undefined; options: { _id: string; name: string }[]; loading: boolean; onChange: (id: string | undefined) => void };
}

/** The window (both days included, in each venue's calendar) and the venue the report covers. */
export function SalesFilters({ from, to, onWindow, venue }: SalesFiltersProps) {
  return (
    <div className="sales-filters">
      <div className="sales-filter">
        <label htmlFor="sales-from">Dates</label>
        <DatePicker.RangePicker
          id={{ start: 'sales-from', end: 'sales-to' }}
          value={[dayjs(from), dayjs(to)]}
          format="D MMM YYYY"
          allowClear={false}
          presets={presets()}
          // The server refuses a window longer than two years.
          disabledDate={(d, info) => Boolean(info.from && Math.abs(d.diff(info.from, 'day')) >= SALES_MAX_DAYS)}
          onChange={(r) => r?.[0] && r[1] && onWindow(r[0].format(DAY), r[1].format(DAY))}
        />
      </div>
      {venue && (
        <div className="sales-filter">
          <label htmlFor="sales-venue">Venue</label>
          <Select
            id="sales-venue"
            className="sales-venue-select"
            showSearch={{ optionFilterProp: 'label' }}
            loading={venue.loading}
            value={venue.value ?? ''}
            onChange={(v: string) => venue.onChange(v || undefined)}
            options={[{ value: '', label: 'All venues' }, ...venue.options.map((v) => ({ value: v._id, label: v.name }))]}
          />
        </div>
      )}
    </div>
  );
}
