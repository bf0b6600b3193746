// One storefront's published venues in columnar, in-memory form: filters, the five sorts, the
// total and every facet count are worked out here in one pass over typed arrays (a millisecond
// for 12,500 venues), where the same counts in SQL cost tens of milliseconds a query; text
// matches come from its text index (text-index.ts) the same way. PostgreSQL stays the source of
// truth and does what needs it: availability on a date, and the cards of the page.
// SearchIndexes (search-index.ts) reloads a storefront when its version in search_versions moves.
import { AMENITY_KEYS, EVENT_TYPE_KEYS, SPACE_TYPE_KEYS, type BoundingBox, type SearchFacets, type VenueSort } from '@venues/contracts';
import { TextIndex, type TextRow } from './text-index';
import { tsQueryText, type TextQuery } from './text-query';
import { placeTier } from './place-match';

/** A venue_search row as loaded. */
export interface IndexRow {
  venue_id: string;
  city: string;
  area: string;
  event_types: string[];
  amenities: string[];
  space_caps: Record<string, number>;
  max_capacity: number;
  price_from_minor: number | null;
  rating_score: number;
  /** Published reviews (venues.rating_count): the popular sort. */
  review_count: number;
  published_at: Date | string | null;
  /** The venue's pin (venues.latitude/longitude); a published venue has one, but a row without is never in a map area. */
  lat: number | null;
  lng: number | null;
  /** Some published space takes instant bookings (venues.instant_book); absent counts as no. */
  instant_book?: boolean;
}

/** A published space of the storefront, as loaded. */
export interface IndexSpace {
  id: string;
  venue_id: string;
  space_type: string;
  capacity: number;
}

export interface IndexQuery {
  city?: string;
  area?: string;
  event_type?: string;
  guests?: number;
  space_type?: string;
  amenities?: string[];
  /** Only venues with a space bookable instantly. */
  instant_book?: boolean;
  /** Only pins inside this map area (west > east: across the antimeridian). */
  bbox?: BoundingBox;
  priceMinMinor?: number;
  priceMaxMinor?: number;
  sort: VenueSort;
  offset: number;
  limit: number;
  /** Text matches; null = no text filter. */
  text: TextMatches | null;
  /** With a date: the storefront's spaces taken that day (a venue counts only its other spaces). */
  takenSpaces: Set<string> | null;
}

/** The venues matching a text search (positions in the index). */
export interface TextMatches {
  /** Ascending. */
  venues: Uint32Array;
  /** The same, best text match first, then top rated, then by id. */
  byRelevance: Uint32Array;
}

/** What a query matches: the total, the facets, and a flag per venue. */
interface Scan {
  total: number;
  facets: SearchFacets;
  match: Uint8Array;
}

export interface IndexResult {
  total: number;
  facets: SearchFacets;
  ids: string[];
}

const T = SPACE_TYPE_KEYS.length;
// Event types are one 32-bit mask per venue.
if (EVENT_TYPE_KEYS.length > 32) throw new Error('StorefrontIndex keeps event types in 32 bits: widen it before adding more');
const AMENITY_WORDS = Math.ceil(AMENITY_KEYS.length / 32);
const EVENT_BIT = new Map<string, number>(EVENT_TYPE_KEYS.map((k, i) => [k, i]));
const AMENITY_BIT = new Map<string, number>(AMENITY_KEYS.map((k, i) => [k, i]));
const TYPE_POS = new Map<string, number>(SPACE_TYPE_KEYS.map((k, i) => [k, i]));

/** Whether a pin is in a map area (edges included; a missing pin, NaN, never is); null without an area. */
export function boxTest(box: BoundingBox | undefined): ((lat: number, lng: number) => boolean) | null {
  if (!box) return null;
  const [south, west, north, east] = box;
  // West beyond east: the box crosses the antimeridian, so it is the two strips either side of it.
  const across = west > east;
  return (lat, lng) => lat >= south && lat <= north && (across ? lng >= west || lng <= east : lng >= west && lng <= east);
}

/** Adds one to counts[offset + k] for each bit k set in `bits`. */
function countBits(bits: number, counts: Uint32Array, offset: number): void {
  for (let b = bits; b !== 0; b &= b - 1) counts[offset + 31 - Math.clz32(b & -b)]!++;
}

