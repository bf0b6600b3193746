import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityBlock, CalendarFeed, SpaceAvailability } from '@venues/contracts';
import { ui } from '@venues/session';
import { pinDate, renderAt, type Seen, standInApi } from '@venues/mf-kit/testing';
import AvailabilityPage from '../../../pages/AvailabilityPage';
import { modal, popconfirm } from '../../../test/antd';
import { space, venue, venueList, venueSummary } from '../../../test/venues';

// The availability page against a real local HTTP stand-in of the API, for a Singapore venue
// (+08:00): bookings, holds and blocks on their local days, what blocking sends, the server's
// refusals in the form, unblocking after a confirmation, and the feed link shown once.

const api = standInApi();
const VENUE = '11111111-1111-4111-8111-111111111111';
const EMPTY_VENUE = '22222222-2222-4222-8222-222222222222';
const SPACE = '33333333-3333-4333-8333-333333333333';
const ENQUIRY = '44444444-4444-4444-8444-444444444444';
const HOLD_ENQUIRY = '55555555-5555-4555-8555-555555555555';
const SG = '/api/v1';

const summary = venueSummary;
const list = venueList;
const VENUE_DETAIL = venue({
  _id: VENUE,
  slug: 'the-loft',
  name: 'The Loft',
  status: 'published',
  opening_hours: null,
  missing: [],
  spaces: [space({ _id: SPACE, venue_id: VENUE, name: 'Ballroom', status: 'published', missing: [] })],
});

const block = (b: Partial<AvailabilityBlock> & Pick<AvailabilityBlock, '_id' | 'kind' | 'start_at' | 'end_at'>): AvailabilityBlock => ({
  space_id: SPACE,
  note: '',
  booking: null,
  offer: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...b,
});
// Sat 5 Dec 2026 10:00–14:00 in Singapore.
const BOOKING = block({
  _id: 'b-booking',
  kind: 'booking',
  start_at: '2026-12-05T02:00:00.000Z',
  end_at: '2026-12-05T06:00:00.000Z',
  booking: { _id: 'bk1', reference: 'BK-1A2B3C4D', enquiry_id: ENQUIRY, offer_id: 'o1', status: 'confirmed', customer_name: 'Uma User', guests: 40 },
});
// Tue 8 Dec 2026 18:00–22:00, held until Thu 3 Dec 18:00.
const HOLD = block({
  _id: 'b-hold',
  kind: 'hold',
  start_at: '2026-12-08T10:00:00.000Z',
  end_at: '2026-12-08T14:00:00.000Z',
  offer: { _id: 'o2', enquiry_id: HOLD_ENQUIRY, status: 'pending', expires_at: '2026-12-03T10:00:00.000Z', customer_name: 'Hana Holder' },
});
// Fri 4 Dec 2026, the whole day.
const MAINTENANCE = block({ _id: 'b-blocked', kind: 'blocked', start_at: '2026-12-03T16:00:00.000Z', end_at: '2026-12-04T16:00:00.000Z', note: 'Maintenance' });

/** The calendar the server would answer for from..to: open 08:00–22:00, closed on Sundays. */
function calendar(req: Seen): SpaceAvailability {
  const from = req.query.get('from')!;
  const to = req.query.get('to')!;
  const days: SpaceAvailability['days'] = [];
  for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    days.push({ date: d, hours: new Date(`${d}T00:00:00Z`).getUTCDay() === 0 ? null : { open: '08:00', close: '22:00' } });
  }
  return {
    space: { _id: SPACE, name: 'Ballroom', status: 'published' },
    venue: { _id: VENUE, name: 'The Loft', country: 'sg', status: 'published' },
    time_zone: 'Asia/Singapore',
    from,
    to,
    opening_hours: { mon: { open: '08:00', close: '22:00' }, tue: { open: '08:00', close: '22:00' }, wed: { open: '08:00', close: '22:00' }, thu: { open: '08:00', close: '22:00' }, fri: { open: '08:00', close: '22:00' }, sat: { open: '08:00', close: '22:00' }, sun: null },
    days,
    blocks: [MAINTENANCE, BOOKING, HOLD],
  };
}

// The date is pinned (Wed 2 Dec 2026, noon in Singapore): the month's days read the same on any day
// the suite runs (on 4 December the Friday became "4 Today, Fri 4 Dec 2026: …"), and the hold until
// 3 December is still live.
pinDate('2026-12-02T04:00:00.000Z');

