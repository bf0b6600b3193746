import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, Enquiry } from '@venues/contracts';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser, pasteInto } from '@venues/mf-kit/testing';
import InboxPage from '../pages/InboxPage';
import BookingsPage from '../pages/BookingsPage';
import SuccessPaymentPage from '../pages/SuccessPaymentPage';
import CopyIdPage from '../pages/CopyIdPage';
import ConversationPage from '../pages/ConversationPage';
import BookingPage from '../pages/BookingPage';
import { booking, enquiry as enquiryOf, payment } from '../test/fixtures';

// The inbox, bookings, payment result, reference, conversation and booking pages, drawn with antd,
// against a real local HTTP stand-in of the API: what each asks the API for, its filters and pages
// as addresses, its empty and failed states.

const api = standInApi();
const E = '11111111-1111-4111-8111-111111111111';
const P = '44444444-4444-4444-8444-444444444444';
const B = '55555555-5555-4555-8555-555555555555';

const enquiry = (n: number, over: Partial<Enquiry> = {}) =>
  enquiryOf({
    _id: `${E.slice(0, -2)}${String(n).padStart(2, '0')}`,
    my_side: 'customer',
    status: 'open',
    event_type: 'meetings',
    start_at: '2031-03-02T01:00:00.000Z',
    end_at: '2031-03-02T04:00:00.000Z',
    guests: 12,
    venue: { ...enquiryOf().venue, _id: 'v1', name: `Venue ${n}`, slug: 'venue', photo: null, time_zone: 'Asia/Singapore' },
    customer: { _id: 'u1', name: 'Una User', picture: '' },
    last_message: { created_at: '2031-01-01T00:00:00.000Z', side: 'venue', body: `Hello ${n}` },
    unread_count: 0,
    ...over,
  });

// A member's view (no customer e-mail), without lines.
const BOOKING = booking({
  _id: B,
  reference: 'BK-1A2B3C4D',
  enquiry_id: E,
  status: 'confirmed',
  venue: { _id: 'v1', name: 'The Loft', slug: 'the-loft', country: 'sg', time_zone: 'Asia/Singapore', address: '1 Loft Street' },
  space: { _id: 's1', name: 'Loft Room' },
  customer: { _id: 'u1', first_name: 'Una', last_name: 'User', email: null },
  start_at: '2031-03-02T01:00:00.000Z',
  end_at: '2031-03-02T04:00:00.000Z',
  guests: 12,
  lines: [],
  taxes: [],
  currency: 'SGD',
  total_minor: 26_160,
  documents: [
    { _id: 'd1', kind: 'invoice', payment_id: P, refund_id: null, number: 'INV-SG-2031-000001', path: `/api/v1/bookings/${B}/documents/invoice`, issued_at: '2031-01-01T00:00:00.000Z' },
    { _id: 'd2', kind: 'receipt', payment_id: P, refund_id: null, number: 'RCT-SG-2031-000001', path: `/api/v1/bookings/${B}/documents/receipt`, issued_at: '2031-01-01T00:00:00.000Z' },
  ],
});

