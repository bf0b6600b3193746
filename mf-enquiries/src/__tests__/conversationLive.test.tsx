import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_EVENTS, type Booking, type EnquiryMessage, type SocketEvents } from '@venues/contracts';
import { realtime } from '@venues/realtime';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser } from '@venues/mf-kit/testing';
import ConversationPage from '../pages/ConversationPage';
import BookingPage from '../pages/BookingPage';
import { bookingEvent, googleCalendarUrl, outlookCalendarUrl } from '../features/bookings/calendarLinks';
import { booking, enquiry, offer } from '../test/fixtures';

// The conversation on a phone and kept live (ADR 0107), and a booking's "Add to calendar", against
// a real local HTTP stand-in of the API; socket events are handed to the page's realtime client as
// the server's socket would deliver them.

const api = standInApi();
const E = '11111111-1111-4111-8111-111111111111';
const O = '22222222-2222-4222-8222-222222222222';
const B = '55555555-5555-4555-8555-555555555555';

/** Delivers a server event to the page's subscribers, as the socket would. */
function deliver<K extends keyof SocketEvents>(event: K, payload: SocketEvents[K]) {
  act(() => (realtime as unknown as { dispatch(e: string, p: unknown): void }).dispatch(event, payload));
}

const offerMessage: EnquiryMessage = {
  _id: 'm1',
  enquiry_id: E,
  side: 'venue',
  body: '',
  attachments: [],
  card: { kind: 'offer', id: O },
  sender: { _id: 'v-user', name: 'Vera Venue', picture: '' },
  created_at: '2031-01-01T00:01:00.000Z',
};

