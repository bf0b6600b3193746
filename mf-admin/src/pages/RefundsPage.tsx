import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { AdminRefund, RefundReason, RefundStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { currencyInfo, formatMoney, localeForCountry } from '@venues/geo';
import { Pagination, Skeleton, useCountry, useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';

const STATUS_LABEL: Record<RefundStatus, string> = { failed: 'Failed: needs a person', pending: 'Being sent', succeeded: 'Paid back' };
const REASON_LABEL: Record<string, string> = {
  customer_cancelled: 'Customer cancelled',
  venue_cancelled: 'Venue cancelled',
  slot_taken: 'Slot taken while paying',
  admin_cancelled: 'Cancelled by the marketplace',
};
/** The payments refunded because their slot was taken while the customer paid (docs/admin.md). */
const SLOT_TAKEN = 'slot_taken' satisfies RefundReason;
type View = RefundStatus | typeof SLOT_TAKEN;
const VIEWS: View[] = ['failed', SLOT_TAKEN, 'succeeded', 'pending'];
const VIEW_LABEL: Record<View, string> = { ...STATUS_LABEL, slot_taken: 'Refunded: slot taken' };
const EMPTY: Record<View, string> = {
  failed: 'No failed refunds: nothing needs a person.',
  slot_taken: 'No payment was refunded because its slot was taken.',
  succeeded: 'No refunds paid back yet.',
  pending: 'No refunds are being sent.',
};
const COLUMNS = ['Booking', 'Venue', 'Customer', 'Amount', 'Why', 'Attempts', 'Status'];
const PAGE = 20;

/** A view's query in the address: the failed refunds have none (the page's first view). */
const queryOf = (v: View): string => (v === 'failed' ? '' : v === SLOT_TAKEN ? `?reason=${SLOT_TAKEN}` : `?status=${v}`);

/**
 * /:country/payments/refunds (administrators with payments.read): failed refunds (the provider refused
 * them on every attempt) need a person: "Retry" sends one again after the cause is fixed (the card
 * issuer, the provider's account). "Refunded: slot taken" lists the payments refunded because their
 * slot was taken while the customer paid (every status of that reason), so a person can follow up.
 * Views and pages are addresses. Drawn without antd (plain.css).
 */
function RefundsPage() {
  const country = useCountry();
  const canRead = useAdminCan('payments.read');
  const canRetry = useAdminCan('payments.retry');
  const [search] = useSearchParams();
  const pageHref = usePageHref();
  const asked = search.get('reason') === SLOT_TAKEN ? SLOT_TAKEN : search.get('status');
  const view: View = (VIEWS as readonly (string | null)[]).includes(asked) ? (asked as View) : 'failed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [busy, setBusy] = useState<string | null>(null);
  const query = view === SLOT_TAKEN ? { reason: SLOT_TAKEN } : { status: view };
  const list = useData(() => bookingsApi.adminRefunds({ ...query, page, limit: PAGE }), [view, page], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="payments.read" what="the payments" />;
  const money = (r: AdminRefund) => formatMoney(r.amount_minor / 10 ** (currencyInfo(r.currency)?.decimal_digits ?? 2), r.currency, localeForCountry(country));

  async function retry(r: AdminRefund) {
    setBusy(r._id);
    try {
      const out = await bookingsApi.retryRefund(r._id);
      if (out.status === 'succeeded') ui.showSnackbar(`Refund of ${money(out)} paid back`, 'success');
      else ui.showSnackbar(`The provider refused it again: ${out.last_error ?? 'no reason given'}`, 'warning');
    } catch (e) {
      ui.showSnackbar(toApiError(e).message, 'error');
    } finally {
      setBusy(null);
      list.reload();
    }
  }

  return (
    <AdminPage
      title="Refunds"
      subtitle={
        view === SLOT_TAKEN
          ? 'Payments refunded because their slot was taken while the customer paid: follow up with each customer.'
          : 'Refunds the payment provider refused on every attempt need a person: fix the cause, then retry.'
      }
    >
      <nav aria-label="Which refunds">
        <ul className="ui-tabs">
          {VIEWS.map((v) => (
            <li key={v}>
              <Link to={`/${country}/payments/refunds${queryOf(v)}`} aria-current={v === view ? 'page' : undefined}>
                {VIEW_LABEL[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.status === 'error' && <LoadError title="The refunds could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the refunds" />
      )}
      {list.data &&
        list.status !== 'error' &&
        (list.data.data.length === 0 ? (
          <div className="ui-empty">
            <p>{EMPTY[view]}</p>
          </div>
        ) : (
          <>
            <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={VIEW_LABEL[view]}>
              <table className="ui-table" style={{ minWidth: 900 }} aria-busy={list.status === 'loading' || undefined}>
                <caption className="ui-visually-hidden">{VIEW_LABEL[view]}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col" className={c === 'Amount' || c === 'Attempts' ? 'ui-table__num' : undefined}>
                        {c}
                      </th>
                    ))}
                    {canRetry && <th scope="col">Action</th>}
                  </tr>
                </thead>
                <tbody className={list.status === 'loading' ? 'adm-stale' : undefined}>
                  {list.data.data.map((r) => (
                    <tr key={r._id}>
                      <td>{r.booking?.reference ?? 'Not booked'}</td>
                      <td>{r.venue.name}</td>
                      <td>
                        {r.customer.name} ({r.customer.email})
                      </td>
                      <td className="ui-table__num">{money(r)}</td>
                      <td>{REASON_LABEL[r.reason] ?? r.reason}</td>
                      <td className="ui-table__num">{r.attempts}</td>
                      <td>
                        <span className="adm-tag">{STATUS_LABEL[r.status]}</span>
                        {r.last_error && r.status !== 'succeeded' && <div className="adm-small">{r.last_error}</div>}
                        {r.credit_note_number && <div className="adm-small">Credit note {r.credit_note_number}</div>}
                      </td>
                      {canRetry && (
                        <td>
                          {r.status === 'failed' && (
                            <button type="button" className="ui-button ui-button--small" disabled={busy === r._id} aria-busy={busy === r._id || undefined} onClick={() => void retry(r)}>
                              {busy === r._id && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
                              Retry<span className="ui-visually-hidden"> the refund of {money(r)} to {r.customer.name}</span>
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={list.data.total} limit={PAGE} hrefFor={pageHref} label="Pages of refunds" />
          </>
        ))}
    </AdminPage>
  );
}

export default observer(RefundsPage);
