import type * as LeafletMap from './leafletMap';

/** Leaflet and the maps' code, fetched on first use as one chunk ("map") with its CSS; later maps reuse it. */
let loading: Promise<typeof LeafletMap> | null = null;

export function loadMap(): Promise<typeof LeafletMap> {
  loading ??= import(/* webpackChunkName: "map" */ './leafletMap');
  // A failed download (offline) may be tried again by the next map.
  loading.catch(() => (loading = null));
  return loading;
}
