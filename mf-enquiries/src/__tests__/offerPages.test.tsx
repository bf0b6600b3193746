import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@venues/contracts';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser, pasteInto } from '@venues/mf-kit/testing';
import OfferFormPage from '../pages/OfferFormPage';
import RequestToBookPage from '../pages/RequestToBookPage';
import ViewOfferPage from '../pages/ViewOfferPage';
import { bookingRequest, enquiry, offer, payment, space, venueDetail } from '../test/fixtures';

// The offer pages against a real local HTTP stand-in of the API: what the form sends (instants in the
// venue's zone, minor units, never a total), where the server's field errors land, and accepting.

const api = standInApi();
const E = '11111111-1111-4111-8111-111111111111';
const O = '22222222-2222-4222-8222-222222222222';
const SPACE = '33333333-3333-4333-8333-333333333333';
const ENQUIRY = enquiry({ _id: E, my_side: 'venue' });
const VENUE = venueDetail({ spaces: [space({ _id: SPACE })] });
const OFFER = offer({
  _id: O,
  enquiry_id: E,
  space: { _id: SPACE, name: 'Loft Room' },
  lines: [{ description: 'Loft Room, hire per hour', quantity: 3, unit_amount_minor: 8000, amount_minor: 24000 }],
  subtotal_minor: 24000,
  taxes: [{ name: 'GST', rate_percent: 9, inclusive: false, amount_minor: 2160 }],
  total_minor: 26160,
  refund_schedule: [
    { deadline: '2031-01-31T01:00:00.000Z', percent: 100, refund_minor: 26160 },
    { deadline: '2031-02-23T01:00:00.000Z', percent: 50, refund_minor: 13080 },
  ],
});

beforeEach(() => {
  // The pay pages ask how the site takes payments: here the built-in test provider's card form.
  api.current.routes.set('GET /api/v1/payments/settings', () => ({ status: 200, body: { data: { provider: 'test', publishable_key: null } } }));
  api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: ENQUIRY } }));
  api.current.routes.set('GET /api/v1/venues/the-loft', () => ({ status: 200, body: { data: VENUE } }));
  api.current.routes.set(`GET /api/v1/offers/${O}`, () => ({ status: 200, body: { data: OFFER } }));
});
afterEach(() => act(() => session.clear()));

const signInAs = (role: Role) => act(() => session.setUser(testUser({ _id: 'u1', role: [role], assigned_roles: 'NO_ROLES_ASSIGNED' })));

test('a new offer starts from the enquiry and the listed price; it sends instants in the venue’s zone and minor units, and the server’s field error lands on its line', async () => {
  signInAs('VENUE_OWNER');
  const user = userEvent.setup();
  api.current.routes.set(`POST /api/v1/enquiries/${E}/offers`, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'lines.1.unit_amount_minor: Price is too large', details: { fields: [{ field: 'lines.1.unit_amount_minor', message: 'Price is too large' }] } } },
  }));
  renderAt(`/sg/enquiries/${E}/custom-offer`, '/:country/enquiries/:enquiry/custom-offer', <OfferFormPage />);
  expect(await screen.findByRole('heading', { name: 'Custom offer for Una User' })).toBeInTheDocument();
  expect(screen.getByLabelText('Date')).toHaveValue('2031-03-02');
  expect(screen.getByLabelText('Date').closest('.ant-picker')).not.toBeNull();
  expect(screen.getByRole('combobox', { name: 'Space' }).closest('.ant-select')).not.toBeNull();
  expect(screen.getByLabelText('Line 1')).toHaveValue('Loft Room, hire per hour');
  expect(screen.getByText(/Subtotal SGD\s240\.00/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  await pasteInto(user, screen.getByLabelText('Line 2'), 'Coffee');
  await user.clear(screen.getAllByLabelText('Quantity')[1]!);
  await user.type(screen.getAllByLabelText('Quantity')[1]!, '12');
  await user.type(screen.getAllByLabelText('Unit price')[1]!, '8.5');
  await waitFor(() => expect(screen.getByText(/Subtotal SGD\s342\.00/)).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /Send offer$/ }));

  expect(await screen.findByText('Price is too large')).toBeInTheDocument();
  const body = api.current.seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    space_id: SPACE,
    start_at: '2031-03-02T09:00:00+08:00',
    end_at: '2031-03-02T12:00:00+08:00',
    guests: 12,
    lines: [
      { description: 'Loft Room, hire per hour', quantity: 3, unit_amount_minor: 8000 },
      { description: 'Coffee', quantity: 12, unit_amount_minor: 850 },
    ],
  });
  expect(body).not.toHaveProperty('total_minor');
  expect(screen.getAllByLabelText('Unit price')[1]).toHaveAttribute('aria-invalid', 'true');
}, 180_000);

