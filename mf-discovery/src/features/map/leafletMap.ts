// The maps' Leaflet side, in its own chunk (features/map/loadMap.ts imports it when a map is about
// to show): Leaflet and its CSS stay out of the search and venue pages' first paint.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { BoundingBox } from '@venues/contracts';
import { boundsToBbox } from './bbox';
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
  const markers = new Map<string, L.Marker>();
  let highlighted: string | null = null;
  const mark = (id: string | null, on: boolean) => {
    const marker = id === null ? undefined : markers.get(id);
    if (!marker) return;
    marker.getElement()?.classList.toggle('is-highlighted', on);
    marker.setZIndexOffset(on ? 1000 : 0);
  };
  let programmatic = false;
  map.on('moveend', () => {
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

  return {
    setPins(pins) {
      layer.clearLayers();
      markers.clear();
      for (const pin of pins) {
        const marker = L.marker([pin.lat, pin.lng], { icon: pinIcon(pin.text), keyboard: true, riseOnHover: true, title: pin.label })
          // The popup's tip sits on the pill's top edge, so the pin stays in sight (and can be pointed at) under it.
          .bindPopup(() => popupOf(pin), { closeButton: true, autoPanPadding: [24, 24], offset: [0, -PIN_HEIGHT] })
          .addTo(layer);
        markers.set(pin.id, marker);
        if (pin.id === highlighted) mark(pin.id, true);
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
      }
    },
    show(view) {
      place(() => map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false }));
    },
    size() {
      const { x, y } = map.getSize();
      return { width: x, height: y };
    },
    openPin(id) {
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
      (markers.get(id)?.getElement() ?? map.getContainer()).focus();
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