describe('the conversation', () => {
  let current = enquiry({ _id: E, status: 'booked' });
  let bookings: Booking[] = [];
  beforeEach(() => {
    current = enquiry({ _id: E, status: 'booked' });
    bookings = [booking({ _id: B, enquiry_id: E, offer_id: O, status: 'confirmed' })];
    act(() => session.setUser(testUser({ _id: 'u1', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
    api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: current } }));
    api.current.routes.set(`GET /api/v1/enquiries/${E}/messages`, () => ({ status: 200, body: { data: { data: [offerMessage], has_more: false } } }));
    api.current.routes.set(`GET /api/v1/enquiries/${E}/phone-requests`, () => ({ status: 200, body: { data: [] } }));
    api.current.routes.set(`GET /api/v1/enquiries/${E}/offers`, () => ({ status: 200, body: { data: [offer({ _id: O, enquiry_id: E, status: 'paid' })] } }));
    api.current.routes.set(`GET /api/v1/offers/${O}`, () => ({ status: 200, body: { data: offer({ _id: O, enquiry_id: E, status: 'paid' }) } }));
    api.current.routes.set(`POST /api/v1/enquiries/${E}/read`, () => ({ status: 200, body: { data: current } }));
    api.current.routes.set('GET /api/v1/bookings', () => ({ status: 200, body: { data: { data: bookings, total: bookings.length, page: 1, limit: 20 } } }));
    api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: bookings[0] } }));
  });
  afterEach(() => {
    act(() => session.clear());
    document.body.classList.remove('shell-no-footer');
  });
  const open = () => renderAt(`/sg/user-enquiries/${E}`, '/:country/user-enquiries/:enquiry', <ConversationPage />);

  test('the title comes before the event panel, which folds to a one-line summary behind a button that says whether it is open', async () => {
    const user = userEvent.setup();
    const { unmount } = open();
    const title = await screen.findByRole('heading', { level: 1 });
    const summary = await screen.findByRole('button', { name: /Meetings · Sun 2 Mar · 12 guests/ });
    expect(title.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(screen.getByRole('log')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(summary.getAttribute('aria-controls')!)!;
    expect(within(body).getByText('The event')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Event details' })).not.toHaveClass('is-open');
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Event details' })).toHaveClass('is-open');
    // The page asks the shell for no footer while it is shown, and only then.
    expect(document.body).toHaveClass('shell-no-footer');
    unmount();
    expect(document.body).not.toHaveClass('shell-no-footer');
  });

  test('the conversation is drawn with its booking banner at once, not the banner pushing the messages down later', async () => {
    api.current.routes.set('GET /api/v1/bookings', () => ({ status: 200, body: { data: { data: bookings, total: bookings.length, page: 1, limit: 20 } }, delayMs: 300 }));
    open();
    const log = await screen.findByRole('log');
    const banner = screen.getByText(/^Booking .+: confirmed$/);
    expect(banner.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('bookings that cannot load leave the conversation drawn, without a banner', async () => {
    api.current.routes.set('GET /api/v1/bookings', () => ({ status: 500, body: { message: 'Internal error' } }));
    open();
    expect(await screen.findByRole('log')).toBeInTheDocument();
    expect(screen.queryByText(/^Booking .+: /)).toBeNull();
  });

  test('the message box keeps its keyboard hint as a description, not as a long placeholder', async () => {
    open();
    const box = await screen.findByRole('textbox', { name: /^Message to/ });
    expect(box).toHaveAttribute('placeholder', 'Write a message');
    expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter for a new line');
  });

  test('the paid offer’s card follows its booking: cancelled and refunded after booking_status, and the panel takes the moved date', async () => {
    open();
    const card = await screen.findByTestId('offer-card');
    await waitFor(() => expect(card).toHaveTextContent('Paid: booked'));
    // The venue moved the booking to the next day; then the customer cancelled it and was refunded.
    bookings = [booking({ _id: B, enquiry_id: E, offer_id: O, status: 'confirmed', start_at: '2031-03-03T01:00:00.000Z', end_at: '2031-03-03T04:00:00.000Z' })];
    deliver(SOCKET_EVENTS.bookingStatus, { enquiry_id: E, booking_id: B, status: 'confirmed' });
    expect(await screen.findByRole('button', { name: /Meetings · Mon 3 Mar · 12 guests/ })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Event details' })).getByText('Mon, 3 Mar 2031, 09:00–12:00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('offer-card')).toHaveTextContent('Mon, 3 Mar 2031'));

    current = { ...current, status: 'open' };
    bookings = [
      booking({
        _id: B,
        enquiry_id: E,
        offer_id: O,
        status: 'cancelled',
        cancelled_at: '2031-01-02T00:00:00.000Z',
        cancelled_by: 'customer',
        refunded_minor: 26_160,
        refunds: [{ _id: 'r1', payment_id: 'p1', amount_minor: 26_160, tax_minor: 2160, currency: 'SGD', status: 'succeeded', reason: 'customer_cancelled', credit_note_number: 'CN-1', created_at: '2031-01-02T00:00:00.000Z' }],
      }),
    ];
    deliver(SOCKET_EVENTS.bookingStatus, { enquiry_id: E, booking_id: B, status: 'cancelled' });
    await waitFor(() => expect(screen.getByTestId('offer-card')).toHaveTextContent('Booking cancelled: refunded'));
    expect(screen.getByTestId('offer-card')).not.toHaveTextContent(/Paid/);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Open'));
    // Another conversation's event changes nothing here.
    const asked = api.current.seen.length;
    deliver(SOCKET_EVENTS.bookingStatus, { enquiry_id: '99999999-9999-4999-8999-999999999999', booking_id: B, status: 'cancelled' });
    expect(api.current.seen.length).toBe(asked);
  });
});

describe('add a booking to a calendar', () => {
  const b = booking({ _id: B, enquiry_id: E, offer_id: O, reference: 'BK-1A2B3C4D', start_at: '2031-03-02T01:00:00.000Z', end_at: '2031-03-02T04:00:00.000Z' });

  test('Google and Outlook links carry the title, the UTC times, the location and the booking’s address', () => {
    const e = bookingEvent(b, 'https://venues.test', 'sg');
    expect(e.title).toBe('Loft Room, The Loft (BK-1A2B3C4D)');
    expect(bookingEvent({ ...b, my_side: 'venue' }, 'https://venues.test', 'sg').title).toBe('Loft Room, Una User (BK-1A2B3C4D)');
    const g = new URL(googleCalendarUrl(e));
    expect(g.origin + g.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(g.searchParams.get('action')).toBe('TEMPLATE');
    expect(g.searchParams.get('text')).toBe('Loft Room, The Loft (BK-1A2B3C4D)');
    expect(g.searchParams.get('dates')).toBe('20310302T010000Z/20310302T040000Z');
    expect(g.searchParams.get('location')).toBe('The Loft, 1 Loft Street');
    expect(g.searchParams.get('details')).toContain(`https://venues.test/sg/enquiries/${E}/cancellation/${O}/booking/${B}/details`);
    const o = new URL(outlookCalendarUrl(e));
    expect(o.origin + o.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(o.searchParams.get('subject')).toBe('Loft Room, The Loft (BK-1A2B3C4D)');
    expect(o.searchParams.get('startdt')).toBe('2031-03-02T01:00:00Z');
    expect(o.searchParams.get('enddt')).toBe('2031-03-02T04:00:00Z');
    expect(o.searchParams.get('location')).toBe('The Loft, 1 Loft Street');
    expect(o.searchParams.get('body')).toContain(`/booking/${B}/details`);
  });

  test('the booking page offers the .ics file (the booking’s own, from the API) and both links; a cancelled booking offers none', async () => {
    const user = userEvent.setup();
    let shown = b;
    api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: shown } }));
    api.current.routes.set(`GET /api/v1/bookings/${B}/calendar.ics`, () => ({ status: 200, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }));
    const created = jest.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('BK-1A2B3C4D.ics');
    });
    const { unmount } = renderAt(`/sg/enquiries/${E}/cancellation/${O}/booking/${B}/details`, '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking/details', <BookingPage />);
    const group = await screen.findByRole('group', { name: 'Add to calendar' });
    expect(within(group).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain('dates=20310302T010000Z%2F20310302T040000Z');
    expect(within(group).getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain('startdt=2031-03-02T01%3A00%3A00Z');
    await user.click(within(group).getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.current.seen.some((r) => r.method === 'GET' && r.path === `/api/v1/bookings/${B}/calendar.ics`)).toBe(true);
    clicked.mockRestore();
    unmount();

    shown = { ...b, status: 'cancelled', cancelled_at: '2031-01-02T00:00:00.000Z', cancelled_by: 'customer' };
    renderAt(`/sg/enquiries/${E}/cancellation/${O}/booking/${B}/details`, '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking/details', <BookingPage />);
    await screen.findByRole('heading', { level: 1, name: /Booking BK-1A2B3C4D/ });
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
