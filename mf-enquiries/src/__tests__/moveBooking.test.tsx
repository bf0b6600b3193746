import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingMove } from '@venues/contracts';
import { session } from '@venues/session';
import { standInApi, testUser } from '@venues/mf-kit/testing';
import { MoveBooking } from '../features/bookings/MoveBooking';
import { booking } from '../test/fixtures';

// The booking page's "Move to another date" panel (docs/adr/0113-moving-a-booking.md) against the
// local HTTP stand-in of the API: an open proposal offers Accept and Decline to the other side and
// Withdraw to the side that made it; proposing sends the date and times, and the server's field error
// lands at its field.

const api = standInApi();
const B = '55555555-5555-4555-8555-555555555555';
const M = '77777777-7777-4777-8777-777777777777';

function move(over: Partial<BookingMove> = {}): BookingMove {
  return {
    _id: M,
    booking_id: B,
    status: 'proposed',
    proposed_by: 'venue',
    from_start_at: '2031-03-02T01:00:00.000Z',
    from_end_at: '2031-03-02T04:00:00.000Z',
    start_at: '2031-03-09T01:00:00.000Z',
    end_at: '2031-03-09T04:00:00.000Z',
    time_zone: 'Asia/Singapore',
    currency: 'SGD',
    difference_minor: 0,
    refund_minor: 0,
    note: 'The room is being painted that week',
    extra_charge_id: null,
    refund_id: null,
    created_at: '2031-01-01T00:00:00.000Z',
    decided_at: null,
    can: { accept: true, decline: true, withdraw: false },
    ...over,
  };
}

beforeEach(() => act(() => session.setUser(testUser({ _id: 'u1', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' }))));
afterEach(() => act(() => session.clear()));

test('the other side sees the proposal with Accept and Decline; accepting sends accept and tells the page', async () => {
  const user = userEvent.setup();
  const onMoved = jest.fn();
  api.current.routes.set(`GET /api/v1/bookings/${B}/moves`, () => ({ status: 200, body: { data: [move()] } }));
  api.current.routes.set(`POST /api/v1/booking-moves/${M}/accept`, () => ({ status: 200, body: { data: move({ status: 'accepted', can: { accept: false, decline: false, withdraw: false } }) } }));
  render(<MoveBooking booking={booking({ _id: B, my_side: 'customer' })} onMoved={onMoved} />);
  const card = await screen.findByTestId('move-proposal');
  expect(within(card).getByText(/The venue proposed moving it to/)).toBeInTheDocument();
  expect(within(card).getByText(/The room is being painted/)).toBeInTheDocument();
  expect(within(card).getByText('The price stays the same.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Accept the move' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  // An open proposal: no second one may be made meanwhile.
  expect(screen.queryByRole('form', { name: 'Propose another date' })).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Accept the move' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Move the booking to this time?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Accept the move' }));
  await waitFor(() => expect(onMoved).toHaveBeenCalled());
  expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/v1/booking-moves/${M}/accept`]);
});

test('declining asks first and sends decline', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/bookings/${B}/moves`, () => ({ status: 200, body: { data: [move({ difference_minor: 5000 })] } }));
  api.current.routes.set(`POST /api/v1/booking-moves/${M}/decline`, () => ({ status: 200, body: { data: move({ status: 'declined', can: { accept: false, decline: false, withdraw: false } }) } }));
  render(<MoveBooking booking={booking({ _id: B, my_side: 'customer' })} onMoved={() => {}} />);
  const card = await screen.findByTestId('move-proposal');
  expect(within(card).getByText(/costs .*50\.00 more: the customer pays it as an extra charge/)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Decline' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Decline this move?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/v1/booking-moves/${M}/decline`]));
});

test('the proposer sees only Withdraw', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/bookings/${B}/moves`, () => ({ status: 200, body: { data: [move({ proposed_by: 'customer', can: { accept: false, decline: false, withdraw: true } })] } }));
  api.current.routes.set(`POST /api/v1/booking-moves/${M}/withdraw`, () => ({ status: 200, body: { data: move({ status: 'withdrawn', can: { accept: false, decline: false, withdraw: false } }) } }));
  render(<MoveBooking booking={booking({ _id: B, my_side: 'customer' })} onMoved={() => {}} />);
  const card = await screen.findByTestId('move-proposal');
  expect(within(card).getByText(/You proposed moving it to/)).toBeInTheDocument();
  expect(within(card).getByText(/until the other side accepts/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Accept the move' })).toBeNull();
  expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Withdraw the proposal' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Withdraw your proposal?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/v1/booking-moves/${M}/withdraw`]));
});

test('proposing opens the form, sends the new date and times with the button (not Enter in a field); the server’s field error is shown at its field', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/bookings/${B}/moves`, () => ({ status: 200, body: { data: [] } }));
  api.current.routes.set(`POST /api/v1/bookings/${B}/moves`, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'date: The space is booked then', details: { fields: [{ field: 'date', message: 'The space is booked then' }] } } },
  }));
  render(<MoveBooking booking={booking({ _id: B, my_side: 'customer' })} onMoved={() => {}} />);
  // The form (and its pickers' chunk) opens on demand.
  expect(screen.queryByRole('form', { name: 'Propose another date' })).toBeNull();
  await user.click(await screen.findByRole('button', { name: 'Propose another date' }));
  const form = await screen.findByRole('form', { name: 'Propose another date' });
  await user.type(within(form).getByLabelText('Note for the other side (optional)'), 'A week later, please');
  // Enter in the date field takes the day; it does not send the proposal with hours not yet looked at.
  await user.type(within(form).getByLabelText('New date'), '2031-03-16{Enter}');
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
  await user.click(within(form).getByRole('button', { name: 'Propose this time' }));
  expect(await within(form).findByText('The space is booked then')).toBeInTheDocument();
  expect(within(form).getByLabelText('New date')).toHaveAttribute('aria-invalid', 'true');
  // Singapore time: the booking's 09:00-12:00 are the form's defaults.
  expect(api.current.seen.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ date: '2031-03-16', start: '09:00', end: '12:00', note: 'A week later, please' });
});

test('Cancel closes the form again', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/bookings/${B}/moves`, () => ({ status: 200, body: { data: [] } }));
  render(<MoveBooking booking={booking({ _id: B, my_side: 'customer' })} onMoved={() => {}} />);
  await user.click(await screen.findByRole('button', { name: 'Propose another date' }));
  const form = await screen.findByRole('form', { name: 'Propose another date' });
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Propose another date' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Propose another date' })).toBeInTheDocument();
});
