import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { salesWindow, type SalesFigures, type SalesMonth, type SalesReport, type SalesVenue } from '@venues/contracts';
import { LocationProbe, renderAt, standInApi } from '@venues/mf-kit/testing';
import SalesPage from '../../../pages/SalesPage';
import { venueList, venueSummary } from '../../../test/venues';

// The sales pages against a real local HTTP stand-in of the API: the figures as the report gives
// them (per currency, never added together), the window and venue sent as query parameters, the
// table behind the charts, the CSV of the same window, the empty and refused reports.

const api = standInApi();
const LOFT = '11111111-1111-4111-8111-111111111111';
const GARDEN = '22222222-2222-4222-8222-222222222222';
const KL = '33333333-3333-4333-8333-333333333333';
const WINDOW = '?from=2026-01-01&to=2026-12-31';
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

/** A month as the ledger writes it: a 10% fee on what was kept, 9% GST inside the charges. */
function figures(currency: string, charges: number, refunds: number, bookings: number): SalesFigures {
  const fees = Math.round((charges - refunds) / 10);
  return { currency, charges_minor: charges, refunds_minor: refunds, fees_minor: fees, taxes_minor: Math.round(((charges - refunds) * 9) / 109), payouts_due_minor: charges - refunds - fees, bookings };
}
const sum = (currency: string, list: SalesFigures[]): SalesFigures =>
  list.reduce(
    (t, f) => ({
      currency,
      charges_minor: t.charges_minor + f.charges_minor,
      refunds_minor: t.refunds_minor + f.refunds_minor,
      fees_minor: t.fees_minor + f.fees_minor,
      taxes_minor: t.taxes_minor + f.taxes_minor,
      payouts_due_minor: t.payouts_due_minor + f.payouts_due_minor,
      bookings: t.bookings + f.bookings,
    }),
    figures(currency, 0, 0, 0),
  );
/** Every month of 2026 for one currency: `sales` gives [charges, refunds, bookings] for the months that sold. */
const year = (currency: string, sales: Record<string, [number, number, number]>): SalesMonth[] =>
  MONTHS.map((month) => ({ month, ...figures(currency, ...(sales[month] ?? [0, 0, 0])) }));

const loftMonths = year('SGD', { '2026-03': [261_600, 0, 2], '2026-04': [523_200, 130_800, 4], '2026-11': [1_046_400, 0, 7] });
const gardenMonths = year('SGD', { '2026-03': [87_200, 0, 1], '2026-12': [174_400, 0, 2] });
const klMonths = year('MYR', { '2026-06': [450_000, 0, 3] });
const venue = (
  _id: string,
  name: string,
  time_zone: string,
  months: SalesMonth[],
  occupancy: SalesVenue['occupancy'],
  conversion: SalesVenue['conversion'],
  spaces: SalesVenue['spaces'],
): SalesVenue => ({ _id, name, status: 'published', time_zone, months, totals: [sum(months[0]!.currency, months)], occupancy, conversion, spaces });

