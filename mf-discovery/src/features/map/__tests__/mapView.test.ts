import { fitArea, placeIn, project, searchMapView, tilesFor, unproject } from '../mapView';

const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('the search map view (Web Mercator, as Leaflet draws it)', () => {
  test('projects the world onto 256 × 2^zoom pixels and back', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(project(0, -180, 1).x).toBe(0);
    const p = project(1.2834, 103.8607, 13);
    const back = unproject(p, 13);
    close(back.lat, 1.2834);
    close(back.lng, 103.8607);
  });

  test('fits an area: the largest half step at which it fits, centred on it', () => {
    const area: [number, number, number, number] = [1.25, 103.8, 1.35, 103.9];
    const view = fitArea(area, 600, 400);
    expect(view.zoom * 2).toBe(Math.round(view.zoom * 2));
    const span = (zoom: number) => {
      const sw = project(area[0], area[1], zoom);
      const ne = project(area[2], area[3], zoom);
      return { x: ne.x - sw.x, y: sw.y - ne.y };
    };
    expect(span(view.zoom).x).toBeLessThanOrEqual(600);
    expect(span(view.zoom).y).toBeLessThanOrEqual(400);
    const closer = span(view.zoom + 0.5);
    expect(closer.x > 600 || closer.y > 400).toBe(true);
    const mid = project(view.center.lat, view.center.lng, 0);
    close(mid.x, (project(0, 103.8, 0).x + project(0, 103.9, 0).x) / 2);
  });

  test('pins keep 32 px from the edge, and never come closer than zoom 16; one pin is at street level', () => {
    const pins = [
      { lat: 1.3, lng: 103.85 },
      { lat: 1.3001, lng: 103.8501 },
    ];
    expect(searchMapView(null, pins, 500, 500)!.zoom).toBe(16);
    const spread = [
      { lat: 1.25, lng: 103.8 },
      { lat: 1.35, lng: 103.9 },
    ];
    const view = searchMapView(null, spread, 500, 500)!;
    for (const p of spread) {
      const at = placeIn(view, 500, 500, p.lat, p.lng);
      expect(at.x).toBeGreaterThanOrEqual(32 - 1e-6);
      expect(at.x).toBeLessThanOrEqual(468 + 1e-6);
    }
    expect(searchMapView(null, [{ lat: 1.3, lng: 103.85 }], 500, 500)).toEqual({ center: { lat: 1.3, lng: 103.85 }, zoom: 15 });
    expect(searchMapView(null, [], 500, 500)).toBeNull();
  });

  test('an area across the antimeridian is fitted across it, and its pins drawn beside each other', () => {
    const view = fitArea([-20, 178, -15, -178], 400, 400);
    expect(Math.abs(view.center.lng)).toBeGreaterThan(179);
    const west = placeIn(view, 400, 400, -17, 179);
    const east = placeIn(view, 400, 400, -17, -179);
    expect(east.x - west.x).toBeGreaterThan(0);
    expect(east.x - west.x).toBeLessThan(400);
  });

  test('tiles: the nearest whole zoom, scaled for a half step, covering the box, wrapped east and west', () => {
    const url = 't/{z}/{x}/{y}.png';
    expect(tilesFor({ center: { lat: 0, lng: 0 }, zoom: 0 }, 256, 256, url)).toEqual([{ url: 't/0/0/0.png', left: 0, top: 0, size: 256 }]);
    const half = tilesFor({ center: { lat: 0, lng: 0 }, zoom: 1.5 }, 300, 300, url);
    expect(new Set(half.map((t) => t.url.split('/')[1]))).toEqual(new Set(['2']));
    expect(half[0]!.size).toBeCloseTo(256 / Math.SQRT2, 6);
    // Every pixel of the box is under a tile.
    for (const [x, y] of [[0, 0], [299, 0], [0, 299], [299, 299], [150, 150]] as const) {
      expect(half.some((t) => x >= t.left && x < t.left + t.size && y >= t.top && y < t.top + t.size)).toBe(true);
    }
    const wrapped = tilesFor({ center: { lat: 0, lng: 180 }, zoom: 1 }, 512, 256, url);
    for (const t of wrapped) expect(Number(t.url.split('/')[2])).toBeLessThan(2);
  });
});