beforeEach(() => {
  api.current.routes.set(`GET ${SG}/owner/venues`, () => ({ status: 200, body: { data: list([summary(EMPTY_VENUE, 'Annex', 0), summary(VENUE, 'The Loft', 1)]) } }));
  api.current.routes.set(`GET ${SG}/owner/venues/${VENUE}`, () => ({ status: 200, body: { data: VENUE_DETAIL } }));
  api.current.routes.set(`GET ${SG}/spaces/${SPACE}/availability`, (req) => ({ status: 200, body: { data: calendar(req) } }));
  api.current.routes.set(`GET ${SG}/spaces/${SPACE}/calendar-feed`, () => ({ status: 200, body: { data: { active: false, created_at: null, url: null } satisfies CalendarFeed } }));
});

afterEach(() => act(() => ui.closeSnackbar()));

const open = (query = '?date=2026-12-01') => renderAt(`/sg/availability${query}`, '/:country/availability', <AvailabilityPage />);
/** The open antd Popconfirm asking `title`. */
const confirmDialog = (title: string) => popconfirm(title);
/** Waits for an answered Popconfirm to close (antd keeps it in the DOM, hidden by a class). */
const closed = (confirm: HTMLElement) => waitFor(() => expect(confirm).toHaveClass('ant-popover-hidden'));
const calendarReads = () => api.current.seen.filter((r) => r.path.endsWith('/availability'));
const posted = () => api.current.seen.filter((r) => r.method === 'POST');

test('the month shows the booking, the hold and the block on their days in the venue’s zone, closed days marked', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
  const blocked = await screen.findByRole('button', { name: 'Fri 4 Dec 2026: blocked, Maintenance' });
  expect(screen.getByRole('button', { name: 'Sat 5 Dec 2026: booked 10:00–14:00, BK-1A2B3C4D for Uma User' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tue 8 Dec 2026: held 18:00–22:00 for Hana Holder until Thu 3 Dec 2026, 18:00' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '6 Closed, Sun 6 Dec 2026: closed' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mon 7 Dec 2026: free, open 08:00–22:00' })).toBeInTheDocument();
  // Each kind is told by its word too, not only its colour.
  expect(within(blocked.closest('li')!).getByText('Blocked')).toBeInTheDocument();
  const booked = screen.getByRole('button', { name: 'Sat 5 Dec 2026: booked 10:00–14:00, BK-1A2B3C4D for Uma User' }).closest('li')!;
  expect(within(booked).getByText(/BK-1A2B3C4D · Uma User/)).toBeInTheDocument();
  // The month's whole weeks, Monday first, in one read.
  expect(calendarReads()[0]!.query.toString()).toBe('from=2026-11-30&to=2027-01-03');
  // The team's venues with spaces only: the empty Annex is not offered.
  expect(api.current.seen.some((r) => r.path.endsWith(EMPTY_VENUE))).toBe(false);
});

test('next month and the week view read their own days', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('button', { name: 'Fri 4 Dec 2026: blocked, Maintenance' });
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
  await waitFor(() => expect(calendarReads().at(-1)!.query.toString()).toBe('from=2026-12-28&to=2027-01-31'));
  await user.click(within(screen.getByRole('radiogroup', { name: 'View' })).getByText('Week'));
  expect(await screen.findByRole('heading', { name: 'Mon 28 Dec 2026 – Sun 3 Jan 2027' })).toBeInTheDocument();
  await waitFor(() => expect(calendarReads().at(-1)!.query.toString()).toBe('from=2026-12-28&to=2027-01-03'));
});

