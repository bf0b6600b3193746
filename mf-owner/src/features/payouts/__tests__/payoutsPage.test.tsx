import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerPayouts, PayoutAccount, PayoutItem, PayoutTransfer } from '@venues/contracts';
import { session, ui } from '@venues/session';
import { LocationProbe, renderAt, standInApi, testUser } from '@venues/mf-kit/testing';
import PayoutsPage from '../../../pages/PayoutsPage';
import { OWNER_PAGES } from '../../../components/OwnerLayout';
import { requirementLabel, requirementLabels } from '../labels';
import { leaveForStripe } from '../leaveForStripe';

// The payouts page against a local HTTP stand-in of the API (answers checked against the
// contracts): each account state, onboarding, the return from Stripe, and the two tables paged
// through the address. Only the browser's departure to Stripe is stood in for (jsdom cannot leave).

jest.mock('../leaveForStripe', () => ({ leaveForStripe: jest.fn() }));

const api = standInApi();
const PAYOUTS = '/api/v1/owner/payouts';
const ID = {
  transfer: '11111111-1111-4111-8111-111111111111',
  booking: '22222222-2222-4222-8222-222222222222',
  venue: '33333333-3333-4333-8333-333333333333',
  payment: '44444444-4444-4444-8444-444444444444',
  payout: '55555555-5555-4555-8555-555555555555',
};

const account = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  stripe_account_id: 'acct_1Venue',
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  currently_due: [],
  disabled_reason: null,
  updated_at: '2031-03-01T00:00:00.000Z',
  ...over,
});
const transfer = (over: Partial<PayoutTransfer> = {}): PayoutTransfer => ({
  _id: ID.transfer,
  booking_id: ID.booking,
  booking_reference: 'BK-1A2B3C4D',
  venue: { _id: ID.venue, name: 'Lantern Loft' },
  payment_id: ID.payment,
  status: 'paid',
  amount_minor: 90_000,
  reversed_minor: 10_000,
  currency: 'SGD',
  stripe_transfer_id: 'tr_1',
  transferred_at: '2031-03-02T00:00:00.000Z',
  created_at: '2031-03-01T00:00:00.000Z',
  ...over,
});
const payout = (over: Partial<PayoutItem> = {}): PayoutItem => ({
  _id: ID.payout,
  stripe_payout_id: 'po_1',
  status: 'failed',
  amount_minor: 80_000,
  currency: 'SGD',
  arrival_date: '2031-03-05T00:00:00.000Z',
  failure_code: 'account_closed',
  failure_message: 'The bank account has been closed',
  created_at: '2031-03-03T00:00:00.000Z',
  ...over,
});
const answer = (over: Partial<OwnerPayouts> = {}): OwnerPayouts => ({
  state: 'none',
  account: null,
  held: [],
  transfers: { data: [], total: 0 },
  payouts: { data: [], total: 0 },
  page: 1,
  limit: 20,
  ...over,
});
const ok = (data: unknown) => () => ({ status: 200, body: { data } });
const answerGet = (a: OwnerPayouts) => api.current.routes.set(`GET ${PAYOUTS}`, ok(a));
const asked = (method: string, path: string) => api.current.seen.filter((r) => r.method === method && r.path === path);
/** The page, with where the address is now under it. */
const open = (url = '/sg/payouts') =>
  renderAt(
    url,
    '/:country/payouts',
    <>
      <PayoutsPage />
      <LocationProbe />
    </>,
  );
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  act(() => session.setUser(testUser({ role: ['VENUE_OWNER'] })));
  jest.mocked(leaveForStripe).mockClear();
});
afterEach(() =>
  act(() => {
    session.clear();
    ui.closeSnackbar();
  }),
);

