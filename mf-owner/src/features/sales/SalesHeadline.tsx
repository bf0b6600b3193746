import type { ReactNode } from 'react';
import type { SalesFigures, SalesReport } from '@venues/contracts';
import { currencyInfo, money } from '@venues/geo';
import { count, duration, hours, percent, ratio } from './format';
import { figuresIn } from './rows';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="sales-stat">
      <dt>{label}</dt>
      <dd>
        <span className="sales-stat__value">{value}</span>
        {hint && <span className="sales-stat__hint">{hint}</span>}
      </dd>
    </div>
  );
}

function MoneyFigures({ f, country }: { f: SalesFigures; country: string }) {
  const m = (minor: number) => money(minor, f.currency, country);
  return (
    <section className="sales-currency" aria-labelledby={`sales-cur-${f.currency}`}>
      <h3 id={`sales-cur-${f.currency}`}>
        {f.currency} <span className="own-muted">{currencyInfo(f.currency)?.name}</span>
      </h3>
      <dl className="sales-stats">
        <Stat label="Revenue" value={m(f.charges_minor)} hint="What customers paid, tax included" />
        <Stat label="Refunds" value={m(f.refunds_minor)} hint="Paid back to customers" />
        <Stat label="Platform fees" value={m(f.fees_minor)} hint="Less the part returned with refunds" />
        <Stat label="Taxes" value={m(f.taxes_minor)} hint="Inside the revenue, less refunded tax" />
        <Stat label="Payouts due" value={m(f.payouts_due_minor)} hint="Revenue less refunds and fees" />
        <Stat label="Bookings" value={count(f.bookings)} hint="Paid in the window" />
      </dl>
    </section>
  );
}

/** The window's headline figures: money per currency (never added across currencies), then occupancy and conversion. */
export function SalesHeadline({ report, country }: { report: SalesReport; country: string }) {
  const { occupancy: o, conversion: c } = report;
  return (
    <section className="sales-section" aria-labelledby="sales-headline">
      <h2 id="sales-headline">Summary</h2>
      {report.currencies.map((cur) => (
        <MoneyFigures key={cur} f={figuresIn(report.totals, cur)} country={country} />
      ))}
      <dl className="sales-stats">
        <Stat label="Occupancy" value={percent(o.rate)} hint={o.rate === null ? 'No opening hours in this window' : `${hours(o.booked_hours)} booked of ${hours(o.open_hours)} open`} />
        <Stat
          label="Enquiries → offers → bookings"
          value={`${count(c.enquiries)} → ${count(c.offers)} → ${count(c.bookings)}`}
          hint={c.enquiries ? `${percent(ratio(c.offers, c.enquiries))} got an offer, ${percent(ratio(c.bookings, c.enquiries))} booked` : 'No enquiries in this window'}
        />
        <Stat
          label="Median first reply"
          value={c.median_first_response_minutes === null ? 'No replies yet' : duration(c.median_first_response_minutes)}
          hint={`${count(c.responded)} of ${count(c.enquiries)} enquiries answered`}
        />
      </dl>
    </section>
  );
}
