// The maps' Leaflet side, in its own chunk (features/map/loadMap.ts imports it when a map is about
// to show): Leaflet and its CSS stay out of the search and venue pages' first paint.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { BoundingBox } from '@venues/contracts';
import { boundsToBbox } from './bbox';
import { clusterPins, type MapMark, type PinClusters } from './clusters';
import { MAX_ZOOM, TILE_URL, type MapView } from './mapView';
import type { Pin } from './pins';
import './leaflet-theme.css';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapEvents {
  /** The tiles did not load (offline, blocked): the pins and controls work without them. */
  onTileError?: () => void;
}

function baseMap(el: HTMLElement, events: MapEvents, options: L.MapOptions = {}): L.Map {
  const map = L.map(el, { zoomSnap: 0.5, worldCopyJump: true, ...options });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  let told = false;
  L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: ATTRIBUTION, referrerPolicy: 'strict-origin-when-cross-origin' })
    .on('tileerror', () => {
      if (!told) events.onTileError?.();
      told = true;
    })
    .addTo(map);
  return map;
}

/**
 * The band along the map's top that "Search this area" takes (map.css: 12 px down, 40 px high, and
 * 12 px of air): a popup opens below it. The button sits above the whole map (its stacking), so a
 * popup under it would be covered.
 */
const SEARCH_AREA_CLEARANCE = 64;

/** How far a pin reaches above its point: the pill (about 25 px) and its arrow (6 px), map.css. */
const PIN_HEIGHT = 31;

function pinIcon(text: string, extra = ''): L.DivIcon {
  const span = document.createElement('span');
  span.className = 'disc-pin__label';
  span.textContent = text;
  // No size or anchor: the pin sizes itself to its text and hangs above its point (leaflet-theme.css).
  return L.divIcon({ className: `disc-pin ${extra}`, html: span, iconSize: undefined, iconAnchor: undefined });
}

/** Space presses a button too (Leaflet's markers answer Enter only); Escape closes its popup. */
function pressable(marker: L.Marker) {
  marker.getElement()?.addEventListener('keydown', (e) => {
    if (e.key === ' ') {
      e.preventDefault();
      marker.fire('click');
    } else if (e.key === 'Escape' && marker.isPopupOpen()) {
      marker.closePopup();
    }
  });
}

export interface SearchMapHandle {
  setPins(pins: Pin[]): void;
  /** Show this view (mapView.ts); a programmatic move is not a "move" of the user's. */
  show(view: MapView): void;
  /** The map's box in pixels. */
  size(): { width: number; height: number };
  /** Focus a pin and open its popup (a pin pressed on the map's picture before Leaflet came). */
  openPin(id: string): void;
  /** Zoom in on the cluster a venue is in now (a cluster pressed on the map's picture). */
  expand(id: string): void;
  /** Focus a pin, or the map itself for an unknown or empty id (the focus the picture had). */
  focusPin(id: string): void;
  /** Highlight one pin (its card is hovered or focused), or none. */
  highlight(id: string | null): void;
  /** The visible area as the API's bbox. */
  visibleArea(): BoundingBox;
  resize(): void;
  destroy(): void;
}