test('without Stripe on the server: an info Result, no button, no tables', async () => {
  answerGet(answer({ state: 'not_configured' }));
  open();
  expect(await screen.findByText('Payouts are not available on this site yet')).toBeInTheDocument();
  expect(screen.getByText(/needs Stripe to be configured on this server/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
});

test('not set up: what payouts are; the button asks for an onboarding link and sends the browser there', async () => {
  const user = userEvent.setup();
  answerGet(answer({ held: [{ currency: 'SGD', amount_minor: 26_160 }] }));
  api.current.routes.set(`POST ${PAYOUTS}/onboarding`, ok({ url: 'https://connect.stripe.com/setup/e/acct_1Venue/abc' }));
  open();
  expect(await screen.findByRole('heading', { name: 'Get paid for your bookings' })).toBeInTheDocument();
  // What is held before the account exists is still shown.
  expect(within(screen.getByRole('region', { name: 'Held for you' })).getByText(/SGD\s261\.60/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Set up payouts with Stripe' }));
  await waitFor(() => expect(leaveForStripe).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1Venue/abc'));
  expect(asked('POST', `${PAYOUTS}/onboarding`).map((r) => r.body)).toEqual([{ return_path: '/sg/payouts' }]);
});

test('a refused onboarding says why and leaves the button usable', async () => {
  const user = userEvent.setup();
  answerGet(answer());
  api.current.routes.set(`POST ${PAYOUTS}/onboarding`, () => ({ status: 503, body: { error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Stripe is not configured' } } }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Set up payouts with Stripe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Stripe is not configured');
  expect(leaveForStripe).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Set up payouts with Stripe' })).toBeEnabled();
});

test('onboarding and restricted: what Stripe still needs in words, why it is paused, and "Continue with Stripe"', async () => {
  answerGet(answer({ state: 'restricted', account: account({ details_submitted: true, currently_due: ['external_account', 'individual.dob.day', 'individual.dob.month', 'some.new_code'], disabled_reason: 'requirements.past_due' }) }));
  const { unmount } = open();
  const needs = await screen.findByRole('list', { name: 'What Stripe still needs' });
  expect(within(needs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bank account', 'Date of birth', 'some.new_code']);
  expect(screen.getByText('Payouts are paused')).toBeInTheDocument();
  expect(screen.getByText(/Stripe needs the details below/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue with Stripe' })).toBeInTheDocument();
  unmount();

  answerGet(answer({ state: 'onboarding', account: account({ currently_due: ['tos_acceptance.date'] }) }));
  open();
  expect(await screen.findByRole('heading', { name: /Finish setting up payouts/ })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Acceptance of Stripe’s terms');
  expect(screen.getByRole('button', { name: 'Continue with Stripe' })).toBeInTheDocument();
});

test('ready: charges and payouts enabled, the account id, the held money, transfers and payouts', async () => {
  answerGet(
    answer({
      state: 'ready',
      account: account({ charges_enabled: true, payouts_enabled: true, details_submitted: true }),
      held: [
        { currency: 'SGD', amount_minor: 5000 },
        { currency: 'MYR', amount_minor: 12_345 },
      ],
      transfers: { data: [transfer()], total: 1 },
      payouts: { data: [payout()], total: 1 },
    }),
  );
  open();
  expect(await screen.findByText('Charges enabled')).toBeInTheDocument();
  expect(screen.getByText('Payouts enabled')).toBeInTheDocument();
  expect(screen.getByText('acct_1Venue')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Stripe/ })).toBeNull();
  const held = screen.getByRole('region', { name: 'Held for you' });
  expect(within(held).getByText(/SGD\s50\.00/)).toBeInTheDocument();
  expect(within(held).getByText(/MYR\s123\.45/)).toBeInTheDocument();
  const t = within(screen.getByRole('region', { name: 'Transfers to your Stripe account' })).getByRole('row', { name: /BK-1A2B3C4D/ });
  expect(t).toHaveTextContent('Lantern Loft');
  expect(t).toHaveTextContent(/SGD\s900\.00/);
  expect(t).toHaveTextContent(/SGD\s100\.00/);
  expect(t).toHaveTextContent('Transferred');
  expect(t).toHaveTextContent('2 Mar 2031');
  const p = within(screen.getByRole('region', { name: 'Payouts to your bank' })).getByRole('row', { name: /SGD\s800\.00/ });
  expect(p).toHaveTextContent('Failed');
  expect(p).toHaveTextContent('5 Mar 2031');
  expect(p).toHaveTextContent('The bank account has been closed');
});

test('empty tables say so', async () => {
  answerGet(answer({ state: 'ready', account: account({ charges_enabled: true, payouts_enabled: true }) }));
  open();
  expect(await screen.findByText(/No transfers yet/)).toBeInTheDocument();
  expect(screen.getByText(/No payouts yet/)).toBeInTheDocument();
  expect(screen.getByText(/Nothing is held/)).toBeInTheDocument();
});

test('back from Stripe: one refresh, a message, the query taken out of the address, then the page', async () => {
  const ready = answer({ state: 'ready', account: account({ charges_enabled: true, payouts_enabled: true, details_submitted: true }) });
  api.current.routes.set(`POST ${PAYOUTS}/refresh`, ok(ready));
  answerGet(ready);
  open('/sg/payouts?onboarding=return&transfers_page=2');
  expect(await screen.findByText('Charges enabled')).toBeInTheDocument();
  expect(ui.snackbar).toEqual({ open: true, text: 'Your Stripe account is ready: payouts are on.', color: 'success' });
  expect(location()).toBe('/sg/payouts?transfers_page=2');
  expect(asked('POST', `${PAYOUTS}/refresh`)).toHaveLength(1);
  // The page loads after the refresh (not a request racing it).
  const order = api.current.seen.filter((r) => r.path.startsWith(PAYOUTS)).map((r) => `${r.method} ${r.path}`);
  expect(order[0]).toBe(`POST ${PAYOUTS}/refresh`);
  expect(order.slice(1).every((r) => r === `GET ${PAYOUTS}`)).toBe(true);
});

test('an expired link (`refresh`) still refreshes once and says to continue', async () => {
  const pending = answer({ state: 'onboarding', account: account({ currently_due: ['external_account'] }) });
  api.current.routes.set(`POST ${PAYOUTS}/refresh`, ok(pending));
  answerGet(pending);
  open('/sg/payouts?onboarding=refresh');
  expect(await screen.findByRole('button', { name: 'Continue with Stripe' })).toBeInTheDocument();
  expect(ui.snackbar).toMatchObject({ open: true, text: expect.stringContaining('The Stripe link expired'), color: 'info' });
  expect(location()).toBe('/sg/payouts');
  expect(asked('POST', `${PAYOUTS}/refresh`)).toHaveLength(1);
});

test('no refresh without the query', async () => {
  answerGet(answer());
  open();
  await screen.findByRole('button', { name: 'Set up payouts with Stripe' });
  expect(asked('POST', `${PAYOUTS}/refresh`)).toHaveLength(0);
});

test('each table pages through the address; the API is asked for each table’s page', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET ${PAYOUTS}`, (req) => {
    const page = Number(req.query.get('page') ?? 1);
    return ok(
      answer({
        state: 'ready',
        account: account({ charges_enabled: true, payouts_enabled: true }),
        transfers: { data: [transfer({ booking_reference: `BK-PAGE${page}` })], total: 45 },
        payouts: { data: [payout({ amount_minor: page * 100 })], total: 45 },
        page,
      }),
    )();
  });
  open('/sg/payouts');
  const transfers = await screen.findByRole('region', { name: 'Transfers to your Stripe account' });
  await within(transfers).findByRole('row', { name: /BK-PAGE1/ });
  await user.click(within(transfers).getByTitle('2'));
  await waitFor(() => expect(location()).toBe('/sg/payouts?transfers_page=2'));
  expect(await within(transfers).findByRole('row', { name: /BK-PAGE2/ })).toBeInTheDocument();
  // The payouts stay on their own first page.
  const payouts = screen.getByRole('region', { name: 'Payouts to your bank' });
  expect(within(payouts).getByRole('row', { name: /SGD\s1\.00/ })).toBeInTheDocument();
  const pages = api.current.seen.filter((r) => r.method === 'GET' && r.path === PAYOUTS).map((r) => Object.fromEntries(r.query));
  expect(pages).toContainEqual({ page: '2', limit: '20' });
  expect(pages).toContainEqual({ page: '1', limit: '20' });

  await user.click(within(payouts).getByTitle('3'));
  await waitFor(() => expect(location()).toBe('/sg/payouts?transfers_page=2&payouts_page=3'));
  expect(await within(payouts).findByRole('row', { name: /SGD\s3\.00/ })).toBeInTheDocument();
  expect(within(transfers).getByRole('row', { name: /BK-PAGE2/ })).toBeInTheDocument();
});

test('a failed load says why and tries again', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET ${PAYOUTS}`, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } }));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
  answerGet(answer());
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Set up payouts with Stripe' })).toBeInTheDocument();
});

test('the owner area’s navigation has Payouts (the shell keeps venue members out of the area)', () => {
  expect(OWNER_PAGES.map((p) => p.path)).toContain('payouts');
});

test('Stripe’s codes in words, unknown ones as written', () => {
  expect(requirementLabel('external_account')).toBe('Bank account');
  expect(requirementLabel('company.address.city')).toBe('Company: address');
  expect(requirementLabel('person_abc.verification.document')).toBe('Another person: identity document');
  expect(requirementLabel('brand_new.requirement')).toBe('brand_new.requirement');
  expect(requirementLabels(['individual.dob.day', 'individual.dob.month', 'individual.dob.year'])).toEqual(['Date of birth']);
});
