import type { VenueDetail } from '@venues/contracts';
import { amenityLabel, capacityText, eventTypeLabel, policyText, priceLines, spaceTypeLabel } from '../lib/labels';

/**
 * The venue as its public page will show it, compactly: name, photos, description, address, event
 * types, amenities, policy and each space with its capacity and prices (from the public answer).
 * Drawn without antd (plain.css); what is missing is said in the warning colour.
 */
export function VenueContent({ venue: v }: { venue: VenueDetail }) {
  const place = [v.address, v.postal_code, v.area, v.city, v.country.toUpperCase()].filter(Boolean).join(', ');
  return (
    <section className="adm-panel" aria-labelledby="venue-content">
      <h2 id="venue-content">As guests will see it</h2>
      {v.photos.length > 0 ? (
        <div className="adm-venue-photos" role="list" aria-label={`Photos (${v.photos.length})`} tabIndex={0}>
          {v.photos.map((p, i) => (
            <img key={`${p.url}-${i}`} role="listitem" src={p.url} alt={p.alt || `Photo ${i + 1}`} width={p.width ? Math.round((120 * p.width) / (p.height || 1)) : undefined} height={120} loading="lazy" />
          ))}
        </div>
      ) : (
        <p className="adm-warning">No photos.</p>
      )}
      <h3 style={{ fontSize: 20, margin: '0 0 8px' }}>{v.name}</h3>
      <dl className="adm-details">
        <div>
          <dt>Description</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{v.description || <span className="adm-warning">No description</span>}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{place}</dd>
        </div>
        <div>
          <dt>Event types</dt>
          <dd>{v.event_types.length ? <TagList labels={v.event_types.map(eventTypeLabel)} /> : 'None'}</dd>
        </div>
        <div>
          <dt>Amenities</dt>
          <dd>{v.amenities.length ? <TagList labels={v.amenities.map(amenityLabel)} /> : 'None'}</dd>
        </div>
        <div>
          <dt>Cancellation policy</dt>
          <dd>{policyText(v.cancellation_policy)}</dd>
        </div>
      </dl>
      <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>Spaces ({v.spaces.length})</h3>
      {v.spaces.length === 0 ? (
        <div className="ui-empty">
          <p>No published spaces.</p>
        </div>
      ) : (
        <ul className="adm-spaces">
          {v.spaces.map((s) => (
            <li key={s._id} aria-label={s.name}>
              <h4>{s.name}</h4>
              <div className="adm-muted">
                {spaceTypeLabel(s.space_type)}
                {s.size_sqm ? ` · ${s.size_sqm} m²` : ''}
              </div>
              <div>Capacity: {capacityText(s.capacity)}</div>
              <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                {priceLines(s.pricing, v.country).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Labels as antd's default Tags, in a list (a screen reader hears how many). */
function TagList({ labels }: { labels: string[] }) {
  return (
    <ul className="adm-tags">
      {labels.map((l) => (
        <li key={l} className="adm-tag">
          {l}
        </li>
      ))}
    </ul>
  );
}
