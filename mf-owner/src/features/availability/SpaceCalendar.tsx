import { useState } from 'react';
import { Alert, App, Button, Segmented, Skeleton } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { AvailabilityBlock } from '@venues/contracts';
import { availabilityApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { BlockDetailsModal } from './BlockDetailsModal';
import { initialBlockValues, type BlockFormValues } from './blockForm';
import { BlockFormModal } from './BlockFormModal';
import { calendarWindow, hoursOf, stepAnchor, type View } from './calendarLayout';
import { blockWhen } from './describe';
import { Legend } from './Legend';
import { MonthView } from './MonthView';
import type { AvailabilityParams } from './useAvailabilityParams';
import { WeekView } from './WeekView';
import { todayIn, type Day } from './zonedTime';

export interface SpaceCalendarProps {
  space: { _id: string; name: string };
  /** The venue's zone, known before the calendar answers (to find today). */
  timeZone: string;
  country: string;
  params: AvailabilityParams;
}

/** One space's month or week: its bookings, holds and blocks, with blocking and unblocking. */
export function SpaceCalendar({ space, timeZone, country, params }: SpaceCalendarProps) {
  const { message } = App.useApp();
  const today = todayIn(timeZone);
  const anchor = params.date ?? today;
  const { view } = params;
  const win = calendarWindow(view, anchor);
  const cal = useData(() => availabilityApi.calendar(space._id, { from: win.from, to: win.to }), [space._id, win.from, win.to]);
  const [form, setForm] = useState<BlockFormValues | null>(null);
  const [details, setDetails] = useState<AvailabilityBlock | null>(null);
  // The last answer stays while the next loads (dimmed), but only for the same days.
  const shown = cal.data && cal.data.from === win.from && cal.data.to === win.to ? cal.data : undefined;
  const tz = shown?.time_zone ?? timeZone;

  const openDay = (day: Day, hour?: number) => {
    if (shown) setForm(initialBlockValues(day, hoursOf(shown, day), hour));
  };
  const blocked = (b: AvailabilityBlock) => {
    setForm(null);
    void message.success(`Blocked: ${blockWhen(b, tz)}`);
    cal.reload();
  };
  const removed = () => {
    setDetails(null);
    void message.success('Block removed: the time is free to book again');
    cal.reload();
  };

  const viewProps = shown && { cal: shown, today, onDay: (d: Day) => openDay(d), onOpen: (s: { block: AvailabilityBlock }) => setDetails(s.block) };
  return (
    <section className="av-calendar" aria-labelledby="av-period">
      <div className="av-toolbar">
        <div className="av-nav">
          <Button icon={<LeftOutlined aria-hidden />} aria-label={`Previous ${view}`} onClick={() => params.set({ date: stepAnchor(view, anchor, -1) })} />
          <Button onClick={() => params.set({ date: today })}>Today</Button>
          <Button icon={<RightOutlined aria-hidden />} aria-label={`Next ${view}`} onClick={() => params.set({ date: stepAnchor(view, anchor, 1) })} />
          <h2 id="av-period" className="av-title" aria-live="polite">
            {win.title}
          </h2>
        </div>
        <Segmented<View>
          aria-label="View"
          value={view}
          options={[
            { label: 'Month', value: 'month' },
            { label: 'Week', value: 'week' },
          ]}
          onChange={(v) => params.set({ view: v })}
        />
        <Button type="primary" disabled={!shown} onClick={() => openDay(anchor >= win.from && anchor <= win.to ? anchor : win.from)}>
          Block time
        </Button>
      </div>
      <Legend timeZone={tz} />
      {cal.status === 'error' ? (
        <Alert type="error" showIcon title="We could not load the calendar" description={cal.error.message} action={<Button onClick={cal.reload}>Try again</Button>} />
      ) : !viewProps ? (
        <div aria-busy="true" aria-label="Loading the calendar">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <div className={cal.status === 'loading' ? 'av-stale' : undefined} aria-busy={cal.status === 'loading'}>
          {view === 'month' ? <MonthView {...viewProps} month={anchor.slice(0, 7)} /> : <WeekView {...viewProps} onHour={openDay} />}
        </div>
      )}
      {form && <BlockFormModal spaceId={space._id} spaceName={space.name} timeZone={tz} country={country} initial={form} onClose={() => setForm(null)} onBlocked={blocked} />}
      {details && <BlockDetailsModal block={details} timeZone={tz} country={country} onClose={() => setDetails(null)} onRemoved={removed} />}
    </section>
  );
}