beforeEach(() => {
  // The pay pages ask how the site takes payments: here the built-in test provider's card form.
  api.current.routes.set('GET /api/v1/payments/settings', () => ({ status: 200, body: { data: { provider: 'test', publishable_key: null } } }));
  act(() => session.setUser(testUser({ _id: 'u1', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
});
afterEach(() => act(() => session.clear()));

/** The last GET the page sent (the stand-in also sees CORS preflights). */
const lastGet = () => api.current.seen.filter((r) => r.method === 'GET').at(-1)!;

/** Chooses an option of an antd Select by the Select's label and the option's label. */
async function pick(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByTitle(option));
}

const inbox = (url = '/sg/enquiries', path = '/:country/enquiries') => renderAt(url, path, <InboxPage />);

test('the inbox lists conversations with their status and unread count, and pages by address', async () => {
  api.current.routes.set('GET /api/v1/enquiries', (req) => ({
    status: 200,
    body: { data: { data: [enquiry(1, { unread_count: 2 }), enquiry(2, { status: 'booked' })], total: 45, page: Number(req.query.get('page')), limit: 20 } },
  }));
  const { container } = inbox('/sg/enquiries?page=2');
  const list = await screen.findByRole('region', { name: 'Conversations' });
  expect(container.querySelector('.ant-table')).not.toBeNull();
  expect(container.querySelector('.ant-select')).not.toBeNull();
  expect(container.querySelector('.ant-tag')).not.toBeNull();
  expect(within(list).getByRole('link', { name: 'Venue 1' })).toHaveAttribute('href', `/sg/enquiries/${enquiry(1)._id}`);
  expect(within(list).getByText('2 unread')).toBeInTheDocument();
  expect(within(list).getByText('Booked')).toBeInTheDocument();
  expect(lastGet().query.get('page')).toBe('2');
  expect(lastGet().query.get('limit')).toBe('20');
  const pages = screen.getByRole('navigation', { name: 'Pages of enquiries' });
  expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/sg/enquiries?page=3');
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/sg/enquiries');
});

test('a click anywhere on a conversation’s row opens it; the row’s only focusable element is its link', async () => {
  api.current.routes.set('GET /api/v1/enquiries', () => ({ status: 200, body: { data: { data: [enquiry(1), enquiry(2)], total: 2, page: 1, limit: 20 } } }));
  inbox();
  const list = await screen.findByRole('region', { name: 'Conversations' });
  const row = within(list).getByRole('link', { name: 'Venue 2' }).closest('tr')!;
  // Only the name is a link; nothing else in the row takes the focus.
  expect(row.querySelectorAll('a, button, [tabindex]:not([tabindex="-1"])')).toHaveLength(1);
  await userEvent.setup().click(within(row).getByText(/guests/));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/sg/enquiries/${enquiry(2)._id}`);
});

test('the inbox’s filters and search are addresses; a filtered empty list offers to clear them', async () => {
  const user = userEvent.setup();
  api.current.routes.set('GET /api/v1/enquiries', () => ({ status: 200, body: { data: { data: [], total: 0, page: 1, limit: 20 } } }));
  inbox();
  expect(await screen.findByText(/No enquiries yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a venue' })).toHaveAttribute('href', '/sg/venues');

  expect(document.querySelector('.ant-empty')).not.toBeNull();
  await pick(user, 'Status', 'Booked');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/enquiries/status/booked'));
  cleanup();

  inbox('/sg/enquiries/status/booked', '/:country/enquiries/status/:status');
  expect((await screen.findByRole('combobox', { name: 'Status' })).closest('.ant-select')).toHaveTextContent('Booked');
  await waitFor(() => expect(lastGet().query.get('status')).toBe('booked'));
  await pick(user, 'Event type', 'Meetings');
  await waitFor(() => expect(lastGet().query.get('type')).toBe('meetings'));
  await user.type(screen.getByLabelText('Search enquiries'), 'loft{Enter}');
  await waitFor(() => expect(Object.fromEntries(lastGet().query)).toMatchObject({ status: 'booked', type: 'meetings', q: 'loft' }));
  expect(await screen.findByText('No conversations match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/sg/enquiries');
});

test('an inbox that cannot load says so, and tries again on request', async () => {
  const user = userEvent.setup();
  let fail = true;
  api.current.routes.set('GET /api/v1/enquiries', () =>
    fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } } : { status: 200, body: { data: { data: [enquiry(1)], total: 1, page: 1, limit: 20 } } },
  );
  inbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your enquiries');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Venue 1' })).toBeInTheDocument();
});

test('bookings: a venue team chooses whose bookings and a status; the calendar export failing says so', async () => {
  const user = userEvent.setup();
  act(() => session.setUser(testUser({ _id: 'u2', role: ['VENUE_LISTER'], assigned_roles: 4 })));
  api.current.routes.set('GET /api/v1/bookings', () => ({ status: 200, body: { data: { data: [BOOKING], total: 1, page: 1, limit: 20 } } }));
  api.current.routes.set('GET /api/v1/bookings/calendar.ics', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try again in a minute' } } }));
  const { container } = renderAt('/sg/bookings', '/:country/bookings', <BookingsPage />);
  expect(await screen.findByRole('region', { name: 'Bookings' })).toHaveTextContent('BK-1A2B3C4D');
  expect(container.querySelector('.ant-table')).not.toBeNull();
  expect(container.querySelector('.ant-segmented')).not.toBeNull();
  expect(lastGet().query.get('as')).toBe('venue');
  expect(screen.getByRole('radio', { name: 'My venues' })).toBeChecked();

  // antd's Segmented: its radio is drawn by the label, which takes the click.
  await user.click(screen.getByText('My own'));
  await waitFor(() => expect(lastGet().query.get('as')).toBe('customer'));
  await pick(user, 'Status', 'Cancelled');
  await waitFor(() => expect(lastGet().query.get('status')).toBe('cancelled'));

  await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The calendar file did not download');
});

test('the payment’s result names the booking and offers its documents', async () => {
  api.current.routes.set(`GET /api/v1/payments/${P}`, () => ({
    status: 200,
    body: { data: payment({ _id: P, enquiry_id: E, kind: 'offer', status: 'succeeded', amount_minor: 26_160, currency: 'SGD', card_last4: '4242', booking_id: B, failure_message: null }) },
  }));
  api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: BOOKING } }));
  renderAt(`/sg/enquiries/${E}/sucess-payment?payment=${P}`, '/:country/enquiries/:enquiry/sucess-payment', <SuccessPaymentPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed: BK-1A2B3C4D' })).toBeInTheDocument();
  expect(screen.getByText(/paid by card ending 4242/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', expect.stringContaining(B));
  expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  expect(document.querySelector('.ant-result')).not.toBeNull();
});

test('a payment that is not the caller’s (404) says so without showing anything of it', async () => {
  api.current.routes.set(`GET /api/v1/payments/${P}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such payment' } } }));
  renderAt(`/sg/enquiries/${E}/sucess-payment?payment=${P}`, '/:country/enquiries/:enquiry/sucess-payment', <SuccessPaymentPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'This payment does not exist, or it is not yours' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to enquiries' })).toHaveAttribute('href', '/sg/enquiries');
});

test('the reference page shows the reference and the link to copy', async () => {
  renderAt(`/sg/enquiries/message/copy-id?id=${E}`, '/:country/enquiries/message/copy-id', <CopyIdPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Conversation reference' })).toBeInTheDocument();
  expect(screen.getByLabelText('Reference')).toHaveValue(E);
  expect(screen.getByLabelText('Link')).toHaveValue(`${window.location.origin}/sg/enquiries/message/${E}`);
  expect(document.querySelector('.ant-card .ant-input')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveClass('ant-btn');
});

describe('the conversation', () => {
  const ID = enquiry(1)._id;
  const message = (n: number, side: 'customer' | 'venue', body: string) => ({
    _id: `m${n}`,
    enquiry_id: ID,
    side,
    body,
    attachments: [],
    card: null,
    sender: { _id: side === 'venue' ? 'v-user' : 'u1', name: side === 'venue' ? 'Vera Venue' : 'Una User', picture: '' },
    created_at: `2031-01-01T00:0${n}:00.000Z`,
  });
  let current: Enquiry;
  beforeEach(() => {
    current = enquiry(1, { other_last_read_at: null });
    api.current.routes.set(`GET /api/v1/enquiries/${ID}`, () => ({ status: 200, body: { data: current } }));
    api.current.routes.set(`GET /api/v1/enquiries/${ID}/messages`, () => ({ status: 200, body: { data: { data: [message(1, 'customer', 'Is the loft free?'), message(2, 'venue', 'Yes, it is.')], has_more: false } } }));
    api.current.routes.set(`GET /api/v1/enquiries/${ID}/phone-requests`, () => ({ status: 200, body: { data: [] } }));
    api.current.routes.set(`GET /api/v1/enquiries/${ID}/offers`, () => ({ status: 200, body: { data: [] } }));
    api.current.routes.set(`POST /api/v1/enquiries/${ID}/read`, () => ({ status: 200, body: { data: current } }));
    api.current.routes.set('GET /api/v1/bookings', () => ({ status: 200, body: { data: { data: [], total: 0, page: 1, limit: 20 } } }));
  });
  const open = () => renderAt(`/sg/enquiries/${ID}`, '/:country/enquiries/:enquiry', <ConversationPage />);

  test('shows the messages, sends one with Enter and clears the box', async () => {
    const user = userEvent.setup();
    api.current.routes.set(`POST /api/v1/enquiries/${ID}/messages`, (req) => ({ status: 201, body: { data: message(3, 'customer', (req.body as { body: string }).body) } }));
    open();
    const log = await screen.findByRole('log', { name: 'Conversation with Venue 1' });
    await waitFor(() => expect(log).toHaveTextContent('Yes, it is.'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Venue 1');
    expect(document.querySelector('.ant-descriptions')).not.toBeNull();
    expect(document.querySelector('.ant-upload')).not.toBeNull();
    const box = screen.getByRole('textbox', { name: 'Message to Venue 1' });
    await pasteInto(user, box, 'Can we bring a cake?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(log).toHaveTextContent('Can we bring a cake?'));
    expect(api.current.seen.find((r) => r.method === 'POST' && r.path.endsWith('/messages'))?.body).toEqual({ body: 'Can we bring a cake?' });
    expect(box).toHaveValue('');
  });

  test('closing asks first; cancelling sends nothing, confirming closes it', async () => {
    const user = userEvent.setup();
    api.current.routes.set(`POST /api/v1/enquiries/${ID}/close`, () => {
      current = { ...current, status: 'closed' };
      return { status: 200, body: { data: current } };
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Close conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    expect(dialog.closest('.ant-modal')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.current.seen.some((r) => r.path.endsWith('/close'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Closed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a conversation that is not the caller’s (404) says so', async () => {
    api.current.routes.set(`GET /api/v1/enquiries/${ID}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such enquiry' } } }));
    open();
    expect(await screen.findByText('This conversation does not exist, or it is not yours.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});

test('a completed booking takes a review: the stars and words are checked, then sent as a number and text', async () => {
  const user = userEvent.setup();
  const completed: Booking = {
    ...BOOKING,
    status: 'completed',
    my_side: 'customer',
    lines: [],
    taxes: [],
    subtotal_minor: 0,
    paid_minor: 26_160,
    refunded_minor: 0,
    refunds: [],
    extra_charges: [],
    reviews: [],
    can: { cancel: false, review: true, request_extra_charge: false },
    review_until: '2031-04-01T00:00:00.000Z',
    cancellation_policy: 'moderate',
    refund_schedule: [],
  };
  api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: completed } }));
  api.current.routes.set(`POST /api/v1/bookings/${B}/reviews`, (req) => ({
    status: 201,
    body: { data: { _id: 'rv1', side: 'customer', ...(req.body as { rating: number; text: string }), published: false, created_at: '2031-03-03T00:00:00.000Z' } },
  }));
  renderAt(`/sg/user-enquiries/${E}/booking?booking=${B}`, '/:country/user-enquiries/:enquiry/booking', <BookingPage />);
  const form = await screen.findByRole('form', { name: 'Your review' });
  expect(form.querySelector('.ant-radio-wrapper')).not.toBeNull();
  expect(document.querySelector('.ant-card')).not.toBeNull();
  await user.click(within(form).getByRole('button', { name: /Publish review$/ }));
  expect(await within(form).findByText('Choose 1 to 5 stars')).toBeInTheDocument();
  expect(within(form).getByText('Write a few words about your experience')).toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: '4 stars' }));
  await pasteInto(user, within(form).getByLabelText('Your review'), 'Lovely room, helpful staff.');
  await user.click(within(form).getByRole('button', { name: /Publish review$/ }));
  // By path: a late request of the previous test (a busy machine) may land in `seen` too.
  await waitFor(() => expect(api.current.seen.find((r) => r.method === 'POST' && r.path === `/api/v1/bookings/${B}/reviews`)?.body).toEqual({ rating: 4, text: 'Lovely room, helpful staff.' }));
});
