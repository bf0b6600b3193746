import { CAPACITY_LAYOUTS, spaceTypeLabel, type SpaceDetail } from '@venues/contracts';
import { money } from '../venues/price';

/** Layouts a space offers (capacity above 0), e.g. [['Standing', 120], ['Seated', 80]]. */
export function offeredLayouts(space: Pick<SpaceDetail, 'capacity'>): [string, number][] {
  return CAPACITY_LAYOUTS.filter((l) => space.capacity[l.value] > 0).map((l) => [l.label, space.capacity[l.value]]);
}

/** One bookable space of a venue: what it is, how many it holds per layout, and what it costs. */
export function SpaceCard({ space, country }: { space: SpaceDetail; country: string }) {
  const layouts = offeredLayouts(space);
  const { per_hour, per_day, packages, currency } = space.pricing;
  const photo = space.photos[0];
  const headingId = `space-${space._id}`;
  return (
    <article className="disc-space" aria-labelledby={headingId}>
      {photo && (
        <img className="disc-space__photo" src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
      )}
      <div className="disc-space__body">
        <h3 id={headingId}>{space.name}</h3>
        <p className="disc-meta">
          {spaceTypeLabel(space.space_type)}
          {space.size_sqm ? ` · ${space.size_sqm.toLocaleString('en')} m²` : ''}
        </p>
        {space.description && <p>{space.description}</p>}

        <h4>Capacity</h4>
        {layouts.length ? (
          <dl className="disc-capacity">
            {layouts.map(([label, n]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{n.toLocaleString('en')}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="disc-meta">Ask the venue</p>
        )}

        <h4>Prices</h4>
        <ul className="disc-prices">
          {per_hour && (
            <li>
              <strong>{money(per_hour.amount, currency, country)}</strong> per hour
              {per_hour.min_hours > 1 ? ` · minimum ${per_hour.min_hours} hours` : ''}
            </li>
          )}
          {per_day && (
            <li>
              <strong>{money(per_day.amount, currency, country)}</strong> per day
            </li>
          )}
          {packages.map((p) => (
            <li key={p.name}>
              <strong>{p.name}</strong>: {money(p.amount, currency, country)} {p.per_person ? 'per guest' : 'in total'}
              {p.hours ? `, ${p.hours} hours` : ''}
              {p.description && <span className="disc-meta"> — {p.description}</span>}
            </li>
          ))}
          {!per_hour && !per_day && packages.length === 0 && <li>Price on request</li>}
        </ul>

        {space.features.length > 0 && (
          <>
            <h4>Features</h4>
            <ul className="disc-tags">
              {space.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