test('an offer with nothing to pay is refused before it is sent, saying why', async () => {
  signInAs('VENUE_OWNER');
  const user = userEvent.setup();
  renderAt(`/sg/enquiries/${E}/custom-offer`, '/:country/enquiries/:enquiry/custom-offer', <OfferFormPage />);
  await screen.findByRole('heading', { name: 'Custom offer for Una User' });
  await user.clear(screen.getByLabelText('Unit price'));
  await user.type(screen.getByLabelText('Unit price'), '0');
  await user.click(screen.getByRole('button', { name: /Send offer$/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The total must be more than zero: give at least one line a price');
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a team member who may not send offers is told so instead of a form', async () => {
  act(() => session.setUser(testUser({ _id: 'u2', role: ['VENUE_LISTER'], assigned_roles: 4 })));
  renderAt(`/sg/enquiries/${E}/custom-offer`, '/:country/enquiries/:enquiry/custom-offer', <OfferFormPage />);
  expect(await screen.findByText('Only the venue’s owners and admins send offers.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
});

test('the customer accepts and pays on the offer’s one page: one consent, the card typed as on a phone, a decline takes the focus, then another card pays', async () => {
  signInAs('USER');
  const P = '44444444-4444-4444-8444-444444444444';
  api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: { ...ENQUIRY, my_side: 'customer' } } }));
  api.current.routes.set(`POST /api/v1/offers/${O}/accept`, () => ({ status: 200, body: { data: { ...OFFER, status: 'accepted' } } }));
  api.current.routes.set(`POST /api/v1/offers/${O}/checkout`, () => ({ status: 201, body: { data: { payment_id: P, provider: 'test', status: 'requires_payment', checkout_url: null, client_secret: null } } }));
  const declined = payment({ _id: P, status: 'failed', card_last4: '0002', failure_code: 'card_declined', failure_message: 'Your card was declined. Try another card, or ask your bank why.' });
  let answer = declined;
  api.current.routes.set(`POST /api/v1/payments/${P}/confirm`, () => ({ status: 200, body: { data: answer } }));
  const user = userEvent.setup();
  renderAt(`/sg/enquiries/${E}/view-offer/${O}`, '/:country/enquiries/:enquiry/view-offer/:offer', <ViewOfferPage />);
  expect(await screen.findByRole('heading', { name: 'Accept and pay' })).toBeInTheDocument();
  // The booking, the price and the refund schedule once, beside the card.
  expect(screen.getAllByText(/^100%: SGD\s261\.60$/)).toHaveLength(1);
  expect(screen.getByText('GST 9%')).toBeInTheDocument();
  expect(screen.queryByText('Version')).not.toBeInTheDocument();
  expect(await screen.findAllByRole('button', { name: /Accept and pay/ })).toHaveLength(1);
  const number = screen.getByLabelText('Card number');
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  expect(number).toHaveAttribute('inputmode', 'numeric');
  expect(number).toHaveAttribute('autocomplete', 'cc-number');
  expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
  expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');

  await user.type(number, '4000000000000002');
  expect(number).toHaveValue('4000 0000 0000 0002');
  await user.type(expiry, '1234');
  expect(expiry).toHaveValue('12/34');
  await user.type(expiry, '{Backspace}{Backspace}{Backspace}');
  expect(expiry).toHaveValue('1');
  await user.type(expiry, '234');
  await user.type(screen.getByLabelText('Security code'), '123');
  const pay = screen.getByRole('button', { name: /^Accept and pay SGD\s261\.60$/ });
  await user.click(pay);
  expect(await screen.findByText('Tick the box to agree before paying.')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }));
  await user.click(pay);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/Your card was declined/);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/v1/offers/${O}/accept`, `/api/v1/offers/${O}/checkout`, `/api/v1/payments/${P}/confirm`]);
  expect(api.current.seen.find((r) => r.path.endsWith('/confirm'))?.body).toEqual({ card_number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' });

  answer = payment({ _id: P, status: 'succeeded', card_last4: '4242', booking_id: 'b1' });
  await user.clear(number);
  await user.type(number, '4242424242424242');
  await user.click(screen.getByRole('button', { name: /^Pay SGD\s261\.60$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}/sucess-payment?payment=${P}`));
  expect(api.current.seen.filter((r) => r.path.endsWith('/accept'))).toHaveLength(1);
}, 180_000);

