import type * as Clusters from './clusters';
import type * as LeafletMap from './leafletMap';

/** Leaflet and the maps' code, fetched on first use as one chunk ("map") with its CSS; later maps reuse it. */
let loading: Promise<typeof LeafletMap> | null = null;

/**
 * The pin clusters (Supercluster, a few KB), their own small chunk: the map's picture groups its pins
 * as the live map does, without waiting for Leaflet.
 */
let clustering: Promise<typeof Clusters> | null = null;
export function loadClusters(): Promise<typeof Clusters> {
  clustering ??= import(/* webpackChunkName: "map-clusters" */ './clusters');
  clustering.catch(() => (clustering = null));
  return clustering;
}

export function loadMap(): Promise<typeof LeafletMap> {
  loading ??= import(/* webpackChunkName: "map" */ './leafletMap');
  // A failed download (offline) may be tried again by the next map.
  loading.catch(() => (loading = null));
  return loading;
}
