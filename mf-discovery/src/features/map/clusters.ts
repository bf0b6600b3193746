// Pins that would overlap at the map's zoom become one cluster pin ("3 venues"), pressed to zoom in
// until they part. Supercluster (Mapbox's, maintained) groups them; it comes in the map's chunk with
// Leaflet (loadMap.ts), so the search page's first paint carries none of it.
import Supercluster from 'supercluster';
import type { BoundingBox } from '@venues/contracts';
import { MAX_ZOOM, TILE_SIZE } from './mapView';
import type { Pin } from './pins';

/**
 * How near (screen pixels) two pins' points may come before they are one cluster. A pin is its
 * price in a pill about 70 px wide and 25 px high hanging above its point (map.css), so two
 * points closer than this draw pills that cover each other.
 */
export const CLUSTER_RADIUS_PX = 56;

export type MapMark =
  | { kind: 'pin'; pin: Pin }
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number; /** Its venues, in list order. */ pinIds: string[] };

export interface PinClusters {
  /** What to draw in this area at this zoom: single pins and clusters. */
  marks(bbox: BoundingBox, zoom: number): MapMark[];
  /** The zoom at which a cluster splits (never past the map's deepest). */
  expansionZoom(clusterId: number): number;
}

export function clusterPins(pins: readonly Pin[]): PinClusters {
  // extent = the tile size: the radius is then in the screen's pixels (Leaflet's 256 px tiles).
  // Up to the map's last zoom but one: at the deepest every pin stands alone (pins.ts spreads the
  // ones that share a spot), so a cluster can always be opened.
  const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, extent: TILE_SIZE, maxZoom: MAX_ZOOM - 1, minPoints: 2 });
  index.load(pins.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
  const order = (ids: number[]) => ids.sort((a, b) => a - b).map((i) => pins[i]!.id);
  return {
    marks([south, west, north, east], zoom) {
      // An area across the antimeridian (west > east) is asked for as Supercluster takes it.
      const features = index.getClusters([west, south, east, north], Math.floor(zoom));
      return features.map((f): MapMark => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        if (props.cluster) {
          const id = props.cluster_id!;
          const leaves = index.getLeaves(id, Infinity).map((l) => (l.properties as { i: number }).i);
          return { kind: 'cluster', id, lat, lng, count: props.point_count!, pinIds: order(leaves) };
        }
        return { kind: 'pin', pin: pins[props.i!]! };
      });
    },
    expansionZoom(clusterId) {
      return Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
    },
  };
}
