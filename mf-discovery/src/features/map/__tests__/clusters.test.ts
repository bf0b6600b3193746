import type { Pin } from '../pins';
import { clusterPins } from '../clusters';
import { MAX_ZOOM } from '../mapView';

const pin = (id: string, lat: number, lng: number): Pin => ({ id, lat, lng, text: '$100', label: id, name: id, place: '', price: '', href: `/sg/venues/${id}`, photo: null, rating: 'New' });
// Marina Bay's three (about 300 m apart), and one in Jurong (about 15 km west).
const PINS = [pin('a', 1.2834, 103.8607), pin('b', 1.2857, 103.8585), pin('c', 1.2815, 103.8636), pin('far', 1.3329, 103.7436)];
const WORLD = [-85, -180, 85, 180] as const;

test('pins that would cover each other at a zoom are one cluster, in list order; a pin apart stays alone', () => {
  const marks = clusterPins(PINS).marks([...WORLD], 12);
  const clusters = marks.filter((m) => m.kind === 'cluster');
  expect(clusters).toEqual([expect.objectContaining({ kind: 'cluster', count: 3, pinIds: ['a', 'b', 'c'] })]);
  expect(marks.filter((m) => m.kind === 'pin').map((m) => m.kind === 'pin' && m.pin.id)).toEqual(['far']);
});

test('zoomed in, the cluster parts; its expansion zoom is where it does, and at the deepest zoom every pin stands alone', () => {
  const index = clusterPins(PINS);
  const cluster = index.marks([...WORLD], 12).find((m) => m.kind === 'cluster');
  if (cluster?.kind !== 'cluster') throw new Error('no cluster');
  const zoom = index.expansionZoom(cluster.id);
  expect(zoom).toBeGreaterThan(12);
  expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
  expect(index.marks([...WORLD], zoom).length).toBeGreaterThan(2);
  expect(index.marks([...WORLD], MAX_ZOOM).every((m) => m.kind === 'pin')).toBe(true);
});

test('only the marks in the area asked for, across the antimeridian too', () => {
  const index = clusterPins([pin('fiji', -17.7, 178.4), pin('samoa', -13.8, -171.8), pin('sg', 1.29, 103.85)]);
  const ids = (bbox: [number, number, number, number]) => index.marks(bbox, 10).flatMap((m) => (m.kind === 'pin' ? [m.pin.id] : m.pinIds));
  expect(ids([-20, 175, -10, -170]).sort()).toEqual(['fiji', 'samoa']);
  expect(ids([0, 103, 2, 104])).toEqual(['sg']);
});
