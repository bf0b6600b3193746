import { money } from '@venues/geo';
import { count } from './format';
import type { MonthRow } from './rows';

/** The monthly figures of one currency as a table: the charts' accessible alternative. */
export function MonthlyTable({ rows, currency, country }: { rows: MonthRow[]; currency: string; country: string }) {
  const m = (minor: number) => money(minor, currency, country);
  const total = (k: 'charges_minor' | 'refunds_minor' | 'payouts_due_minor' | 'bookings') => rows.reduce((t, r) => t + r[k], 0);
  return (
    <div className="sales-table-wrap" role="region" aria-label={`Monthly figures in ${currency}`} tabIndex={0}>
      <table className="sales-table">
        <caption>Monthly figures in {currency}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Refunds</th>
            <th scope="col">Payouts due</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row">{r.label}</th>
              <td>{m(r.charges_minor)}</td>
              <td>{m(r.refunds_minor)}</td>
              <td>{m(r.payouts_due_minor)}</td>
              <td>{count(r.bookings)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{m(total('charges_minor'))}</td>
            <td>{m(total('refunds_minor'))}</td>
            <td>{m(total('payouts_due_minor'))}</td>
            <td>{count(total('bookings'))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
