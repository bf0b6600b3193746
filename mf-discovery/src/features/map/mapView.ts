import type { BoundingBox } from '@venues/contracts';
import { pinsBounds } from './pins';

// Web Mercator, as Leaflet and the OpenStreetMap tiles draw it: the world is 256 × 2^zoom pixels.
// The search map's view is worked out here, once, for the map's picture (MapPicture.tsx) and for
// Leaflet's `setView`, so the live map opens exactly where the picture was.

export const TILE_SIZE = 256;
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Leaflet's own bounds for the Mercator projection's latitude. */
const MAX_LAT = 85.0511287798;

export interface Point {
  x: number;
  y: number;
}

export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

/** A point in the world's pixels at a zoom (x grows east, y south). A longitude past 180 stays east of it. */
export function project(lat: number, lng: number, zoom: number): Point {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

export function unproject({ x, y }: Point, zoom: number): { lat: number; lng: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/** The tiles' closest zoom. */
export const MAX_ZOOM = 19;
/** Half a zoom level: the search map's steps (Leaflet's zoomSnap). */
const SNAP = 0.5;
/** A page of pins is framed no closer than this; one pin alone is shown at street level. */
const MAX_FIT_ZOOM = 16;
const ONE_PIN_ZOOM = 15;
/** Room kept round the pins, in pixels, so none sits on the map's edge. */
const PIN_PADDING = 32;

/**
 * The view that shows an area whole in a box of `width` × `height` pixels (Leaflet's fitBounds:
 * the largest zoom, in half steps, at which the area plus padding fits, centred on it).
 */
export function fitArea([south, west, north, east]: BoundingBox, width: number, height: number, padding = 0, maxZoom = MAX_ZOOM): MapView {
  // An area across the antimeridian runs east past 180°.
  const e = west > east ? east + 360 : east;
  const sw = project(south, west, 0);
  const ne = project(north, e, 0);
  const spanX = ne.x - sw.x;
  const spanY = sw.y - ne.y;
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  let zoom = Number.isFinite(scale) && scale > 0 ? Math.log2(scale) : maxZoom;
  // Within 1% of a step counts as the step (as Leaflet does), then down to the step that fits.
  zoom = Math.round(zoom / (SNAP / 100)) * (SNAP / 100);
  zoom = Math.max(0, Math.min(maxZoom, Math.floor(zoom / SNAP) * SNAP));
  const center = unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, 0);
  return { center, zoom };
}

/**
 * What the search map shows first: the search's map area when it has one, otherwise every pin of
 * the page (one pin alone at street level); null with neither.
 */
export function searchMapView(area: BoundingBox | null, pins: readonly { lat: number; lng: number }[], width: number, height: number): MapView | null {
  if (area) return fitArea(area, width, height);
  if (pins.length === 1) return { center: { lat: pins[0]!.lat, lng: pins[0]!.lng }, zoom: ONE_PIN_ZOOM };
  const bounds = pinsBounds(pins);
  return bounds ? fitArea(bounds, width, height, PIN_PADDING, MAX_FIT_ZOOM) : null;
}

export interface PlacedTile {
  url: string;
  left: number;
  top: number;
  size: number;
}

/**
 * The tiles that cover a box of `width` × `height` at a view, with where each goes in the box.
 * Tiles come at the nearest whole zoom, scaled for a half step (as Leaflet loads them, so the live
 * map finds them in the browser's cache).
 */
export function tilesFor(view: MapView, width: number, height: number, url: string): PlacedTile[] {
  const tz = Math.round(view.zoom);
  const scale = 2 ** (view.zoom - tz);
  const size = TILE_SIZE * scale;
  const c = project(view.center.lat, view.center.lng, tz);
  const left = c.x - width / 2 / scale;
  const top = c.y - height / 2 / scale;
  const count = 2 ** tz;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + height / scale; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + width / scale; tx++) {
      // The world repeats east and west; its tiles are numbered once.
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        url: url.replace('{z}', String(tz)).replace('{x}', String(wrapped)).replace('{y}', String(ty)),
        left: (tx * TILE_SIZE - left) * scale,
        top: (ty * TILE_SIZE - top) * scale,
        size,
      });
    }
  }
  return tiles;
}

/** Where a point falls in a box of `width` × `height` showing a view, in pixels from its top left. */
export function placeIn(view: MapView, width: number, height: number, lat: number, lng: number): Point {
  const c = project(view.center.lat, view.center.lng, view.zoom);
  let p = project(lat, lng, view.zoom);
  // A pin is drawn on the copy of the world nearest the centre (an area across the antimeridian).
  const world = TILE_SIZE * 2 ** view.zoom;
  while (p.x - c.x > world / 2) p = { ...p, x: p.x - world };
  while (c.x - p.x > world / 2) p = { ...p, x: p.x + world };
  return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
}
