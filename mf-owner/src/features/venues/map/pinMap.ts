// The listing map's Leaflet side, in its own chunk (loadPinMap.ts imports it when the map is about to
// show), like mf-discovery's maps (docs/adr/0081-maps.md): the same OpenStreetMap tiles.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** How far one arrow key moves the pin: a few metres at street zoom, more when zoomed out. */
const stepAt = (zoom: number) => 0.00002 * 2 ** Math.max(0, 19 - zoom);

export interface PinMapHandle {
  /** Put the pin there (null: no pin) and show it. */
  setPin(pin: { lat: number; lng: number } | null): void;
  destroy(): void;
}

export interface PinMapOptions {
  pin: { lat: number; lng: number } | null;
  /** Where to look when there is no pin yet. */
  center: { lat: number; lng: number; zoom: number };
  /** The owner moved the pin (drag, a click on the map, an arrow key). */
  onMove(lat: number, lng: number): void;
  label: string;
  /** The tiles did not load (offline, blocked): the pin and the fields still work. */
  onTileError?: () => void;
  /** A map to look at (the review's summary): the pin does not move. */
  readOnly?: boolean;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function createPinMap(el: HTMLElement, o: PinMapOptions): PinMapHandle {
  const map = L.map(el, { zoomSnap: 0.5 }).setView(o.pin ? [o.pin.lat, o.pin.lng] : [o.center.lat, o.center.lng], o.pin ? 17 : o.center.zoom);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  let told = false;
  L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION, referrerPolicy: 'strict-origin-when-cross-origin' })
    .on('tileerror', () => {
      if (!told) o.onTileError?.();
      told = true;
    })
    .addTo(map);
  const icon = L.divIcon({ className: 'own-pin', html: '<span class="own-pin__dot"></span>', iconSize: [28, 40], iconAnchor: [14, 40] });
  let marker: L.Marker | null = null;

  const moved = (ll: L.LatLng) => o.onMove(round(ll.lat), round(ll.lng));
  const place = (lat: number, lng: number) => {
    if (!marker) {
      marker = L.marker([lat, lng], { icon, draggable: !o.readOnly, keyboard: !o.readOnly, title: o.label, alt: o.label, autoPan: true }).addTo(map);
      marker.on('dragend', () => moved(marker!.getLatLng()));
      const elm = marker.getElement();
      if (o.readOnly) return;
      elm?.setAttribute('aria-label', `${o.label}. Arrow keys move it.`);
      elm?.setAttribute('role', 'button');
      elm?.addEventListener('keydown', (e) => {
        const d = stepAt(map.getZoom());
        const delta = { ArrowUp: [d, 0], ArrowDown: [-d, 0], ArrowLeft: [0, -d], ArrowRight: [0, d] }[e.key];
        if (!delta || !marker) return;
        e.preventDefault();
        e.stopPropagation();
        const at = marker.getLatLng();
        const next = L.latLng(at.lat + delta[0]!, at.lng + delta[1]!);
        marker.setLatLng(next);
        moved(next);
      });
    } else marker.setLatLng([lat, lng]);
  };
  if (o.pin) place(o.pin.lat, o.pin.lng);
  if (!o.readOnly)
    map.on('click', (e: L.LeafletMouseEvent) => {
    place(e.latlng.lat, e.latlng.lng);
    moved(e.latlng);
  });

  return {
    setPin(pin) {
      if (!pin) {
        marker?.remove();
        marker = null;
        return;
      }
      const same = marker && marker.getLatLng().distanceTo([pin.lat, pin.lng]) < 0.5;
      place(pin.lat, pin.lng);
      if (!same && !map.getBounds().pad(-0.2).contains([pin.lat, pin.lng])) map.setView([pin.lat, pin.lng], Math.max(map.getZoom(), 16));
    },
    destroy() {
      map.remove();
    },
  };
}