test('an offer past its hold (not yet marked expired) is refused before any payment detail is asked', async () => {
  signInAs('USER');
  api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: { ...ENQUIRY, my_side: 'customer' } } }));
  api.current.routes.set(`GET /api/v1/offers/${O}`, () => ({ status: 200, body: { data: { ...OFFER, status: 'accepted', expires_at: '2020-01-01T00:00:00.000Z' } } }));
  renderAt(`/sg/enquiries/${E}/view-offer/${O}`, '/:country/enquiries/:enquiry/view-offer/:offer', <ViewOfferPage />);
  expect(await screen.findByText('This offer has expired')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay SGD/ })).not.toBeInTheDocument();
  expect(api.current.seen.some((r) => r.method === 'POST')).toBe(false);
});

test('an instant booking’s checkout: the booking, the terms and the consent beside the card, and a way back to the venue, not to a conversation', async () => {
  signInAs('USER');
  const P = '55555555-5555-4555-8555-555555555555';
  api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: { ...ENQUIRY, my_side: 'customer' } } }));
  api.current.routes.set(`GET /api/v1/offers/${O}`, () => ({ status: 200, body: { data: { ...OFFER, status: 'accepted', instant: true } } }));
  api.current.routes.set(`POST /api/v1/offers/${O}/checkout`, () => ({ status: 201, body: { data: { payment_id: P, provider: 'test', status: 'requires_payment', checkout_url: null, client_secret: null } } }));
  api.current.routes.set(`POST /api/v1/payments/${P}/confirm`, () => ({ status: 200, body: { data: payment({ _id: P, status: 'succeeded', card_last4: '4242', booking_id: 'b1' }) } }));
  const user = userEvent.setup();
  renderAt(`/sg/enquiries/${E}/view-offer/${O}`, '/:country/enquiries/:enquiry/view-offer/:offer', <ViewOfferPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Book and pay' })).toBeInTheDocument();
  expect(screen.getByText(/^Instant booking at /)).toBeInTheDocument();
  expect(screen.getByText('Loft Room')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Refund schedule' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `‹ Back to ${OFFER.venue.name}` })).toHaveAttribute('href', `/${ENQUIRY.venue.country}/venues/${ENQUIRY.venue.slug}`);
  expect(screen.queryByRole('link', { name: /Back to the conversation/ })).not.toBeInTheDocument();

  await pasteInto(user, await screen.findByLabelText('Card number'), '4242424242424242');
  await pasteInto(user, screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await pasteInto(user, screen.getByLabelText('Security code'), '123');
  const pay = await screen.findByRole('button', { name: /^Pay SGD\s261\.60$/ });
  await user.click(pay);
  // Its customer has agreed to nothing yet: the consent is asked here.
  expect(await screen.findByText('Tick the box to agree before paying.')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the venue’s cancellation policy/ }));
  await user.click(pay);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}/sucess-payment?payment=${P}`));
  expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/api/v1/offers/${O}/checkout`, `/api/v1/payments/${P}/confirm`]);
}, 60_000);

