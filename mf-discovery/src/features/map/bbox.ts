import type { BoundingBox } from '@venues/contracts';

/*
 * The search's map area, `bbox=south,west,north,east` in decimal degrees. Contracts' zod schema
 * (boundingBox) is the rule; readBbox gives the same answer without zod, for the search page's
 * zod-free URL reader (features/search/searchState.ts). A west edge beyond the east edge is an
 * area across the antimeridian (180°), which the API searches as such.
 */

/** Five decimals is about a metre: enough for a map area, and short in the URL. */
const DECIMALS = 5;

/** A URL value (or repeated values, joined as the schema does) as a map area; undefined when invalid. */
export function readBbox(v: string | string[]): BoundingBox | undefined {
  const s = Array.isArray(v) ? v.join(',') : v;
  if (s.length > 200) return undefined;
  const nums = s.split(',').map((p) => (p.trim() === '' ? NaN : Number(p.trim())));
  if (nums.length !== 4 || nums.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = nums as BoundingBox;
  if ([south, north].some((d) => d < -90 || d > 90) || [west, east].some((d) => d < -180 || d > 180) || south > north) return undefined;
  return [south, west, north, east];
}

const round = (n: number) => {
  const r = Number(n.toFixed(DECIMALS));
  return Object.is(r, -0) ? 0 : r;
};

/** A longitude brought into -180..180 (a map scrolled round the world gives 200° or -190°). */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/**
 * The visible area of a map (Leaflet's bounds, whose longitudes may run past ±180) as a map area
 * the API accepts: latitudes clamped to ±90, longitudes wrapped into ±180 (so an area over the
 * antimeridian comes out with west > east), the whole width of the world when it shows all of it.
 * Rounded outwards to five decimals, so every pin that is visible stays inside.
 */
export function boundsToBbox(b: { south: number; west: number; north: number; east: number }): BoundingBox {
  const clampLat = (d: number) => Math.max(-90, Math.min(90, d));
  const down = (n: number) => Math.floor(n * 10 ** DECIMALS) / 10 ** DECIMALS;
  const up = (n: number) => Math.ceil(n * 10 ** DECIMALS) / 10 ** DECIMALS;
  const south = round(down(clampLat(b.south)));
  const north = round(up(clampLat(b.north)));
  if (b.east - b.west >= 360) return [south, -180, north, 180];
  let west = round(Math.max(-180, down(wrapLng(b.west))));
  let east = round(Math.min(180, up(wrapLng(b.east))));
  // -180 and 180 are the same meridian: an area ending exactly there is not one across it.
  if (west === 180 && b.east > b.west) west = -180;
  if (east === -180 && b.east > b.west) east = 180;
  return [south, west, north, east];
}

/** The URL form: `south,west,north,east`. */
export function formatBbox(b: BoundingBox): string {
  return b.map(round).join(',');
}

/** Whether two areas are the same to the URL's precision. */
export function sameBbox(a: BoundingBox | undefined, b: BoundingBox | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && formatBbox(a) === formatBbox(b));
}

/** Whether a point is in an area (edges included; across the antimeridian too). */
export function inBbox([south, west, north, east]: BoundingBox, lat: number, lng: number): boolean {
  return lat >= south && lat <= north && (west > east ? lng >= west || lng <= east : lng >= west && lng <= east);
}
