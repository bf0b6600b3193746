import type { ReactNode } from 'react';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Table, { type TableProps } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { CANCELLATION_POLICIES, type CustomOffer } from '@venues/contracts';
import { eventWhen, venueTime } from '../../lib/format';
import { money } from '@venues/geo';

/** What a price table shows: an offer's, a booking's or an extra charge's lines and totals. */
export type Priced = Pick<CustomOffer, 'lines' | 'taxes' | 'subtotal_minor' | 'total_minor' | 'currency'>;
/** What a refund schedule shows (an offer or a booking). */
export type WithSchedule = Pick<CustomOffer, 'cancellation_policy' | 'refund_schedule' | 'currency'> & { venue: { time_zone: string } };

/** Price lines, subtotal, each tax and the total, as the server computed them (antd Table). */
export function PriceTable({ offer, country }: { offer: Priced; country: string }) {
  const m = (minor: number) => money(minor, offer.currency, country);
  const rows = offer.lines.map((l, i) => ({ key: i, ...l }));
  const columns: TableProps<(typeof rows)[number]>['columns'] = [
    { title: 'Item', dataIndex: 'description' },
    { title: 'Qty', dataIndex: 'quantity' },
    { title: 'Price', dataIndex: 'unit_amount_minor', render: (v: number) => m(v) },
    { title: 'Amount', dataIndex: 'amount_minor', render: (v: number) => m(v) },
  ];
  return (
    <section aria-label="Price">
      <Table
        className="enq-price"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                Subtotal
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{m(offer.subtotal_minor)}</Table.Summary.Cell>
            </Table.Summary.Row>
            {offer.taxes.map((t) => (
              <Table.Summary.Row key={t.name}>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t.name} {t.rate_percent}%{t.inclusive ? ' (included)' : ''}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{m(t.amount_minor)}</Table.Summary.Cell>
              </Table.Summary.Row>
            ))}
            <Table.Summary.Row className="enq-total">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>
                <strong>{m(offer.total_minor)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
    </section>
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
    <section aria-label="Refund schedule">
      <Typography.Paragraph>
        {policy ? `${policy.label} cancellation policy.` : 'The venue’s cancellation policy.'} Times are the venue’s ({offer.venue.time_zone}).
      </Typography.Paragraph>
      <Table
        className="enq-schedule"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'If you cancel', dataIndex: 'when' },
          { title: 'You get back', dataIndex: 'refund' },
        ]}
      />
    </section>
  );
}

/** A titled box (antd small Card). */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" className="enq-panel" title={<h2 className="enq-card-title">{title}</h2>} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

/** Label and value pairs (antd Descriptions in one column). */
export function Facts({ items }: { items: [label: ReactNode, value: ReactNode][] }) {
  return <Descriptions className="enq-facts" size="small" column={1} items={items.map(([label, children], i) => ({ key: i, label, children }))} />;
}

/** The customer's last look at an offer: what and when, the price, and what cancelling would refund. */
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
