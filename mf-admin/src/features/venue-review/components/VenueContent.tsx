import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { VenueDetail } from '@venues/contracts';
import { amenityLabel, capacityText, eventTypeLabel, policyText, priceLines, spaceTypeLabel } from '../lib/labels';

/**
 * The venue as its public page will show it, compactly: name, photos, description, address, event
 * types, amenities, policy and each space with its capacity and prices (from the public answer).
 * antd Descriptions, Tags and Image; what is missing is said in the warning colour.
 */
export function VenueContent({ venue: v }: { venue: VenueDetail }) {
  const place = [v.address, v.postal_code, v.area, v.city, v.country.toUpperCase()].filter(Boolean).join(', ');
  return (
    <section className="adm-panel" aria-labelledby="venue-content">
      <h2 id="venue-content">As guests will see it</h2>
      {v.photos.length > 0 ? (
        <div className="adm-venue-photos" role="list" aria-label={`Photos (${v.photos.length})`} tabIndex={0}>
          {v.photos.map((p, i) => (
            <div key={`${p.url}-${i}`} role="listitem">
              <Image src={p.url} alt={p.alt || `Photo ${i + 1}`} width={p.width ? Math.round((120 * p.width) / (p.height || 1)) : undefined} height={120} />
            </div>
          ))}
        </div>
      ) : (
        <Typography.Paragraph type="warning">No photos.</Typography.Paragraph>
      )}
      <h3 style={{ fontSize: 20, margin: '0 0 8px' }}>{v.name}</h3>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'description', label: 'Description', children: <span style={{ whiteSpace: 'pre-wrap' }}>{v.description || <Typography.Text type="warning">No description</Typography.Text>}</span> },
          { key: 'address', label: 'Address', children: place },
          { key: 'events', label: 'Event types', children: v.event_types.length ? <TagList labels={v.event_types.map(eventTypeLabel)} /> : 'None' },
          { key: 'amenities', label: 'Amenities', children: v.amenities.length ? <TagList labels={v.amenities.map(amenityLabel)} /> : 'None' },
          { key: 'policy', label: 'Cancellation policy', children: policyText(v.cancellation_policy) },
        ]}
      />
      <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>Spaces ({v.spaces.length})</h3>
      {v.spaces.length === 0 ? (
        <Empty description="No published spaces." />
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
        <li key={l}>
          <Tag>{l}</Tag>
        </li>
      ))}
    </ul>
  );
}
