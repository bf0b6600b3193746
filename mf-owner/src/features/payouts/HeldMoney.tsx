import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import type { MoneyAmount } from '@venues/contracts';
import { money } from '@venues/geo';

/** The venues' share of paid bookings not transferred yet, one line per currency. */
export function HeldMoney({ held, country }: { held: readonly MoneyAmount[]; country: string }) {
  return (
    <section aria-labelledby="payouts-held" className="payouts-card">
      <Typography.Title level={2} id="payouts-held" style={{ fontSize: 18 }}>
        Held for you
      </Typography.Title>
      {held.length === 0 ? (
        <Typography.Paragraph type="secondary">Nothing is held: every share of a paid booking has been transferred.</Typography.Paragraph>
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={held.map((h) => ({ key: h.currency, label: h.currency, children: money(h.amount_minor, h.currency, country) }))}
        />
      )}
    </section>
  );
}