const VENUES: SalesVenue[] = [
  venue(GARDEN, 'Garden House', 'Asia/Singapore', gardenMonths, { booked_hours: 30, open_hours: 4_380, rate: 0.0068 }, { enquiries: 20, offers: 10, bookings: 3, responded: 18, median_first_response_minutes: 95.5 }, [
    { _id: 'g1', name: 'Lawn', totals: [sum('SGD', gardenMonths)], occupancy: { booked_hours: 30, open_hours: 4_380, rate: 0.0068 } },
  ]),
  venue(KL, 'KL Rooftop', 'Asia/Kuala_Lumpur', klMonths, { booked_hours: 12, open_hours: 5_110, rate: 0.0023 }, { enquiries: 10, offers: 5, bookings: 3, responded: 10, median_first_response_minutes: 30 }, [
    { _id: 'k1', name: 'Terrace', totals: [sum('MYR', klMonths)], occupancy: { booked_hours: 12, open_hours: 5_110, rate: 0.0023 } },
  ]),
  venue(LOFT, 'The Loft', 'Asia/Singapore', loftMonths, { booked_hours: 64, open_hours: 10_220, rate: 0.0063 }, { enquiries: 90, offers: 65, bookings: 39, responded: 85, median_first_response_minutes: 135.2 }, [
    { _id: 'l1', name: 'Loft Room', totals: [sum('SGD', year('SGD', { '2026-03': [261_600, 0, 2], '2026-04': [523_200, 130_800, 4] }))], occupancy: { booked_hours: 40, open_hours: 5_110, rate: 0.0078 } },
    { _id: 'l2', name: 'Rooftop Bar', totals: [sum('SGD', year('SGD', { '2026-11': [1_046_400, 0, 7] }))], occupancy: { booked_hours: 24, open_hours: 5_110, rate: 0.0047 } },
  ]),
];
const sgdMonths = MONTHS.map((month, i) => ({ month, ...sum('SGD', [loftMonths[i]!, gardenMonths[i]!]) }));
const REPORT: SalesReport = {
  from: '2026-01-01',
  to: '2026-12-31',
  venue_id: null,
  currencies: ['SGD', 'MYR'],
  totals: [sum('SGD', sgdMonths), sum('MYR', klMonths)],
  months: [...sgdMonths, ...klMonths],
  occupancy: { booked_hours: 106, open_hours: 19_710, rate: 0.0054 },
  conversion: { enquiries: 120, offers: 80, bookings: 45, responded: 113, median_first_response_minutes: 135.2 },
  venues: VENUES,
};
const LOFT_REPORT: SalesReport = { ...REPORT, venue_id: LOFT, currencies: ['SGD'], totals: VENUES[2]!.totals, months: loftMonths, occupancy: VENUES[2]!.occupancy, conversion: VENUES[2]!.conversion, venues: [VENUES[2]!] };
const EMPTY: SalesReport = { ...REPORT, currencies: [], totals: [], months: [], conversion: { enquiries: 0, offers: 0, bookings: 0, responded: 0, median_first_response_minutes: null }, venues: [] };
const VENUE_LIST = venueList(VENUES.map((v) => ({ ...venueSummary(v._id, v.name, v.spaces.length), slug: v._id })));

beforeEach(() => {
  api.current.routes.set('GET /api/v1/owner/sales', (req) => ({ status: 200, body: { data: req.query.get('venue_id') === LOFT ? LOFT_REPORT : REPORT } }));
  api.current.routes.set('GET /api/v1/owner/venues', () => ({ status: 200, body: { data: VENUE_LIST } }));
});

// The probe shows the URL the page keeps its window and venue in.
const page = (
  <>
    <SalesPage />
    <LocationProbe />
  </>
);
const open = (query = WINDOW) => renderAt(`/sg/sales${query}`, '/:country/sales', page);
const openVenue = (id = LOFT) => renderAt(`/sg/venues/management/sales/${id}${WINDOW}`, '/:country/venues/management/sales/:venueId', <SalesPage />);
const salesCalls = () => api.current.seen.filter((r) => r.path === '/api/v1/owner/sales').map((r) => Object.fromEntries(r.query));
/** The value shown for a figure: its <dd> inside `scope`. */
const stat = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
const currency = (code: string) => screen.getByRole('region', { name: new RegExp(`^${code}`) });

test('headline figures per currency, formatted from minor units, with occupancy, conversion and first reply', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
  expect(screen.getByText('1 Jan 2026 – 31 Dec 2026, in each venue’s own time zone.')).toBeInTheDocument();
  const sgd = currency('SGD');
  // The Loft's 2,616 + 5,232 + 10,464 and Garden House's 872 + 1,744 dollars, sent in cents.
  expect(stat(sgd, 'Revenue')).toHaveTextContent('SGD 20,928.00');
  expect(stat(sgd, 'Refunds')).toHaveTextContent('SGD 1,308.00');
  expect(stat(sgd, 'Platform fees')).toHaveTextContent('SGD 1,962.00');
  expect(stat(sgd, 'Payouts due')).toHaveTextContent('SGD 17,658.00');
  expect(stat(sgd, 'Bookings')).toHaveTextContent('16');
  // Ringgit stay apart from dollars: never one total across currencies.
  const myr = currency('MYR');
  expect(stat(myr, 'Revenue')).toHaveTextContent('MYR 4,500.00');
  expect(stat(myr, 'Bookings')).toHaveTextContent('3');
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(stat(summary, 'Occupancy')).toHaveTextContent('0.5%106 h booked of 19,710 h open');
  expect(stat(summary, 'Enquiries → offers → bookings')).toHaveTextContent('120 → 80 → 4566.7% got an offer, 37.5% booked');
  expect(stat(summary, 'Median first reply')).toHaveTextContent('2 h 15 min113 of 120 enquiries answered');
  const venues = screen.getByRole('region', { name: 'Sales by venue' });
  expect(within(venues).getByRole('link', { name: 'The Loft' })).toHaveAttribute('href', `/sg/venues/management/sales/${LOFT}?from=2026-01-01&to=2026-12-31`);
  expect(within(venues).getByRole('row', { name: /The Loft/ })).toHaveTextContent('The LoftSGD 18,312.0013');
  expect(within(screen.getByRole('region', { name: 'Sales by space' })).getByRole('row', { name: /Terrace/ })).toHaveTextContent('KL RooftopMYR 4,500.003');
});

