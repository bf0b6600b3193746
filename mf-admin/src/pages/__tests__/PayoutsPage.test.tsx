import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayoutRow, Page } from '@venues/contracts';
import { LocationProbe, renderAt } from '@venues/mf-kit/testing';
import PayoutsPage from '../PayoutsPage';
import { ID, ok, refuse, signInAs, standInApi } from '../../test/admin';

// The administrators' payouts page against a local HTTP stand-in of the API: one row per
// organisation (its venues, Stripe state, what Stripe needs, held and transferred per currency),
// pages as addresses, and only for the roles with payments.read (as GET /v1/admin/payouts).

const api = standInApi();
const PAYOUTS = '/api/v1/admin/payouts';
const row = (over: Partial<AdminPayoutRow> = {}): AdminPayoutRow => ({
  organization: { _id: ID.other, name: 'Lantern Events' },
  venues: [
    { _id: ID.venue, name: 'Lantern Loft', held: [{ currency: 'SGD', amount_minor: 26_160 }] },
    { _id: ID.review, name: 'Lantern Roof', held: [{ currency: 'MYR', amount_minor: 5000 }] },
  ],
  state: 'restricted',
  stripe_account_id: 'acct_1Lantern',
  currently_due: ['external_account', 'individual.dob.day'],
  held: [
    { currency: 'SGD', amount_minor: 26_160 },
    { currency: 'MYR', amount_minor: 5000 },
  ],
  transferred: [],
  refused_transfers: null,
  ...over,
});
const page = (data: AdminPayoutRow[], over: Partial<Page<AdminPayoutRow>> = {}): Page<AdminPayoutRow> => ({ data, page: 1, limit: 20, total: data.length, ...over });
const open = (url = '/sg/payments/payouts') =>
  renderAt(
    url,
    '/:country/payments/payouts',
    <>
      <PayoutsPage />
      <LocationProbe />
    </>,
  );
const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === PAYOUTS).at(-1)!.query);

test('one row per organisation: venues with what is held for each, state, what Stripe needs, held and transferred per currency', async () => {
  signInAs('sales');
  api.current.routes.set(
    `GET ${PAYOUTS}`,
    ok(page([row(), row({ organization: { _id: ID.my, name: 'Orchard Halls' }, venues: [{ _id: ID.sg, name: 'Orchard Hall', held: [] }], state: 'ready', currently_due: [], held: [], transferred: [{ currency: 'SGD', amount_minor: 90_000 }] })])),
  );
  open();
  const lantern = await screen.findByRole('row', { name: /Lantern Events/ });
  expect(document.querySelector('.ant-table')).not.toBeNull();
  expect(lastQuery()).toEqual({ page: '1', limit: '20' });
  expect(within(lantern).getByText(/Lantern Loft/).closest('li')).toHaveTextContent(/Lantern Loft — SGD\s261\.60 held/);
  expect(within(lantern).getByText(/Lantern Roof/).closest('li')).toHaveTextContent(/Lantern Roof — MYR\s50\.00 held/);
  expect(within(lantern).getByText('Restricted')).toBeInTheDocument();
  expect(lantern).toHaveTextContent('acct_1Lantern');
  expect(lantern).toHaveTextContent('external_account, individual.dob.day');
  expect(lantern).toHaveTextContent(/SGD\s261\.60/);
  expect(lantern).toHaveTextContent(/MYR\s50\.00/);
  const orchard = screen.getByRole('row', { name: /Orchard Halls/ });
  expect(within(orchard).getByText('Ready')).toBeInTheDocument();
  expect(orchard).toHaveTextContent(/SGD\s900\.00/);
  expect(orchard).not.toHaveTextContent(/held|refused/);
});

test('transfers Stripe refused are flagged with the latest reason', async () => {
  signInAs('full');
  api.current.routes.set(`GET ${PAYOUTS}`, ok(page([row({ state: 'ready', refused_transfers: { count: 2, last_error: 'Insufficient funds in Stripe account' } })])));
  open();
  const lantern = await screen.findByRole('row', { name: /Lantern Events/ });
  expect(within(lantern).getByText('2 transfers refused')).toBeInTheDocument();
  expect(lantern).toHaveTextContent('Insufficient funds in Stripe account');
});

test('pages are addresses; an empty list says so', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`GET ${PAYOUTS}`, ok(page([row()], { page: 2, total: 45 })));
  const { unmount } = open('/sg/payments/payouts?page=2');
  await screen.findByRole('row', { name: /Lantern Events/ });
  expect(lastQuery()).toEqual({ page: '2', limit: '20' });
  await user.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '3', limit: '20' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/sg/payments/payouts?page=3');
  unmount();
  api.current.routes.set(`GET ${PAYOUTS}`, ok(page([])));
  open();
  expect(await screen.findByText('No organisation has venues yet.')).toBeInTheDocument();
});

test('a failed load says why and tries again', async () => {
  const user = userEvent.setup();
  signInAs('sales');
  api.current.routes.set(`GET ${PAYOUTS}`, refuse(500, 'INTERNAL', 'Something broke'));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
  api.current.routes.set(`GET ${PAYOUTS}`, ok(page([row()])));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('row', { name: /Lantern Events/ })).toBeInTheDocument();
});

test('admin members do not see payouts, and nothing is asked', async () => {
  signInAs('member');
  open();
  expect(await screen.findByText('Your role cannot open the payouts')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.path === PAYOUTS)).toHaveLength(0);
});
