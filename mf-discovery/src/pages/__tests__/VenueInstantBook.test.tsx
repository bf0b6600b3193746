import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstantBookRules, VenueEstimate } from '@venues/contracts';
import { session } from '@venues/session';
import { standInApi } from '@venues/mf-kit/testing';
import { renderApp } from '../../test/renderApp';
import { detail, space } from '../../test/fixtures';

// The venue page's "Instant book" panel against a local HTTP stand-in of the API: the badge, the
// exact total from the estimate, the rules said before asking, a visitor sent to sign in with the
// reason and their choice kept, a customer's booking going on to the checkout, a lost slot; the
// page's one date form feeding the panel and the sticky card's "Book now".

const api = standInApi();
const window = { open: '09:00', close: '21:00' };
const RULES: InstantBookRules = { min_notice_hours: 24, max_hours: 4, hours: { mon: window, tue: window, wed: window, thu: window, fri: window, sat: window, sun: null } };
const SPACE_ID = '22222222-2222-4222-8222-222222222222';
const venue = detail({ instant_book: true, spaces: [space({ instant_book: RULES }), space({ _id: '33333333-3333-4333-8333-333333333333', name: 'Garden Room', instant_book: null })] });
const DATE = '2030-06-12'; // a Wednesday
const estimate = (start = '10:00', hours = 2): VenueEstimate => ({
  venue_id: venue._id,
  date: DATE,
  start,
  end: `${String(Number(start.slice(0, 2)) + hours).padStart(2, '0')}:00`,
  hours,
  guests: 10,
  time_zone: 'Asia/Singapore',
  start_at: `${DATE}T02:00:00.000Z`,
  end_at: `${DATE}T04:00:00.000Z`,
  open: { open: '08:00', close: '22:00' },
  spaces: [
    {
      space_id: SPACE_ID,
      name: 'Sky Terrace',
      max_capacity: 180,
      status: 'available',
      reason: null,
      price: { basis: 'hourly', currency: 'SGD', lines: [{ description: 'Sky Terrace: 3 hours (minimum 3 hours)', quantity: 3, unit_amount_minor: 12_000, amount_minor: 36_000 }], subtotal_minor: 36_000, taxes: [{ name: 'GST', rate_percent: 9, inclusive: false, amount_minor: 3_240 }], total_minor: 39_240 },
    },
  ],
});

beforeAll(async () => {
  await import('../VenuePage');
});
beforeEach(() => {
  api.current.routes.set(`GET /api/v1/venues/${venue.slug}`, () => ({ status: 200, body: { data: venue } }));
  api.current.routes.set(`GET /api/v1/venues/${venue.slug}/estimate`, () => ({ status: 200, body: { data: estimate() } }));
  api.current.routes.set('POST /api/v1/recently-viewed', () => ({ status: 201, body: { data: { ok: true } } }));
  api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [] } }));
  session.clear();
  localStorage.clear();
});

/** Opens the venue page and asks the page's one date form (docs/adr/0115-one-date-form-for-instant-book.md). */
async function openPanel({ start }: { start?: string } = {}) {
  renderApp(`/sg/venues/${venue.slug}`);
  const check = await screen.findByRole('region', { name: 'Availability and price' });
  fireEvent.change(within(check).getByLabelText('Date'), { target: { value: DATE } });
  if (start) fireEvent.change(within(check).getByLabelText('Start'), { target: { value: start } });
  fireEvent.change(within(check).getByLabelText('Guests'), { target: { value: '10' } });
  fireEvent.click(within(check).getByRole('button', { name: 'Check' }));
  return within(check).findByRole('region', { name: /Instant book/ });
}

test('the badge, and the exact total from the estimate for the space that allows it', async () => {
  const panel = await openPanel();
  expect(screen.getByRole('link', { name: 'Instant book' })).toHaveAttribute('href', '#instant-book');
  expect(within(panel).queryByLabelText('Space')).toBeNull(); // one space allows it
  expect(await within(panel).findByTestId('instant-total')).toHaveTextContent('392.40');
  expect(within(panel).getByRole('button', { name: 'Book now' })).toBeEnabled();
});

