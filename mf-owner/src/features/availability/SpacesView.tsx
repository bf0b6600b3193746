import { useId } from 'react';
import type { AvailabilityBlock, SpaceAvailability } from '@venues/contracts';
import { availabilityApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { LoadFailed, Loading } from '../../components/PageStates';
import { BlockChip } from './BlockChip';
import { initialBlockValues, type BlockFormValues } from './blockForm';
import { calendarWindow, hoursOf, spansOn, weeksOf } from './calendarLayout';
import { CalendarToolbar } from './CalendarToolbar';
import { BlockDetailsModal, BlockFormModal } from './dialogs';
import { blockWhen, dayPhrase } from './describe';
import { Legend } from './Legend';
import type { AvailabilityParams } from './useAvailabilityParams';
import { useDialogSubject } from './useDialogSubject';
import { dayLabel, todayIn, type Day } from './venueTime';


export interface SpacesViewProps {
  venue: { _id: string; name: string };
  /** The venue's spaces, in its order (never empty). */
  spaces: readonly { _id: string; name: string }[];
  timeZone: string;
  country: string;
  params: AvailabilityParams;
}

/**
 * Every space of a venue over one week (docs/availability.md "All spaces"): a table with a row
 * per space and a column per day, each cell listing that space's bookings, holds and blocks on
 * that day. A cell's first button blocks time in that space on that day (the form can add the
 * venue's other spaces); each booking, hold or block is a button that opens its details. The
 * table scrolls sideways on a phone; its first column stays.
 */
export function SpacesView({ venue, spaces, timeZone, country, params }: SpacesViewProps) {
  const hintId = useId();
  const today = todayIn(timeZone);
  const anchor = params.date ?? today;
  const win = calendarWindow('spaces', anchor);
  const ids = spaces.map((s) => s._id);
  const cals = useData(() => Promise.all(ids.map((id) => availabilityApi.calendar(id, { from: win.from, to: win.to }))), [ids.join(), win.from, win.to]);
  const form = useDialogSubject<BlockFormValues>();
  const details = useDialogSubject<AvailabilityBlock>();
  const shown: SpaceAvailability[] | undefined = cals.data && cals.data[0]?.from === win.from && cals.data[0]?.to === win.to ? cals.data : undefined;
  const tz = shown?.[0]?.time_zone ?? timeZone;
  const days = weeksOf(win.from, win.to)[0] ?? [];

  const openBlock = (day: Day, spaceIds: string[]) => {
    if (shown) form.show(initialBlockValues(day, hoursOf(shown[0]!, day), undefined, spaceIds));
  };
  const blocked = (made: AvailabilityBlock[]) => {
    form.close();
    ui.showSnackbar(made.length > 1 ? `Blocked in ${made.length} spaces: ${blockWhen(made[0]!, tz)}` : `Blocked: ${blockWhen(made[0]!, tz)}`, 'success');
    cals.reload();
  };
  const removed = () => {
    details.close();
    ui.showSnackbar('Block removed: the time is free to book again', 'success');
    cals.reload();
  };
  const firstSpace = spaces[0]!;

  return (
    <section className="av-calendar" aria-labelledby="av-period">
      <CalendarToolbar view="spaces" anchor={anchor} today={today} title={win.title} params={params} canBlock={!!shown} onBlock={() => openBlock(anchor >= win.from && anchor <= win.to ? anchor : win.from, ids)} />
      <Legend timeZone={tz} />
      {cals.status === 'error' ? (
        <LoadFailed title="We could not load the spaces’ calendars" message={cals.error.message} onRetry={cals.reload} />
      ) : !shown ? (
        <Loading label="Loading the spaces’ calendars" rows={spaces.length + 2} />
      ) : (
        <div className={cals.status === 'loading' ? 'av-stale' : undefined} aria-busy={cals.status === 'loading'}>
          <p id={hintId} className="av-hint own-muted">
            Choose a day of a space to block it (and other spaces with it), or a booking, hold or block to see it.
          </p>
          <div className="av-spaces-scroll">
            <table className="av-spaces" aria-describedby={hintId}>
              <caption className="av-sr">
                {venue.name}: every space, {win.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="av-spaces__corner">
                    Space
                  </th>
                  {days.map((day) => (
                    <th key={day} scope="col" className={day === today ? 'av-day--today' : undefined} aria-current={day === today ? 'date' : undefined}>
                      {dayLabel(day, false)}
                      {day === today && <span className="av-day__tag av-day__tag--today"> Today</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {spaces.map((space, row) => {
                  const cal = shown[row]!;
                  return (
                    <tr key={space._id}>
                      <th scope="row" className="av-spaces__space">
                        {space.name}
                      </th>
                      {days.map((day) => {
                        const hours = hoursOf(cal, day);
                        const spans = spansOn(day, cal.blocks, tz);
                        return (
                          <td key={day} className={`av-spaces__cell${hours ? '' : ' av-day--closed'}`}>
                            <button type="button" className="av-day__btn av-spaces__add" aria-label={`${space.name}, ${dayPhrase(day, hours, spans, tz)}. Block time`} onClick={() => openBlock(day, [space._id])}>
                              <span aria-hidden="true">{hours ? (spans.length ? '' : 'Free') : 'Closed'}</span>
                            </button>
                            {spans.map((s) => (
                              <BlockChip key={s.block._id} span={s} timeZone={tz} onOpen={() => details.show(s.block)} />
                            ))}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {form.subject && (
        <BlockFormModal
          key={form.key}
          open={form.open}
          afterClose={form.afterClose}
          venueId={venue._id}
          spaceId={form.subject.space_ids[0] ?? firstSpace._id}
          spaceName={venue.name}
          spaces={spaces}
          timeZone={tz}
          country={country}
          initial={form.subject}
          onClose={form.close}
          onBlocked={blocked}
        />
      )}
      {details.subject && (
        <BlockDetailsModal key={details.key} open={details.open} afterClose={details.afterClose} block={details.subject} timeZone={tz} country={country} onClose={details.close} onRemoved={removed} />
      )}
    </section>
  );
}