test('the window and the venue are sent as query parameters and kept in the URL', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Summary' });
  expect(salesCalls()).toEqual([{ from: '2026-01-01', to: '2026-12-31' }]);
  // antd's Select: open it, then pick the option (its list is drawn in a pop-up).
  const venuePicker = screen.getByRole('combobox', { name: 'Venue' });
  expect(document.querySelector('.ant-select')).not.toBeNull();
  await user.click(venuePicker);
  await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['All venues', 'Garden House', 'KL Rooftop', 'The Loft']));
  await user.click(document.querySelector('.ant-select-item-option[title="The Loft"]')!);
  await waitFor(() => expect(salesCalls()).toContainEqual({ from: '2026-01-01', to: '2026-12-31', venue_id: LOFT }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/sg/sales?from=2026-01-01&to=2026-12-31&venue=${LOFT}`);
  // One venue's report: its spaces, no table of venues.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Sales by venue' })).not.toBeInTheDocument());
  expect(within(screen.getByRole('region', { name: 'Sales by space' })).getAllByRole('row').map((r) => r.querySelector('th')?.textContent)).toEqual(['Space', 'Loft Room', 'Rooftop Bar']);
});

test('without a window in the URL the page asks for the same twelve months the server defaults to', async () => {
  open('');
  await screen.findByRole('heading', { name: 'Summary' });
  expect(salesCalls()).toEqual([salesWindow({})]);
});

test('a common window is sent at once and kept in the URL', async () => {
  const user = userEvent.setup();
  const y = new Date().getFullYear();
  open();
  await screen.findByRole('heading', { name: 'Summary' });
  await user.click(within(screen.getByRole('group', { name: 'Common windows' })).getByRole('button', { name: 'This year' }));
  await waitFor(() => expect(salesCalls()).toContainEqual({ from: `${y}-01-01`, to: `${y}-12-31` }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/sg/sales?from=${y}-01-01&to=${y}-12-31`);
  // The inputs follow the URL, and the chosen window is marked as the current one.
  expect(screen.getByLabelText('From')).toHaveValue(`${y}-01-01`);
  expect(screen.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-current', 'true');
});

