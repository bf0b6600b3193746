import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRefund, Page } from '@venues/contracts';
import RefundsPage from '../RefundsPage';
import { renderAt } from '@venues/mf-kit/testing';
import { ui } from '@venues/session';
import { ID, ok, refuse, signInAs, standInApi, writes } from '../../test/admin';

// The payments page against a local HTTP stand-in of the API: failed refunds with "Retry" for the
// roles that may retry, and the payments refunded because their slot was taken. Views and pages are
// addresses, drawn with antd (Tabs, Table, Pagination).

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
const openAt = (url: string) => renderAt(url, '/:country/payments/refunds', <RefundsPage />);
const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === REFUNDS).at(-1)!.query);

test('failed refunds by default, with Retry; "Refunded: slot taken" asks for those payments', async () => {
  const user = userEvent.setup();
  signInAs('sales');
  api.current.routes.set(`GET ${REFUNDS}`, (req) =>
    ok(page(req.query.get('reason') === 'slot_taken' ? [refund({ _id: ID.other, status: 'succeeded', reason: 'slot_taken', last_error: null, booking: null })] : [refund()]))(req),
  );
  api.current.routes.set(`POST ${REFUNDS}/${ID.review}/retry`, ok(refund({ status: 'succeeded' })));
  openAt('/sg/payments/refunds');
  const row = await screen.findByRole('row', { name: /BK-1A2B3C4D/ });
  expect(document.querySelector('.ant-table')).not.toBeNull();
  expect(document.querySelector('.ant-tabs')).not.toBeNull();
  expect(lastQuery()).toEqual({ status: 'failed', page: '1', limit: '20' });
  expect(screen.getByRole('tab', { name: 'Failed: needs a person' })).toHaveAttribute('aria-selected', 'true');
  await user.click(within(row).getByRole('button', { name: /^Retry the refund of SGD\s261\.60 to Una User$/ }));
  await waitFor(() => expect(writes(api.current).map((r) => r.path)).toEqual([`${REFUNDS}/${ID.review}/retry`]));
  await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: expect.stringMatching(/^Refund of SGD\s261\.60 paid back$/), color: 'success' }));

  await user.click(screen.getByRole('tab', { name: 'Refunded: slot taken' }));
  await waitFor(() => expect(lastQuery()).toEqual({ reason: 'slot_taken', page: '1', limit: '20' }));
  const taken = await screen.findByRole('row', { name: /Slot taken while paying/ });
  expect(within(taken).queryByRole('button', { name: /Retry/ })).toBeNull();
  expect(screen.getByText(/follow up with each customer/)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Refunded: slot taken' })).toHaveAttribute('aria-selected', 'true');
});

test('a refused retry and a refusal by the provider are told in the snackbar', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`GET ${REFUNDS}`, ok(page([refund()])));
  api.current.routes.set(`POST ${REFUNDS}/${ID.review}/retry`, ok(refund({ attempts: 4, last_error: 'Card expired' })));
  openAt('/sg/payments/refunds');
  await user.click(await screen.findByRole('button', { name: /Retry the refund/ }));
  await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: 'The provider refused it again: Card expired', color: 'warning' }));
  api.current.routes.set(`POST ${REFUNDS}/${ID.review}/retry`, refuse(409, 'CONFLICT', 'This refund is already being sent'));
  // The list reloads after a retry (the table's loading mask), then takes clicks again.
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  await user.click(await screen.findByRole('button', { name: /Retry the refund/ }));
  await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: 'This refund is already being sent', color: 'error' }));
});

test('pages are addresses that keep the view; an empty view says so', async () => {
  const user = userEvent.setup();
  signInAs('sales');
  api.current.routes.set(`GET ${REFUNDS}`, ok({ ...page([refund()]), page: 2, total: 45 }));
  const { unmount } = openAt('/sg/payments/refunds?status=succeeded&page=2');
  await screen.findByRole('row', { name: /BK-1A2B3C4D/ });
  expect(lastQuery()).toEqual({ status: 'succeeded', page: '2', limit: '20' });
  await user.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery()).toEqual({ status: 'succeeded', page: '3', limit: '20' }));
  unmount();
  api.current.routes.set(`GET ${REFUNDS}`, ok(page([])));
  openAt('/sg/payments/refunds?status=pending');
  expect(await screen.findByText('No refunds are being sent.')).toBeInTheDocument();
});

test('admin members do not see payments', async () => {
  signInAs('member');
  openAt('/sg/payments/refunds');
  expect(await screen.findByText('Your role cannot open the payments')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.path === REFUNDS)).toHaveLength(0);
});
