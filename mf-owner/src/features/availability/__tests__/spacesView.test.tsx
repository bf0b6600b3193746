import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityBlock, CalendarFeed, SpaceAvailability } from '@venues/contracts';
import { ui } from '@venues/session';
import { pinDate, renderAt, type Seen, standInApi } from '@venues/mf-kit/testing';
import AvailabilityPage from '../../../pages/AvailabilityPage';
import { chosen, modal, pick } from '../../../test/antd';
import { space, venue, venueList, venueSummary } from '../../../test/venues';

// Every space of a venue over a week (rows of spaces, columns of days) and blocking several spaces
// at once, against a local HTTP stand-in of the API, for a Singapore venue (+08:00).

const api = standInApi();
const VENUE = '11111111-1111-4111-8111-111111111111';
const BALLROOM = '33333333-3333-4333-8333-333333333333';
const TERRACE = '66666666-6666-4666-8666-666666666666';
const V1 = '/api/v1';

const VENUE_DETAIL = venue({
  _id: VENUE,
  slug: 'the-loft',
  name: 'The Loft',
  status: 'published',
  opening_hours: null,
  missing: [],
  spaces: [
    space({ _id: BALLROOM, venue_id: VENUE, name: 'Ballroom', status: 'published', missing: [] }),
    space({ _id: TERRACE, venue_id: VENUE, name: 'Terrace', status: 'published', missing: [] }),
  ],
});
const block = (b: Partial<AvailabilityBlock> & Pick<AvailabilityBlock, '_id' | 'kind' | 'start_at' | 'end_at' | 'space_id'>): AvailabilityBlock => ({ note: '', booking: null, offer: null, created_at: '2026-11-01T00:00:00.000Z', ...b });
// Sat 5 Dec 2026 10:00–14:00 in the Ballroom; Fri 4 Dec the whole day on the Terrace.
const BOOKING = block({
  _id: 'b-booking',
  space_id: BALLROOM,
  kind: 'booking',
  start_at: '2026-12-05T02:00:00.000Z',
  end_at: '2026-12-05T06:00:00.000Z',
  booking: { _id: 'bk1', reference: 'BK-1A2B3C4D', enquiry_id: 'e1', offer_id: 'o1', status: 'confirmed', customer_name: 'Uma User', guests: 40 },
});
const MAINTENANCE = block({ _id: 'b-blocked', space_id: TERRACE, kind: 'blocked', start_at: '2026-12-03T16:00:00.000Z', end_at: '2026-12-04T16:00:00.000Z', note: 'Maintenance' });

function calendar(spaceId: string, name: string, req: Seen, blocks: AvailabilityBlock[]): SpaceAvailability {
  const from = req.query.get('from')!;
  const to = req.query.get('to')!;
  const days: SpaceAvailability['days'] = [];
  for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    days.push({ date: d, hours: new Date(`${d}T00:00:00Z`).getUTCDay() === 0 ? null : { open: '08:00', close: '22:00' } });
  }
  const open = { open: '08:00', close: '22:00' };
  return {
    space: { _id: spaceId, name, status: 'published' },
    venue: { _id: VENUE, name: 'The Loft', country: 'sg', status: 'published' },
    time_zone: 'Asia/Singapore',
    from,
    to,
    opening_hours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: null },
    days,
    blocks,
  };
}

// Only the date is pinned (Wed 2 Dec 2026, noon in Singapore), so the week shown always holds "today"
// and its column is marked.
pinDate('2026-12-02T04:00:00.000Z');

beforeEach(() => {
  api.current.routes.set(`GET ${V1}/owner/venues`, () => ({ status: 200, body: { data: venueList([venueSummary(VENUE, 'The Loft', 2)]) } }));
  api.current.routes.set(`GET ${V1}/owner/venues/${VENUE}`, () => ({ status: 200, body: { data: VENUE_DETAIL } }));
  api.current.routes.set(`GET ${V1}/spaces/${BALLROOM}/availability`, (req) => ({ status: 200, body: { data: calendar(BALLROOM, 'Ballroom', req, [BOOKING]) } }));
  api.current.routes.set(`GET ${V1}/spaces/${TERRACE}/availability`, (req) => ({ status: 200, body: { data: calendar(TERRACE, 'Terrace', req, [MAINTENANCE]) } }));
  api.current.routes.set(`GET ${V1}/spaces/${BALLROOM}/calendar-feed`, () => ({ status: 200, body: { data: { active: false, created_at: null, url: null } satisfies CalendarFeed } }));
});
afterEach(() => act(() => ui.closeSnackbar()));

const open = (query: string) => renderAt(`/sg/availability${query}`, '/:country/availability', <AvailabilityPage />);
const posted = () => api.current.seen.filter((r) => r.method === 'POST');

