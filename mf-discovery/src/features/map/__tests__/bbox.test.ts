import { parseSearchFilters } from '@venues/contracts';
import { filterChips } from '../../search/ActiveFilters';
import { readSearch } from '../../search/searchState';
import { buildQuery, clearFilters, updateFilters } from '../../search/searchUrl';
import { boundsToBbox, formatBbox, inBbox, readBbox, sameBbox, wrapLng } from '../bbox';

describe('reading a bbox from the URL', () => {
  test('four numbers south,west,north,east; spaces allowed; across the antimeridian allowed', () => {
    expect(readBbox('1.2,103.6,1.5,104.1')).toEqual([1.2, 103.6, 1.5, 104.1]);
    expect(readBbox(' 1.2 , 103.6,1.5,104.1 ')).toEqual([1.2, 103.6, 1.5, 104.1]);
    expect(readBbox('-20,170,-10,-170')).toEqual([-20, 170, -10, -170]);
    expect(readBbox(['1', '2', '3', '4'])).toEqual([1, 2, 3, 4]);
  });

  // The zod-free reader must agree with contracts' schema on every input (the API's rule).
  const corpus = ['1.2,103.6,1.5,104.1', '-90,-180,90,180', '-20,170,-10,-170', '1,2,3', '1,2,3,4,5', '1,,3,4', 'a,b,c,d', '-91,0,0,0', '0,0,91,0', '0,-181,0,0', '0,0,0,180.5', '2,0,1,0', '1e1,2,20,4', 'Infinity,0,1,0', ' , , , ', '0x1,0,2,0'];
  test.each(corpus)('%s: the same answer as contracts’ parseSearchFilters', (v) => {
    const zod = parseSearchFilters(new URLSearchParams({ bbox: v }));
    const ours = readSearch(`?${new URLSearchParams({ bbox: v })}`);
    expect(ours.filters.bbox).toEqual(zod.filters.bbox);
    expect(ours.dropped).toEqual(zod.dropped);
  });
});

describe('the visible area as a bbox', () => {
  test('rounded outwards to five decimals, so a pin on the edge stays inside', () => {
    expect(boundsToBbox({ south: 1.2345678, west: 103.1234561, north: 1.4000001, east: 103.9 })).toEqual([1.23456, 103.12345, 1.40001, 103.9]);
  });

  test('latitudes clamped; longitudes past ±180 wrapped, giving west > east across the antimeridian', () => {
    expect(boundsToBbox({ south: -95, west: 10, north: 95, east: 20 })).toEqual([-90, 10, 90, 20]);
    expect(boundsToBbox({ south: -20, west: 170, north: -10, east: 190 })).toEqual([-20, 170, -10, -170]);
    expect(boundsToBbox({ south: -20, west: -190, north: -10, east: -170 })).toEqual([-20, 170, -10, -170]);
    // Scrolled a whole world east: the same place.
    expect(boundsToBbox({ south: 1, west: 463.6, north: 2, east: 464 })).toEqual([1, 103.6, 2, 104]);
  });

  test('a map showing the whole width of the world is all longitudes', () => {
    expect(boundsToBbox({ south: -80, west: -250, north: 80, east: 300 })).toEqual([-80, -180, 80, 180]);
  });

  test('an area ending on the date line is not one across it', () => {
    expect(boundsToBbox({ south: 0, west: 170, north: 10, east: 180 })).toEqual([0, 170, 10, 180]);
    expect(boundsToBbox({ south: 0, west: -180, north: 10, east: -170 })).toEqual([0, -180, 10, -170]);
  });

  test('wrapLng keeps -180..180 and wraps the rest', () => {
    expect([wrapLng(180), wrapLng(-180), wrapLng(181), wrapLng(-181), wrapLng(540)]).toEqual([180, -180, -179, 179, -180]);
  });

  test('whatever the map shows, the bbox it gives is one the API accepts', () => {
    for (const [s, w, n, e] of [[-89.9, -500, 89.9, -300], [0, 179.99999, 1, 180.00001], [-100, 0, 100, 359.9]]) {
      const b = boundsToBbox({ south: s!, west: w!, north: n!, east: e! });
      expect(readBbox(formatBbox(b))).toEqual(b);
    }
  });
});

describe('in the search URL', () => {
  test('written as south,west,north,east with readable commas, before the sort, and read back', () => {
    const f = updateFilters(readSearch('?guests=50&sort=rating&page=3').filters, { bbox: [1.25, 103.8, 1.35, 103.9] });
    const qs = buildQuery(f);
    expect(qs).toBe('guests=50&bbox=1.25,103.8,1.35,103.9&sort=rating');
    expect(readSearch(qs).filters).toEqual({ ...f, page: 1 });
  });

  test('an active area is a "Map area" chip that removes it and nothing else; clearing all removes it too', () => {
    const f = readSearch('?guests=50&bbox=1.25,103.8,1.35,103.9').filters;
    const chip = filterChips(f, String).find((c) => c.key === 'bbox')!;
    expect(chip.label).toBe('Map area');
    expect(buildQuery(chip.without)).toBe('guests=50');
    expect(clearFilters(f).bbox).toBeUndefined();
  });

  test('sameBbox compares to the URL’s precision; inBbox includes the edges and crosses the date line', () => {
    expect(sameBbox([1, 2, 3, 4], [1.000001, 2, 3, 4])).toBe(true);
    expect(sameBbox([1, 2, 3, 4], undefined)).toBe(false);
    expect(inBbox([0, 170, 10, -170], 5, 179)).toBe(true);
    expect(inBbox([0, 170, 10, -170], 5, -175)).toBe(true);
    expect(inBbox([0, 170, 10, -170], 5, 0)).toBe(false);
    expect(inBbox([0, 10, 5, 20], 5, 10)).toBe(true);
  });
});
