import { Card, Descriptions, Table, Typography } from 'antd';
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
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {policy ? `${policy.label} cancellation policy.` : 'The venue’s cancellation policy.'} Times are the venue’s ({offer.venue.time_zone}).
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: 'If you cancel', dataIndex: 'when' },
          { title: 'You get back', dataIndex: 'refund' },
        ]}
        aria-label="Refund schedule"
      />
    </div>
  );
}

/** The customer's last look at an offer: what and when, the price, and what cancelling would refund. */
export function OfferOverview({ offer: o, country, deadlineLabel }: { offer: CustomOffer; country: string; deadlineLabel: string }) {
  return (
    <>
      <Card size="small" title={o.venue.name} style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Space">{o.space.name}</Descriptions.Item>
          <Descriptions.Item label="When">{eventWhen(o.start_at, o.end_at, o.venue.time_zone)}</Descriptions.Item>
          <Descriptions.Item label="Guests">{o.guests}</Descriptions.Item>
          <Descriptions.Item label={deadlineLabel}>{venueTime(o.expires_at, o.venue.time_zone)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Price" style={{ marginBottom: 16 }}>
        <PriceTable offer={o} country={country} />
      </Card>
      <Card size="small" title="Cancellation and refunds" style={{ marginBottom: 16 }}>
        <RefundSchedule offer={o} country={country} />
      </Card>
    </>
  );
}