test('the venue sees the offer without a pay form; an updated offer says so instead of a version number', async () => {
  signInAs('VENUE_OWNER');
  api.current.routes.set(`GET /api/v1/offers/${O}`, () => ({ status: 200, body: { data: { ...OFFER, version: 2, supersedes_id: 'old' } } }));
  renderAt(`/sg/enquiries/${E}/view-offer/${O}`, '/:country/enquiries/:enquiry/view-offer/:offer', <ViewOfferPage />);
  expect(await screen.findByRole('heading', { name: /Offer to Una User/ })).toBeInTheDocument();
  expect(screen.getByText('Updated offer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the earlier offer' })).toBeInTheDocument();
  expect(screen.queryByText('Version')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});

test('update-offer starts from the current version and sends a new one with PATCH', async () => {
  signInAs('VENUE_OWNER');
  const user = userEvent.setup();
  api.current.routes.set(`PATCH /api/v1/offers/${O}`, () => ({ status: 201, body: { data: { ...OFFER, _id: 'new', version: 2 } } }));
  renderAt(`/sg/enquiries/${E}/update-offer/${O}`, '/:country/enquiries/:enquiry/update-offer/:offer', <OfferFormPage />);
  expect(await screen.findByRole('heading', { name: 'Change the offer for Una User' })).toBeInTheDocument();
  expect(screen.getByLabelText('Line 1')).toHaveValue('Loft Room, hire per hour');
  expect(screen.getByLabelText('Unit price')).toHaveValue('80.00');
  expect(screen.getByLabelText('Unit price').closest('.ant-input-number')).not.toBeNull();
  expect(screen.getByLabelText('Customer accepts by')).toHaveValue('2031-02-20');
  expect(screen.getByLabelText('At')).toHaveValue('18:00');
  await user.clear(screen.getByLabelText('Quantity'));
  await user.type(screen.getByLabelText('Quantity'), '4');
  await user.click(screen.getByRole('button', { name: /Send the new version$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}`));
  expect(api.current.seen.find((r) => r.method === 'PATCH')?.body).toMatchObject({ expires_at: '2031-02-20T18:00:00+08:00', lines: [{ quantity: 4, unit_amount_minor: 8000 }] });
});

test('request to book: the space’s listed price shows, a slot that ends before it starts is refused, and the request goes as instants in the venue’s zone', async () => {
  signInAs('USER');
  api.current.routes.set(`GET /api/v1/enquiries/${E}`, () => ({ status: 200, body: { data: { ...ENQUIRY, my_side: 'customer' } } }));
  api.current.routes.set(`POST /api/v1/enquiries/${E}/booking-requests`, () => ({ status: 201, body: { data: bookingRequest({ _id: 'r1', enquiry_id: E }) } }));
  const user = userEvent.setup();
  renderAt(`/sg/enquiries/${E}/request-to-book`, '/:country/enquiries/:enquiry/request-to-book', <RequestToBookPage />);
  expect(await screen.findByRole('heading', { name: 'Request to book at The Loft' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Space' }).closest('.ant-select')).toHaveTextContent('Loft Room');
  expect(screen.getByText(/SGD\s80\.00 per hour \(at least 2 hours\)/)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), '08:00{Enter}');
  await user.click(screen.getByRole('button', { name: /Send request$/ }));
  expect(await screen.findByText('End time must be after the start time')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toEqual([]);
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), '13:00{Enter}');
  await user.click(screen.getByRole('button', { name: /Send request$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/enquiries/${E}`));
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({ space_id: SPACE, start_at: '2031-03-02T09:00:00+08:00', end_at: '2031-03-02T13:00:00+08:00', guests: 12 });
}, 180_000);