test('typed days apply with “Show”; a window the server would refuse says why on its field', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Summary' });
  const form = screen.getByRole('group', { name: 'Dates' });
  const from = within(form).getByLabelText('From');
  const to = within(form).getByLabelText('To');
  // Typing asks for nothing until the window is applied.
  await user.clear(from);
  await user.type(from, '2026-03-01');
  await user.clear(to);
  await user.type(to, '2026-02-01');
  expect(salesCalls()).toHaveLength(1);
  await user.click(within(form).getByRole('button', { name: 'Show' }));
  expect(within(form).getByText('Choose a last day on or after the first day')).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveFocus();

  await user.clear(to);
  await user.type(to, '2028-03-01');
  await user.click(within(form).getByRole('button', { name: 'Show' }));
  expect(within(form).getByText('A report covers at most 731 days: choose a shorter window')).toBeInTheDocument();
  expect(salesCalls()).toHaveLength(1);

  await user.clear(to);
  await user.type(to, '2026-05-31');
  await user.click(within(form).getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(salesCalls()).toContainEqual({ from: '2026-03-01', to: '2026-05-31' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/sg/sales?from=2026-03-01&to=2026-05-31');
  expect(to).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('1 Mar 2026 – 31 May 2026, in each venue’s own time zone.')).toBeInTheDocument();
});

test('a hand-edited window the server would refuse falls back to the default twelve months, and a malformed venue to all venues', async () => {
  open('?from=2026-12-31&to=2026-01-01&venue=not-a-venue');
  await screen.findByRole('heading', { name: 'Summary' });
  expect(salesCalls()).toEqual([salesWindow({})]);
});

test('on a venue’s sales page the venue comes from the URL and names the page', async () => {
  openVenue();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sales of The Loft' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Sales of The Loft · /);
  expect(salesCalls()).toEqual([{ from: '2026-01-01', to: '2026-12-31', venue_id: LOFT }]);
  expect(screen.queryByRole('combobox', { name: 'Venue' })).not.toBeInTheDocument();
  expect(api.current.seen.some((r) => r.path === '/api/v1/owner/venues')).toBe(false);
  expect(screen.getByRole('link', { name: 'All venues' })).toHaveAttribute('href', '/sg/sales?from=2026-01-01&to=2026-12-31');
  expect(stat(currency('SGD'), 'Revenue')).toHaveTextContent('SGD 18,312.00');
});

test('the charts load on their own with a text summary, and the same months show as a table', async () => {
  const user = userEvent.setup();
  open();
  expect(await screen.findByText('From Jan 2026 to Dec 2026 in SGD: revenue SGD 20,928.00, refunds SGD 1,308.00, payouts due SGD 17,658.00. Highest revenue in Nov 2026: SGD 10,464.00.')).toBeInTheDocument();
  expect(screen.getByText('16 bookings paid, most in Nov 2026 (7).')).toBeInTheDocument();
  await user.click(within(screen.getByRole('radiogroup', { name: 'Show the months as' })).getByText('Table'));
  const table = screen.getByRole('table', { name: 'Monthly figures in SGD' });
  const row = (month: string) => within(table).getByRole('row', { name: new RegExp(`^${month}`) });
  expect(within(table).getAllByRole('row')).toHaveLength(14);
  expect(row('Mar 2026')).toHaveTextContent('Mar 2026SGD 3,488.00SGD 0.00SGD 3,139.203');
  expect(row('Apr 2026')).toHaveTextContent('Apr 2026SGD 5,232.00SGD 1,308.00SGD 3,531.604');
  expect(row('Jan 2026')).toHaveTextContent('Jan 2026SGD 0.00SGD 0.00SGD 0.000');
  expect(row('Total')).toHaveTextContent('TotalSGD 20,928.00SGD 1,308.00SGD 17,658.0016');
  await user.click(within(screen.getByRole('radiogroup', { name: 'Currency' })).getByText('MYR'));
  const myr = screen.getByRole('table', { name: 'Monthly figures in MYR' });
  expect(within(myr).getByRole('row', { name: /^Jun 2026/ })).toHaveTextContent('Jun 2026MYR 4,500.00MYR 0.00MYR 4,050.003');
});

describe('the CSV download', () => {
  const saved: string[] = [];
  beforeAll(() => {
    // jsdom has no object URLs and does not download: record what the link would save.
    URL.createObjectURL = () => 'blob:sales';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => {
    saved.length = 0;
    api.current.routes.set('GET /api/v1/owner/sales.csv', () => ({ status: 200, body: 'reference,venue,space\r\nBK-1,The Loft,Loft Room\r\n' }));
  });
  const csvCalls = () => api.current.seen.filter((r) => r.path === '/api/v1/owner/sales.csv').map((r) => Object.fromEntries(r.query));

  test('asks for the bookings of the same window and saves them under its dates', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['sales-2026-01-01-2026-12-31.csv']));
    expect(csvCalls()).toEqual(salesCalls());
  });

  test('of one venue: the same venue, named in the file', async () => {
    const user = userEvent.setup();
    openVenue();
    await screen.findByRole('heading', { name: 'Sales of The Loft' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['sales-the-loft-2026-01-01-2026-12-31.csv']));
    expect(csvCalls()).toEqual([{ from: '2026-01-01', to: '2026-12-31', venue_id: LOFT }]);
  });

  test('a refused download shows the server’s message', async () => {
    const user = userEvent.setup();
    api.current.routes.set('GET /api/v1/owner/sales.csv', () => ({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'A report covers at most 731 days' } } }));
    open();
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be downloadedA report covers at most 731 days');
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('a window with no sales shows what will appear there', async () => {
  api.current.routes.set('GET /api/v1/owner/sales', () => ({ status: 200, body: { data: EMPTY } }));
  open();
  expect(await screen.findByText(/^No sales between 1 Jan 2026 and 31 Dec 2026\. When customers pay for bookings/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument();
});

test('a refused report shows the server’s message, and “Try again” asks again', async () => {
  const user = userEvent.setup();
  let refuse = true;
  api.current.routes.set('GET /api/v1/owner/sales', () =>
    refuse ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Only the venue owner and venue admins see sales' } } } : { status: 200, body: { data: REPORT } },
  );
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the sales reportOnly the venue owner and venue admins see sales');
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  expect(salesCalls()).toHaveLength(2);
});
