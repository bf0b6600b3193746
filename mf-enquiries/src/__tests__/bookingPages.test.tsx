import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser, pasteInto } from '@venues/mf-kit/testing';
import CancelBookingPage from '../pages/CancelBookingPage';
import { booking, payment } from '../test/fixtures';
import CheckoutPage from '../pages/CheckoutPage';
import ExtraChargesPage from '../pages/ExtraChargesPage';

// The checkout and cancellation pages against a real local HTTP stand-in of the API: what the card
// form sends, where a field error lands, a declined card and the bank's extra step; the cancellation
// preview shown before confirming, and the reason sent with it.

const api = standInApi();
const E = '11111111-1111-4111-8111-111111111111';
const P = '44444444-4444-4444-8444-444444444444';
const B = '55555555-5555-4555-8555-555555555555';
const O = '22222222-2222-4222-8222-222222222222';
const PAYMENT = payment({ _id: P, enquiry_id: E, offer_id: O });
const BOOKING = booking({ _id: B, enquiry_id: E, offer_id: O });

beforeEach(() => {
  // The pay pages ask how the site takes payments: here the built-in test provider's card form.
  api.current.routes.set('GET /api/v1/payments/settings', () => ({ status: 200, body: { data: { provider: 'test', publishable_key: null } } }));
  api.current.routes.set(`GET /api/v1/payments/${P}`, () => ({ status: 200, body: { data: PAYMENT } }));
  api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: BOOKING } }));
  act(() => session.setUser(testUser({ _id: 'u1', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
});
afterEach(() => act(() => session.clear()));

const checkout = () => renderAt(`/sg/enquiries/${E}/checkout/${P}`, '/:country/enquiries/:enquiry/checkout/:payment', <CheckoutPage />);

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '07/31');
  await user.clear(screen.getByLabelText('Security code'));
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByRole('button', { name: /^Pay SGD/ }));
}

test('the card form sends digits and the expiry as numbers; a declined card says why and the form stays', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST /api/v1/payments/${P}/confirm`, () => ({
    status: 200,
    body: { data: { ...PAYMENT, status: 'failed', card_last4: '0002', failure_code: 'card_declined', failure_message: 'Your card was declined. Try another card, or ask your bank why.' } },
  }));
  checkout();
  expect(await screen.findByRole('heading', { name: /^Pay SGD\s261\.60$/ })).toBeInTheDocument();
  expect(await screen.findByLabelText('Card number')).toHaveClass('ant-input');
  expect(screen.getByRole('button', { name: /^Pay SGD/ })).toHaveClass('ant-btn');
  await typeCard(user, '4000 0000 0000 0002');
  expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
  expect(screen.getByText(/Your card was declined/)).toBeInTheDocument();
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({ card_number: '4000000000000002', exp_month: 7, exp_year: 2031, cvc: '123' });
  expect(screen.getByLabelText('Card number')).toBeInTheDocument();
});

test('bad input is caught on the page; the server’s field error lands on its field', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST /api/v1/payments/${P}/confirm`, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'card_number: This card number is not valid: check the digits', details: { fields: [{ field: 'card_number', message: 'This card number is not valid: check the digits' }] } } },
  }));
  checkout();
  await screen.findByLabelText('Card number');
  await user.click(screen.getByRole('button', { name: /^Pay SGD/ }));
  expect(await screen.findByText('Enter the 12 to 19 digits on the card')).toBeInTheDocument();
  expect(screen.getByText('Enter the expiry as MM/YY')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
  await typeCard(user, '4242 4242 4242 4241');
  expect(await screen.findByText('This card number is not valid: check the digits')).toBeInTheDocument();
  expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
});

test('a card that needs the bank’s confirmation shows the 3-D Secure step, which confirms the payment', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST /api/v1/payments/${P}/confirm`, () => ({ status: 200, body: { data: { ...PAYMENT, status: 'requires_action', card_last4: '3155' } } }));
  api.current.routes.set(`POST /api/v1/payments/${P}/authenticate`, () => ({ status: 200, body: { data: { ...PAYMENT, status: 'succeeded', card_last4: '3155', booking_id: B } } }));
  checkout();
  await screen.findByLabelText('Card number');
  await typeCard(user, '4000 0025 0000 3155');
  expect(await screen.findByRole('heading', { name: 'Confirm with your bank' })).toBeInTheDocument();
  expect(screen.getByText(/card ending 3155/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}/sucess-payment?payment=${P}`));
  expect(api.current.seen.find((r) => r.path.endsWith('/authenticate'))?.body).toEqual({ outcome: 'approve' });
});

