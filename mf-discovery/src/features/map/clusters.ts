// Pins that would overlap at the map's zoom become one cluster pin ("3 venues"), pressed to zoom in
// until they part. The picture of the map and the live map draw the same marks from this module.
// It groups one zoom at a time, a page's pins (at most a few dozen) against each other: all the map
// needs. Supercluster did the same with a hierarchical index, but its 3.7 KB (gzip) put the search
// page over its 200 KB budget (docs/adr/0116-discovery-polish.md).
import type { BoundingBox } from '@venues/contracts';
import { MAX_ZOOM, project, unproject } from './mapView';
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

type Group = { members: number[]; lat: number; lng: number };

export function clusterPins(pins: readonly Pin[]): PinClusters {
  const byZoom = new Map<number, Group[]>();
  /** A cluster's id is its place in this list: its zoom and members, for expansionZoom. */
  const known: { zoom: number; key: string; members: number[] }[] = [];

  /**
   * The pins grouped at a whole zoom: in list order, each pin not yet grouped takes every other
   * ungrouped pin within the radius, and the group stands at their centre. At the deepest zoom
   * every pin stands alone (pins.ts spreads the ones that share a spot), so a cluster always opens.
   */
  function groups(zoom: number): Group[] {
    let found = byZoom.get(zoom);
    if (found) return found;
    const points = pins.map((p) => project(p.lat, p.lng, zoom));
    const grouped = pins.map(() => false);
    found = [];
    for (let i = 0; i < pins.length; i++) {
      if (grouped[i]) continue;
      const members = zoom >= MAX_ZOOM ? [i] : points.flatMap((q, j) => (!grouped[j] && Math.hypot(q.x - points[i]!.x, q.y - points[i]!.y) <= CLUSTER_RADIUS_PX ? [j] : []));
      for (const j of members) grouped[j] = true;
      const x = members.reduce((s, j) => s + points[j]!.x, 0) / members.length;
      const y = members.reduce((s, j) => s + points[j]!.y, 0) / members.length;
      found.push({ members, ...(members.length === 1 ? { lat: pins[i]!.lat, lng: pins[i]!.lng } : unproject({ x, y }, zoom)) });
    }
    byZoom.set(zoom, found);
    return found;
  }

  const idOf = (zoom: number, members: number[]) => {
    const key = `${zoom}:${members.join(',')}`;
    const at = known.findIndex((k) => k.key === key);
    return at >= 0 ? at : known.push({ zoom, key, members }) - 1;
  };

  return {
    marks([south, west, north, east], zoom) {
      const z = Math.min(MAX_ZOOM, Math.max(0, Math.floor(zoom)));
      // An area across the antimeridian has west > east.
      const inside = (lat: number, lng: number) => lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east);
      return groups(z)
        .filter((g) => inside(g.lat, g.lng))
        .map((g): MapMark =>
          g.members.length === 1
            ? { kind: 'pin', pin: pins[g.members[0]!]! }
            : { kind: 'cluster', id: idOf(z, g.members), lat: g.lat, lng: g.lng, count: g.members.length, pinIds: g.members.map((j) => pins[j]!.id) },
        );
    },
    expansionZoom(clusterId) {
      const cluster = known[clusterId];
      if (!cluster) return MAX_ZOOM;
      for (let z = cluster.zoom + 1; z < MAX_ZOOM; z++) {
        if (!groups(z).some((g) => cluster.members.every((j) => g.members.includes(j)))) return z;
      }
      return MAX_ZOOM;
    },
  };
}
