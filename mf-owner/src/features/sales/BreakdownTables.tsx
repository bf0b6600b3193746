import { Link } from 'react-router-dom';
import type { SalesFigures, SalesOccupancy, SalesReport } from '@venues/contracts';
import { money } from '@venues/geo';
import { count, hours, percent, ratio } from './format';
import { spaceRows, venueRows } from './rows';

/** Revenue of each currency on its own line: amounts of different currencies are never added. */
function Revenue({ totals, country }: { totals: SalesFigures[]; country: string }) {
  if (!totals.length) return <span className="own-muted">None</span>;
  return (
    <ul className="sales-amounts">
      {totals.map((f) => (
        <li key={f.currency}>{money(f.charges_minor, f.currency, country)}</li>
      ))}
    </ul>
  );
}

const Occupancy = ({ o }: { o: SalesOccupancy }) => (
  <>
    {percent(o.rate)}
    {o.rate !== null && <span className="sales-cell-hint">{`${hours(o.booked_hours)} of ${hours(o.open_hours)}`}</span>}
  </>
);

function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="sales-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Each venue's figures, linking to that venue's own report for the same window. */
export function VenueTable({ report, country }: { report: SalesReport; country: string }) {
  return (
    <section className="sales-section" aria-labelledby="sales-venues">
      <h2 id="sales-venues">By venue</h2>
      <Scroll label="Sales by venue">
        <table className="sales-table">
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col">Revenue</th>
              <th scope="col">Bookings</th>
              <th scope="col">Occupancy</th>
              <th scope="col">Enquiries booked</th>
            </tr>
          </thead>
          <tbody>
            {venueRows(report).map((v) => (
              <tr key={v._id}>
                <th scope="row">
                  <Link to={`/${country}/venues/management/sales/${v._id}?from=${report.from}&to=${report.to}`}>{v.name}</Link>
                </th>
                <td>
                  <Revenue totals={v.totals} country={country} />
                </td>
                <td>{count(v.bookings)}</td>
                <td>
                  <Occupancy o={v.occupancy} />
                </td>
                <td>
                  {percent(ratio(v.conversion.bookings, v.conversion.enquiries))}
                  <span className="sales-cell-hint">{`${count(v.conversion.bookings)} of ${count(v.conversion.enquiries)}`}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}

/** Each space's figures (under its venue when the report covers several). */
export function SpaceTable({ report, country }: { report: SalesReport; country: string }) {
  const rows = spaceRows(report);
  const many = report.venues.length > 1;
  if (!rows.length) return null;
  return (
    <section className="sales-section" aria-labelledby="sales-spaces">
      <h2 id="sales-spaces">By space</h2>
      <Scroll label="Sales by space">
        <table className="sales-table">
          <thead>
            <tr>
              <th scope="col">Space</th>
              {many && <th scope="col" className="sales-text">Venue</th>}
              <th scope="col">Revenue</th>
              <th scope="col">Bookings</th>
              <th scope="col">Occupancy</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.name}</th>
                {many && <td className="sales-text">{s.venue}</td>}
                <td>
                  <Revenue totals={s.totals} country={country} />
                </td>
                <td>{count(s.bookings)}</td>
                <td>
                  <Occupancy o={s.occupancy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}
