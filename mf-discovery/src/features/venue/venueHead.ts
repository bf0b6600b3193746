import { PRODUCT_NAME } from '@venues/mf-kit';
import { amenityLabel, type VenueDetail } from '@venues/contracts';
import { priceFromText } from '../venues/price';

/** Up to `max` characters, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length).replace(/[,.;:–-]+$/, '')}…`;
}

export function venuePlace(v: Pick<VenueDetail, 'area' | 'city'>): string {
  return [v.area, v.city].filter((x, i, all) => x && all.indexOf(x) === i).join(', ');
}

export interface VenueHead {
  title: string;
  description: string;
  canonical: string;
  jsonLd: Record<string, unknown>;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The venue page's head: title, description, canonical URL and schema.org EventVenue data. */
export function venueHead(v: VenueDetail, country: string, origin: string): VenueHead {
  const place = venuePlace(v);
  const canonical = `${origin}/${country}/venues/${encodeURIComponent(v.slug)}`;
  const price = v.price_from ? priceFromText(v.price_from, country).replace(/^From/, 'from') : '';
  const facts = [`${v.spaces.length} space${v.spaces.length === 1 ? '' : 's'}`, v.max_capacity ? `up to ${v.max_capacity} guests` : '', price]
    .filter(Boolean)
    .join(', ');
  const description = excerpt(`${v.name} in ${place}: ${facts}. ${v.description}`);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    '@id': canonical,
    name: v.name,
    description: excerpt(v.description, 500),
    url: canonical,
    image: v.photos.map((p) => absolute(origin, p.url)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: v.address,
      addressLocality: v.city,
      ...(v.area && v.area !== v.city ? { addressRegion: v.area } : {}),
      ...(v.postal_code ? { postalCode: v.postal_code } : {}),
      addressCountry: v.country.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: v.location.lat, longitude: v.location.lng },
    maximumAttendeeCapacity: v.max_capacity,
    amenityFeature: v.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: amenityLabel(a), value: true })),
    ...(v.price_from ? { priceRange: priceFromText(v.price_from, country) } : {}),
    ...(v.rating.count > 0 && v.rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: v.rating.average, reviewCount: v.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return { title: `${v.name}, ${place} · ${PRODUCT_NAME}`, description, canonical, jsonLd };
}

function ensure<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  return (doc.head.querySelector<T>(selector) ?? doc.head.appendChild(create()));
}

/**
 * Writes the head and returns a function that puts back what was there (the other pages own
 * their title; the shell owns the home page's head and keeps the canonical link per path).
 */
export function applyVenueHead(doc: Document, head: VenueHead): () => void {
  const prevTitle = doc.title;
  const description = ensure(doc, 'meta[name="description"]', () => Object.assign(doc.createElement('meta'), { name: 'description' }));
  const prevDescription = description.content;
  const canonical = ensure(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' }));
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.id = 'venue-jsonld';
  script.textContent = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
  doc.getElementById('venue-jsonld')?.remove();
  doc.head.appendChild(script);
  doc.title = head.title;
  description.content = head.description;
  canonical.href = head.canonical;
  return () => {
    script.remove();
    if (doc.title === head.title) doc.title = prevTitle;
    if (description.content === head.description) description.content = prevDescription;
  };
}