test('all spaces: a row per space and a column per day, each cell with that space’s bookings, holds and blocks', async () => {
  open('?view=spaces&date=2026-12-04');
  const table = await screen.findByRole('table', { name: 'The Loft: every space, Mon 30 Nov – Sun 6 Dec 2026' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Space', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec Today', 'Thu 3 Dec', 'Fri 4 Dec', 'Sat 5 Dec', 'Sun 6 Dec']);
  expect(within(rows[0]!).getByRole('columnheader', { current: 'date' })).toHaveTextContent('Wed 2 Dec');
  expect(rows.slice(1).map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Ballroom', 'Terrace']);
  const cells = (r: HTMLElement) => within(r).getAllByRole('cell');
  // Saturday is the 6th day: the Ballroom's booking is there, the Terrace's is free.
  expect(within(cells(rows[1]!)[5]!).getByRole('button', { name: /^Booking 10:00–14:00 BK-1A2B3C4D · Uma User/ })).toBeInTheDocument();
  expect(within(cells(rows[2]!)[5]!).queryByRole('button', { name: /^Booking/ })).toBeNull();
  expect(within(cells(rows[2]!)[4]!).getByRole('button', { name: /^Blocked Maintenance/ })).toBeInTheDocument();
  // Every cell is reachable by keyboard: its own button names the space, the day and what is on it.
  expect(within(cells(rows[2]!)[4]!).getByRole('button', { name: 'Terrace, Fri 4 Dec 2026: blocked, Maintenance. Block time' })).toBeInTheDocument();
  expect(within(cells(rows[1]!)[6]!).getByRole('button', { name: 'Ballroom, Sun 6 Dec 2026: closed. Block time' })).toBeInTheDocument();
  // One read per space, for the same week.
  const reads = api.current.seen.filter((r) => r.path.endsWith('/availability'));
  expect(reads.map((r) => `${r.path.split('/')[4]} ${r.query.toString()}`).sort()).toEqual([`${BALLROOM} from=2026-11-30&to=2026-12-06`, `${TERRACE} from=2026-11-30&to=2026-12-06`].sort());
});

test('a cell’s day blocks that space and others chosen with it in one call; a 409 names the space', async () => {
  const user = userEvent.setup();
  let calls = 0;
  api.current.routes.set(`POST ${V1}/venues/${VENUE}/blocks`, () =>
    ++calls === 1
      ? { status: 409, body: { error: { code: 'BLOCK_OVERLAPS_BLOCK', message: 'Terrace: This time overlaps another block (Fri 4 Dec 2026, 00:00–00:00: Maintenance).', details: { space_id: TERRACE } } } }
      : {
          status: 201,
          body: {
            data: [
              block({ _id: 'n1', space_id: BALLROOM, kind: 'blocked', start_at: '2026-12-01T16:00:00.000Z', end_at: '2026-12-02T16:00:00.000Z' }),
              block({ _id: 'n2', space_id: TERRACE, kind: 'blocked', start_at: '2026-12-01T16:00:00.000Z', end_at: '2026-12-02T16:00:00.000Z' }),
            ],
          },
        },
  );
  open('?view=spaces&date=2026-12-04');
  await user.click(await screen.findByRole('button', { name: /^Ballroom, Wed 2 Dec 2026: .*Block time$/ }));
  const dialog = await modal('Block time in The Loft');
  const spaces = within(dialog).getByRole('combobox', { name: 'Spaces' });
  expect(chosen(spaces)).toContain('Ballroom');
  expect(chosen(spaces)).not.toContain('Terrace');
  await pick(user, spaces, 'Terrace');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terrace: This time overlaps another block');
  expect(posted()[0]!.body).toEqual({ start_at: '2026-12-02T00:00:00+08:00', end_at: '2026-12-03T00:00:00+08:00', note: '', space_ids: [BALLROOM, TERRACE] });
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: 'Blocked in 2 spaces: Wed 2 Dec 2026', color: 'success' }));
  expect(posted().every((r) => r.path === `${V1}/venues/${VENUE}/blocks`)).toBe(true);
});

test('one space’s calendar offers the venue’s other spaces in its block form; that space alone still uses its own route', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${V1}/spaces/${BALLROOM}/blocks`, () => ({ status: 201, body: { data: block({ _id: 'n1', space_id: BALLROOM, kind: 'blocked', start_at: '2026-12-09T16:00:00.000Z', end_at: '2026-12-10T16:00:00.000Z' }) } }));
  open('?date=2026-12-01');
  await user.click(await screen.findByRole('button', { name: 'Thu 10 Dec 2026: free, open 08:00–22:00' }));
  const dialog = await modal('Block time in Ballroom');
  expect(chosen(within(dialog).getByRole('combobox', { name: 'Spaces' }))).toContain('Ballroom');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(posted()[0]).toMatchObject({ path: `${V1}/spaces/${BALLROOM}/blocks`, body: { start_at: '2026-12-10T00:00:00+08:00', end_at: '2026-12-11T00:00:00+08:00', note: '' } }));
});

test('the view picker switches between a space’s week and all spaces, keeping the week', async () => {
  const user = userEvent.setup();
  open('?view=week&date=2026-12-04');
  await screen.findByRole('group', { name: 'Sat 5 Dec 2026' });
  await user.click(within(screen.getByRole('radiogroup', { name: 'View' })).getByText('All spaces'));
  expect(await screen.findByRole('table', { name: 'The Loft: every space, Mon 30 Nov – Sun 6 Dec 2026' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('table', { name: 'The Loft: every space, Mon 7 Dec – Sun 13 Dec 2026' })).toBeInTheDocument();
});
