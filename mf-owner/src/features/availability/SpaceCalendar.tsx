import type { AvailabilityBlock } from '@venues/contracts';
import { availabilityApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { LoadFailed, Loading } from '../../components/PageStates';
import { ui } from '@venues/session';
import { initialBlockValues, type BlockFormValues } from './blockForm';
import { calendarWindow, hoursOf } from './calendarLayout';
import { CalendarToolbar } from './CalendarToolbar';
import { BlockDetailsModal, BlockFormModal } from './dialogs';
import { blockWhen } from './describe';
import { Legend } from './Legend';
import { MonthView } from './MonthView';
import type { AvailabilityParams } from './useAvailabilityParams';
import { WeekView } from './WeekView';
import { useDialogSubject } from './useDialogSubject';
import { todayIn, type Day } from './venueTime';


export interface SpaceCalendarProps {
  space: { _id: string; name: string };
  /** The venue and its spaces: the block form can block several at once. */
  venueId: string;
  spaces?: readonly { _id: string; name: string }[];
  /** The venue's zone, known before the calendar answers (to find today). */
  timeZone: string;
  country: string;
  params: AvailabilityParams;
}

/** One space's month or week: its bookings, holds and blocks, with blocking and unblocking. Plain (plain.css). */
export function SpaceCalendar({ space, venueId, spaces, timeZone, country, params }: SpaceCalendarProps) {
  const today = todayIn(timeZone);
  const anchor = params.date ?? today;
  const { view } = params;
  const win = calendarWindow(view, anchor);
  const cal = useData(() => availabilityApi.calendar(space._id, { from: win.from, to: win.to }), [space._id, win.from, win.to]);
  const form = useDialogSubject<BlockFormValues>();
  const details = useDialogSubject<AvailabilityBlock>();
  // The last answer stays while the next loads (dimmed), but only for the same days.
  const shown = cal.data && cal.data.from === win.from && cal.data.to === win.to ? cal.data : undefined;
  const tz = shown?.time_zone ?? timeZone;

  const openDay = (day: Day, hour?: number) => {
    if (shown) form.show(initialBlockValues(day, hoursOf(shown, day), hour, [space._id]));
  };
  const blocked = (made: AvailabilityBlock[]) => {
    form.close();
    ui.showSnackbar(made.length > 1 ? `Blocked in ${made.length} spaces: ${blockWhen(made[0]!, tz)}` : `Blocked: ${blockWhen(made[0]!, tz)}`, 'success');
    cal.reload();
  };
  const removed = () => {
    details.close();
    ui.showSnackbar('Block removed: the time is free to book again', 'success');
    cal.reload();
  };

  const viewProps = shown && { cal: shown, today, onDay: (d: Day) => openDay(d), onOpen: (s: { block: AvailabilityBlock }) => details.show(s.block) };
  return (
    <section className="av-calendar" aria-labelledby="av-period">
      <CalendarToolbar view={view} anchor={anchor} today={today} title={win.title} params={params} canBlock={!!shown} onBlock={() => openDay(anchor >= win.from && anchor <= win.to ? anchor : win.from)} />
      <Legend timeZone={tz} />
      {cal.status === 'error' ? (
        <LoadFailed title="We could not load the calendar" message={cal.error.message} onRetry={cal.reload} />
      ) : !viewProps ? (
        <Loading label="Loading the calendar" rows={10} />
      ) : (
        <div className={cal.status === 'loading' ? 'av-stale' : undefined} aria-busy={cal.status === 'loading'}>
          {view === 'month' ? <MonthView {...viewProps} month={anchor.slice(0, 7)} /> : <WeekView {...viewProps} onHour={openDay} />}
        </div>
      )}
      {form.subject && (
        <BlockFormModal key={form.key} open={form.open} afterClose={form.afterClose} venueId={venueId} spaceId={space._id} spaceName={space.name} spaces={spaces} timeZone={tz} country={country} initial={form.subject} onClose={form.close} onBlocked={blocked} />
      )}
      {details.subject && (
        <BlockDetailsModal key={details.key} open={details.open} afterClose={details.afterClose} block={details.subject} timeZone={tz} country={country} onClose={details.close} onRemoved={removed} />
      )}
    </section>
  );
}