test('cancelling shows the server’s preview, asks to confirm, and sends the reason', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/bookings/${B}/cancellation-preview`, () => ({ status: 200, body: { data: { refund_minor: 13_080, kept_minor: 13_080, currency: 'SGD', rule: 'partial', deadline: '2031-02-23T01:00:00.000Z' } } }));
  api.current.routes.set(`POST /api/v1/bookings/${B}/cancel`, () => ({ status: 200, body: { data: { ...BOOKING, status: 'cancelled', can: { cancel: false, review: false, request_extra_charge: false } } } }));
  renderAt(`/sg/enquiries/${E}/cancellation/${O}/booking/${B}`, '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking', <CancelBookingPage />);
  expect(await screen.findByRole('heading', { name: 'Cancel booking BK-1A2B3C4D' })).toBeInTheDocument();
  expect(screen.getByTestId('refund-amount')).toHaveTextContent(/^SGD\s130\.80$/);
  expect(screen.getByText(/refunds part of the price/)).toBeInTheDocument();
  await pasteInto(user, screen.getByLabelText(/^Reason/), 'Plans changed');
  await user.click(screen.getByRole('button', { name: /^Cancel booking and refund SGD\s130\.80$/ }));
  expect(screen.getByLabelText(/^Reason/)).toHaveClass('ant-input');
  const dialog = await screen.findByRole('dialog');
  expect(dialog.closest('.ant-modal')).not.toBeNull();
  expect(dialog).toHaveTextContent(/SGD\s130\.80 is refunded to the card/);
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
  await user.click(screen.getAllByRole('button', { name: 'Cancel booking' }).at(-1)!);
  await waitFor(() => expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Plans changed' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}/cancellation/${O}/booking/${B}/details`));
});

test('extra charges: an empty price is refused on the page; the lines go in minor units and the server’s field error lands on its line', async () => {
  act(() => session.setUser(testUser({ _id: 'o1', role: ['VENUE_OWNER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
  api.current.routes.set(`GET /api/v1/bookings/${B}`, () => ({ status: 200, body: { data: { ...BOOKING, my_side: 'venue', can: { cancel: true, review: false, request_extra_charge: true } } } }));
  api.current.routes.set(`POST /api/v1/bookings/${B}/extra-charges`, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'lines.1.unit_amount_minor: Too large', details: { fields: [{ field: 'lines.1.unit_amount_minor', message: 'Too large' }] } } },
  }));
  const user = userEvent.setup();
  renderAt(`/sg/enquiries/${E}/request-extra-charges_draft?booking=${B}`, '/:country/enquiries/:enquiry/request-extra-charges_draft', <ExtraChargesPage />);
  expect(await screen.findByRole('heading', { name: 'Ask for extra charges' })).toBeInTheDocument();
  expect(screen.getByLabelText('Price (SGD)').closest('.ant-input-number')).not.toBeNull();
  await pasteInto(user, screen.getByLabelText('Description'), 'Extra hour');
  await user.click(screen.getByRole('button', { name: /Send to the customer$/ }));
  expect(await screen.findByText('Enter a price')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);

  await user.type(screen.getByLabelText('Price (SGD)'), '80');
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  await pasteInto(user, screen.getAllByLabelText('Description')[1]!, 'Cleaning');
  await user.clear(screen.getAllByLabelText('Qty')[1]!);
  await user.type(screen.getAllByLabelText('Qty')[1]!, '2');
  await user.type(screen.getAllByLabelText('Price (SGD)')[1]!, '12.5');
  await waitFor(() => expect(screen.getByText(/Lines add up to SGD\s105\.00/)).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /Send to the customer$/ }));
  expect(await screen.findByText('Too large')).toBeInTheDocument();
  expect(screen.getAllByLabelText('Price (SGD)')[1]).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({
    note: '',
    lines: [
      { description: 'Extra hour', quantity: 1, unit_amount_minor: 8000 },
      { description: 'Cleaning', quantity: 2, unit_amount_minor: 1250 },
    ],
  });
});

test('extra charges: a booking the caller may not charge says who can, without a form', async () => {
  renderAt(`/sg/enquiries/${E}/request-extra-charges_draft?booking=${B}`, '/:country/enquiries/:enquiry/request-extra-charges_draft', <ExtraChargesPage />);
  expect(await screen.findByRole('heading', { name: 'You cannot ask for extra charges on this booking' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send to the customer' })).not.toBeInTheDocument();
});