export function createSearchMap(
  el: HTMLElement,
  events: MapEvents & { onUserMove: () => void; onOpen: (href: string) => void; onHover?: (id: string | null) => void; labels: { popupLink: (name: string) => string } },
): SearchMapHandle {
  const map = baseMap(el, events, { center: [0, 0], zoom: 2 });
  const layer = L.layerGroup().addTo(map);
  /** The single pins drawn now, by venue id. */
  const markers = new Map<string, L.Marker>();
  /** What is drawn now (pins and clusters), by a key that stays while the mark does (its popup stays open). */
  const drawn = new Map<string, { marker: L.Marker; pinIds: string[]; cluster?: Extract<MapMark, { kind: 'cluster' }> }>();
  let clusters: PinClusters = clusterPins([]);
  let highlighted: string | null = null;
  /** The marker that stands for a venue now: its own pin, or the cluster it is in. */
  const markerOf = (id: string) => markers.get(id) ?? [...drawn.values()].find((d) => d.pinIds.includes(id))?.marker;
  const mark = (id: string | null, on: boolean) => {
    const marker = id === null ? undefined : markerOf(id);
    if (!marker) return;
    marker.getElement()?.classList.toggle('is-highlighted', on);
    marker.setZIndexOffset(on ? 1000 : 0);
  };
  let programmatic = false;
  map.on('moveend', () => {
    // Every move and zoom draws the clusters for the new view.
    draw();
    if (!programmatic) events.onUserMove();
  });

  const popupOf = (pin: Pin) => {
    const box = document.createElement('div');
    box.className = 'disc-pin-popup';
    const link = document.createElement('a');
    link.href = pin.href;
    link.textContent = pin.name;
    link.setAttribute('aria-label', events.labels.popupLink(pin.name));
    // An in-app link: the page's router opens it (a plain click only; new tabs stay the browser's).
    link.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      events.onOpen(pin.href);
    });
    // Photo, rating and price, as on the card (docs/adr/0104-where-places.md).
    if (pin.photo) {
      const img = document.createElement('img');
      img.className = 'disc-pin-popup__photo';
      img.src = pin.photo.url;
      // The link beside it names the venue: the photo adds nothing to hear.
      img.alt = '';
      img.width = 240;
      img.height = 135;
      img.decoding = 'async';
      box.append(img);
    }
    const rating = document.createElement('p');
    rating.className = 'disc-pin-popup__rating';
    rating.textContent = pin.rating;
    const place = document.createElement('p');
    place.textContent = pin.place;
    const price = document.createElement('p');
    price.className = 'disc-pin-popup__price';
    price.textContent = pin.price;
    box.append(link, rating, place, price);
    return box;
  };

  const place = (f: () => void) => {
    programmatic = true;
    try {
      f();
    } finally {
      programmatic = false;
    }
  };

  /** A venue's own pin: a button whose popup links to it. */
  const pinMarker = (pin: Pin): L.Marker => {
    const marker = L.marker([pin.lat, pin.lng], { icon: pinIcon(pin.text), keyboard: true, riseOnHover: true, title: pin.label })
      // The popup's tip sits on the pill's top edge, so the pin stays in sight (and can be pointed at)
      // under it; it opens clear of "Search this area" along the map's top (SEARCH_AREA_CLEARANCE).
      .bindPopup(() => popupOf(pin), { closeButton: true, autoPanPaddingTopLeft: [24, SEARCH_AREA_CLEARANCE], autoPanPaddingBottomRight: [24, 24], offset: [0, -PIN_HEIGHT] })
      .addTo(layer);
    const icon = marker.getElement()!;
    icon.setAttribute('aria-label', pin.label);
    icon.dataset.venueId = pin.id;
    pressable(marker);
    marker.on('mouseover', () => events.onHover?.(pin.id));
    marker.on('mouseout', () => events.onHover?.(null));
    // A keyboard user who opens a pin lands on its link; Escape (which Leaflet hears only while
    // the map itself has focus) closes it, and focus goes back to the pin.
    marker.on('popupopen', (e) => {
      const box = e.popup.getElement();
      if (!box) return;
      if (document.activeElement === icon) (box.querySelector('a[href]:not(.leaflet-popup-close-button)') as HTMLElement | null)?.focus();
      box.onkeydown = (k) => {
        if (k.key !== 'Escape') return;
        k.stopPropagation();
        marker.closePopup();
        icon.focus();
      };
    });
    marker.on('popupclose', (e) => {
      if (e.popup.getElement()?.contains(document.activeElement)) icon.focus();
    });
    return marker;
  };

  /** A cluster: "3 venues", pressed (click, Enter, Space) to zoom in until they part. */
  const clusterMarker = (c: Extract<MapMark, { kind: 'cluster' }>): L.Marker => {
    const label = `${c.count} venues here: zoom in to see them`;
    const marker = L.marker([c.lat, c.lng], { icon: pinIcon(`${c.count} venues`, 'disc-pin--cluster'), keyboard: true, riseOnHover: true, title: label }).addTo(layer);
    const icon = marker.getElement()!;
    icon.setAttribute('aria-label', label);
    icon.dataset.clusterOf = c.pinIds.join(' ');
    pressable(marker);
    marker.on('click', () => {
      const keyboard = document.activeElement === icon;
      map.setView([c.lat, c.lng], clusters.expansionZoom(c.id), { animate: false });
      // The cluster is gone: a keyboard user goes on from its first venue (or the cluster it is in now).
      if (keyboard) markerOf(c.pinIds[0]!)?.getElement()?.focus();
    });
    return marker;
  };

  /** Draws the pins and clusters of the view, keeping what stays (an open popup stays open). */
  function draw() {
    const b = map.getBounds().pad(0.25);
    const marks = clusters.marks(boundsToBbox({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }), map.getZoom());
    const next = new Map(marks.map((m) => [m.kind === 'pin' ? `pin:${m.pin.id}` : `cluster:${m.pinIds.join(',')}`, m] as const));
    for (const [key, d] of drawn) {
      if (next.has(key)) continue;
      layer.removeLayer(d.marker);
      drawn.delete(key);
      if (key.startsWith('pin:')) markers.delete(key.slice(4));
    }
    for (const [key, m] of next) {
      if (drawn.has(key)) continue;
      const marker = m.kind === 'pin' ? pinMarker(m.pin) : clusterMarker(m);
      drawn.set(key, m.kind === 'pin' ? { marker, pinIds: [m.pin.id] } : { marker, pinIds: m.pinIds, cluster: m });
      if (m.kind === 'pin') markers.set(m.pin.id, marker);
    }
    if (highlighted) mark(highlighted, true);
  }

  /** The cluster drawn now that a venue is in (none when it has its own pin, or is out of view). */
  const clusterOf = (id: string) => [...drawn.values()].find((d) => d.cluster && d.pinIds.includes(id))?.cluster;

  /** Zooms in on a venue's cluster until its own pin shows (each step is the zoom where the cluster parts). */
  function reveal(id: string) {
    for (let i = 0; i < MAX_ZOOM && !markers.has(id); i++) {
      const c = clusterOf(id);
      if (!c) return;
      place(() => map.setView([c.lat, c.lng], Math.max(clusters.expansionZoom(c.id), map.getZoom() + 1), { animate: false }));
    }
  }

  return {
    setPins(pins) {
      layer.clearLayers();
      markers.clear();
      drawn.clear();
      clusters = clusterPins(pins);
      draw();
    },
    expand(id) {
      const c = clusterOf(id);
      if (!c) return;
      map.setView([c.lat, c.lng], clusters.expansionZoom(c.id), { animate: false });
      markerOf(id)?.getElement()?.focus();
    },
    show(view) {
      place(() => map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false }));
    },
    size() {
      const { x, y } = map.getSize();
      return { width: x, height: y };
    },
    openPin(id) {
      reveal(id);
      const marker = markers.get(id);
      if (!marker) return;
      // Focused first, as a click on the pin would: its popup's link then takes the focus.
      marker.getElement()?.focus();
      marker.openPopup();
    },
    highlight(id) {
      if (id === highlighted) return;
      mark(highlighted, false);
      highlighted = id;
      mark(id, true);
    },
    focusPin(id) {
      (markerOf(id)?.getElement() ?? map.getContainer()).focus();
    },
    visibleArea() {
      const b = map.getBounds();
      return boundsToBbox({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
    },
    resize() {
      place(() => map.invalidateSize({ animate: false }));
    },
    destroy() {
      map.remove();
    },
  };
}

/** The venue page's map: its one pin at street level; the page scrolls past it (no wheel zoom). */
export function createVenueMap(el: HTMLElement, pin: { lat: number; lng: number; label: string }, events: MapEvents): { destroy(): void } {
  const map = baseMap(el, events, { center: [pin.lat, pin.lng], zoom: 16, scrollWheelZoom: false });
  const marker = L.marker([pin.lat, pin.lng], { icon: pinIcon(pin.label, 'disc-pin--venue'), keyboard: false, interactive: false }).addTo(map);
  marker.getElement()?.setAttribute('aria-hidden', 'true');
  return { destroy: () => map.remove() };
}
