import { Descriptions, Tag, Typography } from 'antd';
import type { VenueDetail } from '@venues/contracts';
import { EmptyState } from '@venues/ui';
import { amenityLabel, capacityText, eventTypeLabel, policyText, priceLines, spaceTypeLabel } from '../lib/labels';

/**
 * The venue as its public page will show it, compactly: name, photos, description, address, event
 * types, amenities, policy and each space with its capacity and prices (from the public answer).
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
        <Typography.Paragraph type="warning">No photos.</Typography.Paragraph>
      )}
      <h3 style={{ fontSize: 20, margin: '0 0 8px' }}>{v.name}</h3>
      <Descriptions size="small" column={1} bordered styles={{ label: { width: 150 } }}>
        <Descriptions.Item label="Description">
          <div style={{ whiteSpace: 'pre-wrap' }}>{v.description || <Typography.Text type="warning">No description</Typography.Text>}</div>
        </Descriptions.Item>
        <Descriptions.Item label="Address">{place}</Descriptions.Item>
        <Descriptions.Item label="Event types">
          <div className="adm-tags">{v.event_types.length ? v.event_types.map((e) => <Tag key={e}>{eventTypeLabel(e)}</Tag>) : 'None'}</div>
        </Descriptions.Item>
        <Descriptions.Item label="Amenities">
          <div className="adm-tags">{v.amenities.length ? v.amenities.map((a) => <Tag key={a}>{amenityLabel(a)}</Tag>) : 'None'}</div>
        </Descriptions.Item>
        <Descriptions.Item label="Cancellation policy">{policyText(v.cancellation_policy)}</Descriptions.Item>
      </Descriptions>
      <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>Spaces ({v.spaces.length})</h3>
      {v.spaces.length === 0 ? (
        <EmptyState description="No published spaces." />
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