test('the week draws hours; an hour blocks with the venue’s offset and a block sits over its hours', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/blocks`, () => ({ status: 201, body: { data: block({ _id: 'new', kind: 'blocked', start_at: '2026-12-05T01:00:00.000Z', end_at: '2026-12-05T02:00:00.000Z' }) } }));
  open('?view=week&date=2026-12-04');
  expect(await screen.findByRole('heading', { name: 'Mon 30 Nov – Sun 6 Dec 2026' })).toBeInTheDocument();
  const saturday = await screen.findByRole('group', { name: 'Sat 5 Dec 2026' });
  const booking = within(saturday).getByRole('button', { name: /^Booking .*BK-1A2B3C4D · Uma User, Sat 5 Dec 2026, 10:00–14:00\. Details$/ });
  // Its words are clamped to the lines its four hours hold (an ellipsis after a whole word); the whole of them on hover.
  expect(booking).toHaveAttribute('title', 'Booking 10:00–14:00 BK-1A2B3C4D · Uma User, Sat 5 Dec 2026, 10:00–14:00');
  expect(booking.querySelector('.av-chip__text--lines')).toHaveStyle({ WebkitLineClamp: '9' });
  // Hours under the booking are its own button's, not free slots.
  expect(within(saturday).queryByRole('button', { name: /10:00–11:00/ })).toBeNull();
  await user.click(within(saturday).getByRole('button', { name: 'Sat 5 Dec 2026, 09:00–10:00: open. Block this hour' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block time in Ballroom' });
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(posted()[0]?.body).toEqual({ start_at: '2026-12-05T09:00:00+08:00', end_at: '2026-12-05T10:00:00+08:00', note: '' }));
});

test('the week’s hour labels and every day’s hours share one row template, a row per hour', async () => {
  open('?view=week&date=2026-12-04');
  const saturday = await screen.findByRole('group', { name: 'Sat 5 Dec 2026' });
  const week = saturday.closest('.av-week') as HTMLElement;
  const labels = week.querySelector('.av-week__hours') as HTMLElement;
  const hours = [...labels.querySelectorAll('.av-week__hour')].map((l) => l.getAttribute('data-hour'));
  // 08:00–22:00 (the default hours): 14 labels, 08:00 to 21:00.
  expect(hours).toEqual(['8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21']);
  expect(labels.querySelector('[data-hour="21"]')).toHaveTextContent('21:00');
  expect(labels.style.gridTemplateRows).toBe('repeat(14, var(--av-row))');
  const columns = [...week.querySelectorAll<HTMLElement>('.av-week__col')];
  expect(columns).toHaveLength(7);
  for (const col of columns) {
    expect(col.style.gridTemplateRows).toBe(labels.style.gridTemplateRows);
    // One cell per hour, in the labels' order: the n-th cell is the n-th label's row.
    expect([...col.querySelectorAll('.av-slot')].map((c) => c.getAttribute('data-hour'))).toEqual(hours);
  }
});

test('choosing a day blocks it whole: local midnight to the next, with the note', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/blocks`, () => ({ status: 201, body: { data: block({ _id: 'new', kind: 'blocked', start_at: '2026-12-09T16:00:00.000Z', end_at: '2026-12-10T16:00:00.000Z', note: 'Deep clean' }) } }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Thu 10 Dec 2026: free, open 08:00–22:00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block time in Ballroom' });
  expect(within(dialog).getByRole('radio', { name: 'Whole days' })).toBeChecked();
  await user.click(within(dialog).getByLabelText('Note (optional)'));
  await user.paste('Deep clean');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(posted()[0]?.body).toEqual({ start_at: '2026-12-10T00:00:00+08:00', end_at: '2026-12-11T00:00:00+08:00', note: 'Deep clean' }));
  // Done: the dialog closes, the snackbar says what was blocked and the calendar is read again.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block time in Ballroom' })).toBeNull());
  expect(ui.snackbar).toEqual({ open: true, text: 'Blocked: Thu 10 Dec 2026', color: 'success' });
  await waitFor(() => expect(calendarReads()).toHaveLength(2));
});

