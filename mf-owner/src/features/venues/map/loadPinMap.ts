import type * as PinMap from './pinMap';

/** Leaflet and the listing map, fetched on first use as one chunk ("pin-map") with its CSS. */
let loading: Promise<typeof PinMap> | null = null;

export function loadPinMap(): Promise<typeof PinMap> {
  loading ??= import(/* webpackChunkName: "pin-map" */ './pinMap');
  // A failed download (offline) may be tried again by the next map.
  loading.catch(() => (loading = null));
  return loading;
}