/** Orders of the venue indexes for each sort (ties by venue id, as in SQL). */
type SortKey = Exclude<VenueSort, 'relevance'>;

export class StorefrontIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly position = new Map<string, number>();
  private readonly cities: string[] = [];
  private readonly areas: string[] = [];
  private readonly cityOf: Uint16Array;
  private readonly areaOf: Uint16Array;
  private readonly events: Uint32Array;
  private readonly amenities: Uint32Array;
  private readonly caps: Int32Array;
  private readonly maxCap: Int32Array;
  private readonly price: Float64Array;
  private readonly rating: Float64Array;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly instant: Uint8Array;
  private readonly orders: Record<SortKey, Uint32Array>;
  /** Each venue's place in the top-rated order (the tie-break of text relevance). */
  private readonly ratingPlace: Uint32Array;
  readonly text: TextIndex;
  /** Published spaces: venue (index), type (position) and largest layout, by space id. */
  private readonly spaces = new Map<string, { venue: number; type: number; capacity: number }>();
  private readonly spacesOf: { type: number; capacity: number; id: string }[][];

  constructor(rows: IndexRow[], spaces: IndexSpace[] = [], texts: TextRow[] = []) {
    const n = rows.length;
    this.size = n;
    this.ids = rows.map((r) => r.venue_id);
    this.cityOf = new Uint16Array(n);
    this.areaOf = new Uint16Array(n);
    this.events = new Uint32Array(n);
    this.amenities = new Uint32Array(n * AMENITY_WORDS);
    this.caps = new Int32Array(n * T);
    this.maxCap = new Int32Array(n);
    this.price = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.lat = new Float64Array(n);
    this.lng = new Float64Array(n);
    this.instant = new Uint8Array(n);
    const published = new Float64Array(n);
    const reviews = new Int32Array(n);
    const cityIds = new Map<string, number>();
    const areaIds = new Map<string, number>();
    const intern = (map: Map<string, number>, list: string[], v: string) => {
      let i = map.get(v);
      if (i === undefined) map.set(v, (i = list.push(v) - 1));
      return i;
    };
    rows.forEach((r, i) => {
      this.position.set(r.venue_id, i);
      this.cityOf[i] = intern(cityIds, this.cities, r.city);
      this.areaOf[i] = intern(areaIds, this.areas, r.area);
      for (const e of r.event_types) if (EVENT_BIT.has(e)) this.events[i]! |= 1 << EVENT_BIT.get(e)!;
      for (const a of r.amenities) {
        const b = AMENITY_BIT.get(a);
        if (b !== undefined) this.amenities[i * AMENITY_WORDS + (b >> 5)]! |= 1 << (b & 31);
      }
      for (const [type, cap] of Object.entries(r.space_caps)) if (TYPE_POS.has(type)) this.caps[i * T + TYPE_POS.get(type)!] = cap;
      this.maxCap[i] = r.max_capacity;
      this.price[i] = r.price_from_minor ?? NaN;
      this.rating[i] = r.rating_score;
      reviews[i] = r.review_count;
      this.lat[i] = r.lat ?? NaN;
      this.lng[i] = r.lng ?? NaN;
      this.instant[i] = r.instant_book === true ? 1 : 0;
      published[i] = r.published_at === null ? NaN : new Date(r.published_at).getTime();
    });
    this.spacesOf = rows.map(() => []);
    for (const sp of spaces) {
      const venue = this.position.get(sp.venue_id);
      const type = TYPE_POS.get(sp.space_type);
      if (venue === undefined || type === undefined) continue;
      this.spaces.set(sp.id, { venue, type, capacity: sp.capacity });
      this.spacesOf[venue]!.push({ type, capacity: sp.capacity, id: sp.id });
    }
    const order = (cmp: (a: number, b: number) => number) => {
      const idx = Uint32Array.from({ length: n }, (_, i) => i);
      return idx.sort((a, b) => cmp(a, b) || (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0));
    };
    /** Descending, missing values (NaN) last. */
    const desc = (col: Float64Array | Int32Array) => (a: number, b: number) => (Number.isNaN(col[a]!) ? 1 : 0) - (Number.isNaN(col[b]!) ? 1 : 0) || (col[b]! - col[a]! || 0);
    const asc = (col: Float64Array) => (a: number, b: number) => (Number.isNaN(col[a]!) ? 1 : 0) - (Number.isNaN(col[b]!) ? 1 : 0) || (col[a]! - col[b]! || 0);
    this.orders = {
      rating: order(desc(this.rating)),
      price_asc: order(asc(this.price)),
      price_desc: order(desc(this.price)),
      capacity: order(desc(this.maxCap)),
      newest: order(desc(published)),
      // Most reviews first; the better rated first among equals.
      popular: order((a, b) => desc(reviews)(a, b) || desc(this.rating)(a, b)),
    };
    this.ratingPlace = new Uint32Array(n);
    this.orders.rating.forEach((i, k) => (this.ratingPlace[i] = k));
    this.text = new TextIndex(n, texts, (id) => this.position.get(id));
  }

  /** Text matches of this version of the storefront, by query: a repeated search ("rooftop", "ballroom") is not matched again. */
  private texts = new Map<string, TextMatches>();

  textMatches(query: TextQuery): TextMatches {
    const key = tsQueryText(query);
    let found = this.texts.get(key);
    if (!found) {
      if (this.texts.size >= 500) this.texts.delete(this.texts.keys().next().value!);
      const { venues, rank } = this.text.match(query);
      found = { venues, byRelevance: this.byRelevance(venues, rank) };
      this.texts.set(key, found);
    }
    return found;
  }

  /**
   * Matches best rank first, then top rated (then id). Sorted as numbers, not with a comparator
   * (4 ms for 11,000 matches): a positive float's bits order as the float does, so each match's
   * key is its rank's bits, then its place in the top-rated order, in one exact double.
   */
  private byRelevance(venues: Uint32Array, rank: Float32Array): Uint32Array {
    const n = venues.length;
    const slot = new Int32Array(this.size).fill(-1);
    venues.forEach((v, k) => (slot[v] = k));
    // The matches in top-rated order.
    const rated = new Uint32Array(n);
    let k = 0;
    for (const i of this.orders.rating) if (slot[i]! >= 0) rated[k++] = i;
    const bits = new Uint32Array(rank.buffer, rank.byteOffset, n);
    const PLACES = 2 ** 22;
    if (n >= PLACES) return rated.sort((a, b) => rank[slot[b]!]! - rank[slot[a]!]!);
    const keys = new Float64Array(n);
    for (let j = 0; j < n; j++) keys[j] = bits[slot[rated[j]!]!]! * PLACES + (PLACES - 1 - j);
    keys.sort();
    return Uint32Array.from({ length: n }, (_, j) => rated[PLACES - 1 - (keys[n - 1 - j]! % PLACES)]!);
  }

  /**
   * A typed place → the ids of the cities and areas it finds (place-match.ts: the whole name, else
   * by words and prefixes, else with a typo; the best tier over both lists wins), null without one.
   */
  private placeIds(name: string | undefined, withCities: boolean): { cities: Set<number>; areas: Set<number> } | null {
    if (name === undefined) return null;
    const cityTiers = withCities ? this.cities.map((c) => placeTier(name, c)) : [];
    const areaTiers = this.areas.map((a) => placeTier(name, a));
    const found = [...cityTiers, ...areaTiers].filter((t) => t >= 0);
    const best = found.length ? Math.min(...found) : -2;
    const pick = (tiers: number[]) => new Set(tiers.flatMap((t, i) => (t === best ? [i] : [])));
    return { cities: pick(cityTiers), areas: pick(areaTiers) };
  }

  /** The areas and cities a typed place finds, with their venue counts (best first), for suggestions as a person types. */
  places(query: string, limit: number): { kind: 'area' | 'city'; name: string; city: string; count: number }[] {
    const found = this.placeIds(query, true)!;
    const cityCount = new Map<number, number>();
    const areaCount = new Map<string, number>();
    for (let i = 0; i < this.size; i++) {
      const c = this.cityOf[i]!;
      if (found.cities.has(c)) cityCount.set(c, (cityCount.get(c) ?? 0) + 1);
      const a = this.areaOf[i]!;
      // An area named as its city is the city.
      if (found.areas.has(a) && this.areas[a]!.toLowerCase() !== this.cities[c]!.toLowerCase()) areaCount.set(`${a}:${c}`, (areaCount.get(`${a}:${c}`) ?? 0) + 1);
    }
    const out = [
      ...[...cityCount].map(([c, count]) => ({ kind: 'city' as const, name: this.cities[c]!, city: this.cities[c]!, count })),
      ...[...areaCount].map(([key, count]) => {
        const [a, c] = key.split(':').map(Number);
        return { kind: 'area' as const, name: this.areas[a!]!, city: this.cities[c!]!, count };
      }),
    ];
    return out.sort((x, y) => y.count - x.count || x.name.localeCompare(y.name)).slice(0, limit);
  }

  /** The whole storefront's total and facets (a search with no filter: the first page of most visits), worked out once. */
  private whole: Scan | null = null;

  search(q: IndexQuery): IndexResult {
    const filtered =
      q.text !== null || q.takenSpaces !== null || !!q.amenities?.length || [q.city, q.area, q.event_type, q.guests, q.space_type, q.bbox, q.priceMinMinor, q.priceMaxMinor, q.instant_book].some((v) => v !== undefined);
    const { total, facets, match } = filtered ? this.scan(q) : (this.whole ??= this.scan(q));
    return { total, facets, ids: this.page(q, match) };
  }

  /** The venues a query matches, their total and the facets, in one pass. */
  private scan(q: IndexQuery): Scan {
    const n = this.size;
    const guests = q.guests ?? 1;
    const asCity = this.placeIds(q.city, true);
    const cityIds = asCity?.cities ?? null;
    const areaAsCity = asCity?.areas ?? null;
    const areaIds = this.placeIds(q.area, false)?.areas ?? null;
    const eventBit = q.event_type === undefined ? -1 : (EVENT_BIT.get(q.event_type) ?? -2);
    const typePos = q.space_type === undefined ? -1 : (TYPE_POS.get(q.space_type) ?? -2);
    const need = new Uint32Array(AMENITY_WORDS);
    for (const a of q.amenities ?? []) {
      const b = AMENITY_BIT.get(a);
      if (b === undefined) return { total: 0, facets: { event_types: [], amenities: [], cities: [], space_types: [] }, match: new Uint8Array(n) };
      need[b >> 5]! |= 1 << (b & 31);
    }
    // On a date, venues with a space taken count only their free spaces (largest per type):
    // freeCaps holds a row of T for each, freeRow[venue] its start (-1 for the others).
    const freeRow = q.takenSpaces?.size ? new Int32Array(n).fill(-1) : null;
    const freeCaps = new Int32Array(freeRow ? q.takenSpaces!.size * T : 0);
    let rowsUsed = 0;
    for (const id of q.takenSpaces ?? []) {
      const sp = this.spaces.get(id);
      if (!sp || freeRow![sp.venue] !== -1) continue;
      const at = (freeRow![sp.venue] = rowsUsed++ * T);
      for (const other of this.spacesOf[sp.venue]!) if (!q.takenSpaces!.has(other.id)) freeCaps[at + other.type] = Math.max(freeCaps[at + other.type]!, other.capacity);
    }
    const inBox = boxTest(q.bbox);
    const priceMin = q.priceMinMinor ?? -Infinity;
    const priceMax = q.priceMaxMinor ?? Infinity;
    const anyAmenity = need.some((w) => w !== 0);

    const eventCounts = new Uint32Array(32);
    const amenityCounts = new Uint32Array(AMENITY_WORDS * 32);
    const typeCounts = new Uint32Array(T);
    const cityCounts = new Uint32Array(this.cities.length);
    const match = new Uint8Array(n);
    let total = 0;

    // With text, only its matches are looked at.
    const candidates = q.text?.venues.length ?? n;
    for (let at = 0; at < candidates; at++) {
      const i = q.text ? q.text.venues[at]! : at;
      // Filters every facet shares.
      if (areaIds && !areaIds.has(this.areaOf[i]!)) continue;
      if (q.instant_book && this.instant[i] !== 1) continue;
      if (inBox && !inBox(this.lat[i]!, this.lng[i]!)) continue;
      const price = this.price[i]!;
      // (A venue without a price, NaN, is left out by either bound.)
      if ((q.priceMinMinor !== undefined || q.priceMaxMinor !== undefined) && !(price >= priceMin && price <= priceMax)) continue;
      if (anyAmenity) {
        let ok = true;
        for (let w = 0; w < AMENITY_WORDS; w++) if ((this.amenities[i * AMENITY_WORDS + w]! & need[w]!) !== need[w]) ok = false;
        if (!ok) continue;
      }
      // Capacity per type: on a date, of the spaces free that day.
      const freeAt = freeRow ? freeRow[i]! : -1;
      const caps = freeAt >= 0 ? freeCaps : this.caps;
      const from = freeAt >= 0 ? freeAt : i * T;
      // Guests need some space that takes them; on a date, one free that day.
      if (freeAt >= 0) {
        let fits = false;
        for (let t = 0; t < T && !fits; t++) fits = freeCaps[freeAt + t]! >= guests;
        if (!fits) continue;
      } else if (q.guests !== undefined && this.maxCap[i]! < q.guests) continue;
      // The single-choice groups, each left out of its own facet.
      const c = !cityIds || cityIds.has(this.cityOf[i]!) || (areaAsCity !== null && areaAsCity.has(this.areaOf[i]!));
      const e = eventBit === -1 || (eventBit >= 0 && (this.events[i]! & (1 << eventBit)) !== 0);
      const t = typePos === -1 || (typePos >= 0 && caps[from + typePos]! >= guests);
      if (e && t) cityCounts[this.cityOf[i]!]!++;
      if (c && t) countBits(this.events[i]!, eventCounts, 0);
      if (c && e) for (let k = 0; k < T; k++) if (caps[from + k]! >= guests) typeCounts[k]!++;
      if (c && e && t) {
        match[i] = 1;
        total++;
        for (let w = 0; w < AMENITY_WORDS; w++) countBits(this.amenities[i * AMENITY_WORDS + w]!, amenityCounts, w * 32);
      }
    }

    const list = (keys: readonly string[], counts: Uint32Array) =>
      keys.map((value, i) => ({ value, count: counts[i]! })).filter((f) => f.count > 0).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const facets: SearchFacets = {
      event_types: list(EVENT_TYPE_KEYS, eventCounts),
      amenities: list(AMENITY_KEYS, amenityCounts),
      cities: list(this.cities, cityCounts),
      space_types: list(SPACE_TYPE_KEYS, typeCounts),
    };
    return { total, facets, match };
  }

  private page(q: IndexQuery, match: Uint8Array): string[] {
    const out: string[] = [];
    // Relevance with text: best text match first, then top rated, then id.
    const order = q.sort === 'relevance' && q.text ? q.text.byRelevance : this.orders[q.sort === 'relevance' ? 'rating' : q.sort];
    let skip = q.offset;
    for (let k = 0; k < order.length && out.length < q.limit; k++) {
      const i = order[k]!;
      if (!match[i]) continue;
      if (skip > 0) skip--;
      else out.push(this.ids[i]!);
    }
    return out;
  }

  /** Cities with their areas and counts, the price range (minor units) and the largest capacity. */
  summary(): { cities: { city: string; count: number; areas: { area: string; count: number }[] }[]; price: { min: number; max: number } | null; maxCapacity: number } {
    const byCity = new Map<number, Map<number, number>>();
    let min = Infinity;
    let max = -Infinity;
    let cap = 0;
    for (let i = 0; i < this.size; i++) {
      const areas = byCity.get(this.cityOf[i]!) ?? new Map<number, number>();
      byCity.set(this.cityOf[i]!, areas.set(this.areaOf[i]!, (areas.get(this.areaOf[i]!) ?? 0) + 1));
      if (!Number.isNaN(this.price[i]!)) {
        min = Math.min(min, this.price[i]!);
        max = Math.max(max, this.price[i]!);
      }
      cap = Math.max(cap, this.maxCap[i]!);
    }
    const cities = [...byCity].map(([c, areas]) => ({
      city: this.cities[c]!,
      count: [...areas.values()].reduce((a, b) => a + b, 0),
      areas: [...areas].map(([a, count]) => ({ area: this.areas[a]!, count })),
    }));
    return { cities, price: min === Infinity ? null : { min, max }, maxCapacity: cap };
  }

  /** The best rated venues. */
  top(limit: number): string[] {
    return Array.from(this.orders.rating.subarray(0, limit), (i) => this.ids[i]!);
  }
}