test('Enter in a field of the block form never sends it: only the Block button does, with the times the owner sees', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/blocks`, () => ({ status: 201, body: { data: block({ _id: 'new', kind: 'blocked', start_at: '2026-12-11T02:00:00.000Z', end_at: '2026-12-11T04:00:00.000Z' }) } }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Thu 10 Dec 2026: free, open 08:00–22:00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block time in Ballroom' });
  await user.click(within(dialog).getByRole('radio', { name: 'Hours on one day' }));
  // A day typed and Enter: the picker takes the day; the form (still 08:00–22:00 by default) is not sent.
  const day = within(dialog).getByLabelText('Day');
  await user.clear(day);
  await user.type(day, '2026-12-11{Enter}');
  expect(day).toHaveValue('2026-12-11');
  // What sends a form from a field in a browser is Enter's default action (implicit submission;
  // jsdom does not do it for a Block button outside the form): every field refuses it.
  for (const field of [day, within(dialog).getByLabelText('From'), within(dialog).getByLabelText('Until'), within(dialog).getByRole('radio', { name: 'Hours on one day' })]) {
    expect(fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' })).toBe(false);
  }
  // A new line in the note is still typed.
  expect(fireEvent.keyDown(within(dialog).getByLabelText('Note (optional)'), { key: 'Enter', code: 'Enter' })).toBe(true);
  await user.type(within(dialog).getByLabelText('Note (optional)'), 'Rehearsal');
  expect(posted()).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Block time in Ballroom' })).toBeInTheDocument();
  // The times chosen, then the button: sent as shown.
  const from = within(dialog).getByLabelText('From');
  await user.clear(from);
  await user.type(from, '10:00{Enter}');
  const until = within(dialog).getByLabelText('Until');
  await user.clear(until);
  await user.type(until, '12:00{Enter}');
  expect(posted()).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(posted()[0]?.body).toEqual({ start_at: '2026-12-11T10:00:00+08:00', end_at: '2026-12-11T12:00:00+08:00', note: 'Rehearsal' }));
});

test('a 409 shows the server’s message naming the booking in the form; a 400 lands on its field', async () => {
  const user = userEvent.setup();
  const message = 'This time overlaps booking BK-1A2B3C4D for Uma User (Sat 5 Dec 2026, 10:00–14:00). Cancel or move that booking first.';
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/blocks`, () => ({ status: 409, body: { error: { code: 'BLOCK_OVERLAPS_BOOKING', message, details: { block: BOOKING } } } }));
  open();
  await user.click(await screen.findByRole('button', { name: /^Sat 5 Dec 2026: booked/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Block time in Ballroom' });
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('This time is already taken');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('link', { name: 'Open the booking’s enquiry' })).toHaveAttribute('href', `/sg/enquiries/${ENQUIRY}`);

  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/blocks`, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'note: Note must be text', details: { fields: [{ field: 'note', message: 'Note must be text' }] } } },
  }));
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByText('Note must be text')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Note (optional)')).toHaveAttribute('aria-invalid', 'true');
});

test('removing a block asks first, then calls DELETE; a booking cannot be removed here and says why', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`DELETE ${SG}/blocks/${MAINTENANCE._id}`, () => ({ status: 200, body: { data: { ok: true } } }));
  open();
  const opener = await screen.findByRole('button', { name: /^Booking .*, Sat 5 Dec 2026, 10:00–14:00\. Details$/ });
  await user.click(opener);
  let dialog = await modal('Booking');
  expect(dialog).toHaveTextContent('cancelling the booking');
  expect(within(dialog).getByRole('link', { name: 'Open the enquiry' })).toHaveAttribute('href', `/sg/enquiries/${ENQUIRY}`);
  expect(within(dialog).queryByRole('button', { name: 'Remove block' })).toBeNull();
  // The dialog takes the focus; Escape closes it and the focus returns to the block that opened it.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // rc-dialog hands the focus back when its closing motion ends, a tick after the dialog hides.
  await waitFor(() => expect(opener).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Blocked Maintenance, Fri 4 Dec 2026. Details' }));
  dialog = await modal('Blocked');
  await user.click(within(dialog).getByRole('button', { name: 'Remove block' }));
  const confirm = await confirmDialog('Remove this block?');
  expect(confirm).toHaveTextContent('Fri 4 Dec 2026 (Maintenance) becomes free to book again.');
  expect(api.current.seen.filter((r) => r.method === 'DELETE')).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Remove block' }));
  await waitFor(() => expect(api.current.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${SG}/blocks/${MAINTENANCE._id}`]));
  await waitFor(() => expect(calendarReads()).toHaveLength(2));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(ui.snackbar.text).toBe('Block removed: the time is free to book again');
});

