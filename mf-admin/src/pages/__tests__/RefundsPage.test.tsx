import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRefund, Page } from '@venues/contracts';
import RefundsPage from '../RefundsPage';
import { ID, ok, open, signInAs, standInApi, writes } from '../../test/admin';

// The payments page against a local HTTP stand-in of the API: failed refunds with "Retry" for the
// roles that may retry, and the payments refunded because their slot was taken.

const api = standInApi();
const REFUNDS = '/api/v1/admin/refunds';
const refund = (over: Partial<AdminRefund> = {}): AdminRefund => ({
  _id: ID.review,
  payment_id: ID.other,
  amount_minor: 26_160,
  tax_minor: 2160,
  currency: 'SGD',
  status: 'failed',
  reason: 'customer_cancelled',
  credit_note_number: null,
  created_at: '2031-03-01T00:00:00.000Z',
  attempts: 3,
  last_error: 'Card issuer unavailable',
  booking: { _id: ID.venue, reference: 'BK-1A2B3C4D', enquiry_id: ID.sg },
  venue: { _id: ID.venue, name: 'The Loft' },
  customer: { _id: ID.my, email: 'una@example.test', name: 'Una User' },
  updated_at: '2031-03-02T00:00:00.000Z',
  ...over,
});
const page = (data: AdminRefund[]): Page<AdminRefund> => ({ data, page: 1, limit: 20, total: data.length });
const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === REFUNDS).at(-1)!.query);

test('failed refunds by default, with Retry; "Refunded: slot taken" asks for those payments', async () => {
  const user = userEvent.setup();
  signInAs('sales');
  api.current.routes.set(`GET ${REFUNDS}`, (req) =>
    ok(page(req.query.get('reason') === 'slot_taken' ? [refund({ _id: ID.other, status: 'succeeded', reason: 'slot_taken', last_error: null, booking: null })] : [refund()]))(req),
  );
  api.current.routes.set(`POST ${REFUNDS}/${ID.review}/retry`, ok(refund({ status: 'succeeded' })));
  open('/sg/payments/refunds', '/:country/payments/refunds', <RefundsPage />);
  const row = await screen.findByRole('row', { name: /BK-1A2B3C4D/ });
  expect(lastQuery()).toEqual({ status: 'failed', page: '1', limit: '20' });
  await user.click(within(row).getByRole('button', { name: /Retry the refund/ }));
  await waitFor(() => expect(writes(api.current).map((r) => r.path)).toEqual([`${REFUNDS}/${ID.review}/retry`]));

  await user.click(screen.getByText('Refunded: slot taken'));
  await waitFor(() => expect(lastQuery()).toEqual({ reason: 'slot_taken', page: '1', limit: '20' }));
  const taken = await screen.findByRole('row', { name: /Slot taken while paying/ });
  expect(within(taken).queryByRole('button', { name: /Retry/ })).toBeNull();
  expect(screen.getByText(/follow up with each customer/)).toBeInTheDocument();
});

test('admin members do not see payments', async () => {
  signInAs('member');
  open('/sg/payments/refunds', '/:country/payments/refunds', <RefundsPage />);
  expect(await screen.findByText('Your role cannot open the payments')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.path === REFUNDS)).toHaveLength(0);
});
