import type { ReactNode } from 'react';
import { CANCELLATION_POLICIES, type CustomOffer } from '@venues/contracts';
import { eventWhen, money, venueTime } from '../../lib/format';

/** What a price table shows: an offer's, a booking's or an extra charge's lines and totals. */
export type Priced = Pick<CustomOffer, 'lines' | 'taxes' | 'subtotal_minor' | 'total_minor' | 'currency'>;
/** What a refund schedule shows (an offer or a booking). */
export type WithSchedule = Pick<CustomOffer, 'cancellation_policy' | 'refund_schedule' | 'currency'> & { venue: { time_zone: string } };

/** Price lines, subtotal, each tax and the total, as the server computed them. */
export function PriceTable({ offer, country }: { offer: Priced; country: string }) {
  const m = (minor: number) => money(minor, offer.currency, country);
  return (
    <table className="enq-price">
      <caption className="enq-visually-hidden">Price</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {offer.lines.map((l, i) => (
          <tr key={i}>
            <td>{l.description}</td>
            <td>{l.quantity}</td>
            <td>{m(l.unit_amount_minor)}</td>
            <td>{m(l.amount_minor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td>{m(offer.subtotal_minor)}</td>
        </tr>
        {offer.taxes.map((t) => (
          <tr key={t.name}>
            <th scope="row" colSpan={3}>
              {t.name} {t.rate_percent}%{t.inclusive ? ' (included)' : ''}
            </th>
            <td>{m(t.amount_minor)}</td>
          </tr>
        ))}
        <tr className="enq-total">
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{m(offer.total_minor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * What cancelling would refund under the venue's policy: one row per deadline (in the venue's time),
 * then "after that: no refund". The server computes the amounts (GET /offers/{id} refund_schedule).
 */
export function RefundSchedule({ offer, country }: { offer: WithSchedule; country: string }) {
  const policy = CANCELLATION_POLICIES.find((p) => p.id === offer.cancellation_policy);
  const rows = [
    ...offer.refund_schedule.map((s) => ({
      key: s.deadline,
      when: `Cancel before ${venueTime(s.deadline, offer.venue.time_zone)}${Date.parse(s.deadline) <= Date.now() ? ' (passed)' : ''}`,
      refund: `${s.percent}%: ${money(s.refund_minor, offer.currency, country)}`,
    })),
    { key: 'after', when: offer.refund_schedule.length ? 'After that' : 'Any time', refund: 'No refund' },
  ];
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        {policy ? `${policy.label} cancellation policy.` : 'The venue’s cancellation policy.'} Times are the venue’s ({offer.venue.time_zone}).
      </p>
      <table className="enq-price enq-schedule" aria-label="Refund schedule">
        <thead>
          <tr>
            <th scope="col">If you cancel</th>
            <th scope="col">You get back</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.when}</td>
              <td>{r.refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** antd's small Card without antd: a titled box (plain.css). */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ui-card ui-card--small enq-panel">
      <h2 className="enq-card-title">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs (antd's Descriptions in one column), drawn as a definition list. */
export function Facts({ items }: { items: [label: ReactNode, value: ReactNode][] }) {
  return (
    <dl className="enq-facts">
      {items.map(([label, value], i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's last look at an offer: what and when, the price, and what cancelling would refund. Plain (plain.css). */
export function OfferOverview({ offer: o, country, deadlineLabel }: { offer: CustomOffer; country: string; deadlineLabel: string }) {
  return (
    <>
      <Panel title={o.venue.name}>
        <Facts
          items={[
            ['Space', o.space.name],
            ['When', eventWhen(o.start_at, o.end_at, o.venue.time_zone)],
            ['Guests', o.guests],
            [deadlineLabel, venueTime(o.expires_at, o.venue.time_zone)],
          ]}
        />
      </Panel>
      <Panel title="Price">
        <PriceTable offer={o} country={country} />
      </Panel>
      <Panel title="Cancellation and refunds">
        <RefundSchedule offer={o} country={country} />
      </Panel>
    </>
  );
}