test('a refused removal keeps the block’s details open with the server’s message', async () => {
  const user = userEvent.setup();
  const message = 'This block was removed by someone else.';
  api.current.routes.set(`DELETE ${SG}/blocks/${MAINTENANCE._id}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message } } }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Blocked Maintenance, Fri 4 Dec 2026. Details' }));
  const dialog = await modal('Blocked');
  await user.click(within(dialog).getByRole('button', { name: 'Remove block' }));
  const confirm = await confirmDialog('Remove this block?');
  await user.click(within(confirm).getByRole('button', { name: 'Remove block' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(`The block was not removed${message}`);
  await closed(confirm);
  expect(dialog).toBeInTheDocument();
});

test('the block form’s own checks stop an end before the start, before any call', async () => {
  const user = userEvent.setup();
  open('?view=week&date=2026-12-04');
  const saturday = await screen.findByRole('group', { name: 'Sat 5 Dec 2026' });
  await user.click(within(saturday).getByRole('button', { name: 'Sat 5 Dec 2026, 09:00–10:00: open. Block this hour' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block time in Ballroom' });
  expect(within(dialog).getByRole('radio', { name: 'Hours on one day' })).toBeChecked();
  // antd's TimePicker: a time typed and Enter.
  const until = within(dialog).getByLabelText('Until');
  expect(until.closest('.ant-picker')).not.toBeNull();
  await user.clear(until);
  await user.type(until, '08:00{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByText('Choose an end after the start (00:00 is midnight)')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Until')).toHaveAttribute('aria-invalid', 'true');
  expect(posted()).toEqual([]);
  // Cancel closes without a call.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the feed link is shown once, after it is made; replacing it asks first', async () => {
  const user = userEvent.setup();
  const url = (n: number) => `https://venues.example/api/v1/calendar/${String(n).repeat(43)}.ics`;
  let made = 0;
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/calendar-feed/rotate`, () => ({ status: 200, body: { data: { active: true, created_at: '2026-11-25T02:00:00.000Z', url: url(++made) } } }));
  open();
  const feed = await screen.findByRole('region', { name: 'Calendar feed (iCal) for Ballroom' });
  expect(await within(feed).findByText('Off')).toBeInTheDocument();
  await user.click(within(feed).getByRole('button', { name: 'Create link' }));
  expect(await within(feed).findByLabelText('Feed link')).toHaveValue(url(1));
  expect(feed).toHaveTextContent('shown only now');
  expect(feed).toHaveTextContent('On since Wed 25 Nov 2026, 10:00');

  await user.click(within(feed).getByRole('button', { name: 'Replace link' }));
  const confirm = await confirmDialog('Replace the feed link?');
  expect(confirm).toHaveTextContent('The old link stops working');
  expect(made).toBe(1);
  await user.click(within(confirm).getByRole('button', { name: 'Replace link' }));
  await waitFor(() => expect(within(feed).getByLabelText('Feed link')).toHaveValue(url(2)));
  await closed(confirm);
  expect(ui.snackbar.text).toBe('New feed link made: copy it now');
});

test('the feed link copies to the clipboard; turning the feed off asks first', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET ${SG}/spaces/${SPACE}/calendar-feed`, () => ({ status: 200, body: { data: { active: false, created_at: null, url: null } } }));
  api.current.routes.set(`POST ${SG}/spaces/${SPACE}/calendar-feed/rotate`, () => ({ status: 200, body: { data: { active: true, created_at: '2026-11-25T02:00:00.000Z', url: 'https://venues.example/feed.ics' } } }));
  api.current.routes.set(`DELETE ${SG}/spaces/${SPACE}/calendar-feed`, () => ({ status: 200, body: { data: { active: false, created_at: null, url: null } } }));
  open();
  const feed = await screen.findByRole('region', { name: 'Calendar feed (iCal) for Ballroom' });
  await user.click(await within(feed).findByRole('button', { name: 'Create link' }));
  await within(feed).findByLabelText('Feed link');
  await user.click(within(feed).getByRole('button', { name: 'Copy link' }));
  await expect(navigator.clipboard.readText()).resolves.toBe('https://venues.example/feed.ics');
  expect(ui.snackbar.text).toBe('Link copied');

  await user.click(within(feed).getByRole('button', { name: 'Turn off' }));
  const confirm = await confirmDialog('Turn off the calendar feed?');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await closed(confirm);
  expect(api.current.seen.some((r) => r.method === 'DELETE')).toBe(false);
  await user.click(within(feed).getByRole('button', { name: 'Turn off' }));
  await user.click(within(await confirmDialog('Turn off the calendar feed?')).getByRole('button', { name: 'Turn off' }));
  expect(await within(feed).findByText('Off')).toBeInTheDocument();
  expect(within(feed).queryByLabelText('Feed link')).toBeNull();
  expect(ui.snackbar.text).toBe('Calendar feed turned off');
});

test('a team with no venue with spaces is sent to list one', async () => {
  api.current.routes.set(`GET ${SG}/owner/venues`, () => ({ status: 200, body: { data: list([summary(EMPTY_VENUE, 'Annex', 0, 'draft')]) } }));
  open();
  expect(await screen.findByText(/None of your team’s venues has a space yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'List a new venue' })).toHaveAttribute('href', '/sg/venues/management/new-venue');
});

test('a refused calendar shows the server’s message and tries again', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET ${SG}/spaces/${SPACE}/availability`, () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Only the venue’s owner and admins keep its calendar.' } } }));
  open();
  expect(await screen.findByText('Only the venue’s owner and admins keep its calendar.')).toBeInTheDocument();
  api.current.routes.set(`GET ${SG}/spaces/${SPACE}/availability`, (req) => ({ status: 200, body: { data: calendar(req) } }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Fri 4 Dec 2026: blocked, Maintenance' })).toBeInTheDocument();
});