test('one date form: the panel has no date fields of its own, and the sticky card offers Book now with the same total', async () => {
  const panel = await openPanel();
  expect(await within(panel).findByTestId('instant-total')).toHaveTextContent('392.40');
  expect(within(panel).queryByLabelText('Date')).toBeNull();
  expect(screen.getAllByLabelText('Date')).toHaveLength(1);
  const card = await screen.findAllByTestId('cta-instant-total');
  for (const total of card) expect(total).toHaveTextContent('392.40');
  expect(screen.queryByText(/prices are confirmed by the venue in a custom offer/)).toBeNull();
});

test('before a date is asked, the sticky card\'s Book now leads to the date form', async () => {
  renderApp(`/sg/venues/${venue.slug}`);
  await screen.findByRole('region', { name: 'Availability and price' });
  const links = await screen.findAllByRole('link', { name: 'Book now' });
  for (const link of links) expect(link).toHaveAttribute('href', '#check');
});

test('a rule the choice breaks is said before asking, and Book now waits', async () => {
  const panel = await openPanel({ start: '20:00' });
  expect(await within(panel).findByText('Instant booking takes 09:00–21:00 that day')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Book now' })).toBeDisabled();
});

test('a visitor is sent to sign in, told why, with the choice kept for the way back', async () => {
  const user = userEvent.setup();
  const panel = await openPanel();
  await within(panel).findByTestId('instant-total');
  await user.click(within(panel).getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/sg\/login\?returnTo=.*&reason=instant-book$/));
  const back = decodeURIComponent(new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get('returnTo')!);
  expect(back).toBe(`/sg/venues/${venue.slug}?space=${SPACE_ID}&date=${DATE}&start=18:00&hours=3&guests=10#instant-book`);
});

test('a customer books: the booking is made and the page goes to its checkout, the accept-and-pay page', async () => {
  const user = userEvent.setup();
  act(() => {
    session.setTokens({ accessToken: 'token' });
    session.setUser({ _id: 'u1', role: ['USER'] } as never);
  });
  api.current.routes.set(`POST /api/v1/venues/${venue.slug}/spaces/${SPACE_ID}/instant-bookings`, () => ({ status: 201, body: { data: { enquiry_id: 'e1', offer_id: 'o1', total_minor: 39_240, currency: 'SGD', expires_at: '2030-01-01T00:00:00Z' } } }));
  const panel = await openPanel();
  await within(panel).findByTestId('instant-total');
  await user.click(within(panel).getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/enquiries/e1/view-offer/o1'));
  expect(api.current.seen.find((s) => s.method === 'POST' && s.path.endsWith('/instant-bookings'))?.body).toEqual({ date: DATE, start: '18:00', duration: 3, guests: 10 });
  act(() => session.clear());
});

test('a slot taken meanwhile is said, and the page stays', async () => {
  const user = userEvent.setup();
  act(() => {
    session.setTokens({ accessToken: 'token' });
    session.setUser({ _id: 'u1', role: ['USER'] } as never);
  });
  api.current.routes.set(`POST /api/v1/venues/${venue.slug}/spaces/${SPACE_ID}/instant-bookings`, () => ({ status: 409, body: { error: { code: 'SLOT_TAKEN', message: 'This time is already held or booked', details: {} } } }));
  const panel = await openPanel();
  await within(panel).findByTestId('instant-total');
  await user.click(within(panel).getByRole('button', { name: 'Book now' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Someone has just taken this time: choose another.');
  expect(screen.getByTestId('location')).toHaveTextContent(`/sg/venues/${venue.slug}`);
  act(() => session.clear());
});

test('a customer holding the space unpaid is told so, with a link to pay for that booking', async () => {
  const user = userEvent.setup();
  act(() => {
    session.setTokens({ accessToken: 'token' });
    session.setUser({ _id: 'u1', role: ['USER'] } as never);
  });
  const message = 'You already hold Sky Terrace unpaid: pay for that booking first (it is released in 24 minutes if unpaid).';
  api.current.routes.set(`POST /api/v1/venues/${venue.slug}/spaces/${SPACE_ID}/instant-bookings`, () => ({
    status: 409,
    body: { error: { code: 'UNPAID_HOLDS', message, details: { holds: [{ enquiry_id: 'e9', offer_id: 'o9', expires_at: '2030-06-01T10:24:00.000Z' }] } } },
  }));
  const panel = await openPanel();
  await within(panel).findByTestId('instant-total');
  await user.click(within(panel).getByRole('button', { name: 'Book now' }));
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  await user.click(within(alert).getByRole('link', { name: 'Pay for your held booking' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/enquiries/e9'));
  act(() => session.clear());
});
