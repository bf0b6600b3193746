import type { BoundingBox, VenueCard } from '@venues/contracts';
import { money, priceFromText } from '../venues/price';

/** A venue on the map: where, what its pin says, and what its button is called. */
export interface Pin {
  id: string;
  lat: number;
  lng: number;
  /** The pin's text: the "from" price ("$120"), or the first letters of the name without a price. */
  text: string;
  /** The pin button's accessible name: "The Glasshouse, Marina Bay: From $120 per hour". */
  label: string;
  name: string;
  place: string;
  price: string;
  href: string;
  /** The popup's photo (the card's first). */
  photo: { url: string; alt: string } | null;
  /** The popup's rating: "4.6 (23 reviews)", or "New" without reviews. */
  rating: string;
}

/** What a pin's popup says of the reviews. */
export function ratingText(avg: number | null, count: number): string {
  if (avg === null || count === 0) return 'New';
  return `★ ${avg.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/** Degrees between pins that share one spot, spread round it (about 20 m at the equator). */
export const SPREAD = 0.0002;

/** The venues that have a pin, in list order (a card without a location has none). */
export function pinsOf(cards: readonly VenueCard[], country: string): Pin[] {
  const pins = cards.flatMap((c) => {
    if (!c.location) return [];
    const place = [c.area, c.city].filter((x, i, all) => x && all.indexOf(x) === i).join(', ');
    const price = priceFromText(c.price_from, country);
    const text = c.price_from ? money(c.price_from.amount, c.price_from.currency, country) : c.name.slice(0, 12);
    return [{ id: c._id, lat: c.location.lat, lng: c.location.lng, text, label: `${c.name}${place ? `, ${place}` : ''}: ${price}`, name: c.name, place, price, href: `/${country.toLowerCase()}/venues/${encodeURIComponent(c.slug)}`, photo: c.photo ? { url: c.photo.url, alt: c.photo.alt } : null, rating: ratingText(c.rating_avg, c.rating_count) }];
  });
  return spread(pins);
}

/**
 * Pins on the very same spot (venues in one building) would hide each other: each group is laid
 * on a small circle round its spot, in list order from the top, so every pin can be seen and pressed.
 */
export function spread<P extends { lat: number; lng: number }>(pins: P[]): P[] {
  const groups = new Map<string, number[]>();
  pins.forEach((p, i) => {
    const key = `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out = pins.map((p) => ({ ...p }));
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.forEach((idx, k) => {
      const angle = (2 * Math.PI * k) / members.length;
      const p = out[idx]!;
      // Longitude degrees shrink towards the poles: widen them so the circle stays round on the map.
      const widen = 1 / Math.max(Math.cos((p.lat * Math.PI) / 180), 0.01);
      p.lat = pins[idx]!.lat + SPREAD * Math.cos(angle);
      p.lng = pins[idx]!.lng + SPREAD * Math.sin(angle) * widen;
    });
  }
  return out;
}

/**
 * The smallest area holding every pin (south, west, north, east), null without pins. Pins either
 * side of the antimeridian (Fiji and Samoa) get the narrower area across it.
 */
export function pinsBounds(pins: readonly { lat: number; lng: number }[]): BoundingBox | null {
  if (!pins.length) return null;
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng).sort((a, b) => a - b);
  // The widest gap between neighbouring longitudes (round the world) is the side the area leaves out.
  let gap = lngs[0]! + 360 - lngs[lngs.length - 1]!;
  let west = lngs[0]!;
  let east = lngs[lngs.length - 1]!;
  for (let i = 1; i < lngs.length; i++) {
    const g = lngs[i]! - lngs[i - 1]!;
    if (g > gap) {
      gap = g;
      west = lngs[i]!;
      east = lngs[i - 1]!;
    }
  }
  return [Math.min(...lats), west, Math.max(...lats), east];
}
