import {
  AMENITY_KEYS,
  EVENT_TYPE_KEYS,
  SEARCH_LIMITS,
  SPACE_TYPE_KEYS,
  VENUE_SORT_KEYS,
  type VenueSearchFilters,
} from '@venues/contracts';
import { readBbox } from '../map/bbox';
import { buildQuery, type SearchFilters } from './searchUrl';

export interface ReadSearch {
  filters: SearchFilters;
  /** Parameters that were not understood and were left out (e.g. `guests=abc`). */
  dropped: string[];
  /** The canonical query string (no '?') of these filters: the page replaces a URL that differs. */
  canonical: string;
}

/*
 * Reading the URL leniently, without zod. Contracts' `parseSearchFilters` (zod) is the rule; this
 * reader gives the same answer for every input (searchState.test.ts checks it against
 * parseSearchFilters on a corpus of good, bad and odd links) but weighs a few hundred bytes
 * instead of zod's 25 KB gzip, which the search page would otherwise download before it can show
 * a single result (docs/design.md §7). A bad value is dropped and named; the rest of the search stays.
 */

type Raw = string | string[];
const FIELDS = ['q', 'city', 'area', 'event_type', 'guests', 'date', 'price_min', 'price_max', 'amenities', 'space_type', 'instant_book', 'bbox', 'sort', 'page', 'limit'] as const;
type Field = (typeof FIELDS)[number];
const MAX_TEXT = 100;
const MAX_PRICE = 100_000_000;
/** A valid value that means "no filter" (`instant_book=false`): neither kept nor dropped. */
const ABSENT = Symbol('absent');

/** z.coerce.number(): Number(value), finite. */
function toNumber(v: Raw): number | undefined {
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function whole(v: Raw, min: number, max: number): number | undefined {
  const n = toNumber(v);
  return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(v: Raw, values: readonly T[]): T | undefined {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** One field's value, or undefined when it is not valid (then the field is dropped). */
function readField(field: Field, v: Raw): unknown {
  switch (field) {
    case 'q':
    case 'city':
    case 'area': {
      if (typeof v !== 'string') return undefined;
      const t = v.trim();
      return t.length <= MAX_TEXT ? t : undefined;
    }
    case 'event_type':
      return oneOf(v, EVENT_TYPE_KEYS);
    case 'space_type':
      return oneOf(v, SPACE_TYPE_KEYS);
    case 'sort':
      return oneOf(v, VENUE_SORT_KEYS);
    case 'guests':
      return whole(v, 1, 100_000);
    case 'page':
      return whole(v, 1, SEARCH_LIMITS.maxPage);
    case 'limit':
      return whole(v, 1, SEARCH_LIMITS.maxLimit);
    case 'date':
      return typeof v === 'string' && isCalendarDate(v) ? v : undefined;
    case 'price_min':
    case 'price_max': {
      const n = toNumber(v);
      return n !== undefined && n >= 0 && n <= MAX_PRICE ? n : undefined;
    }
    case 'amenities': {
      const list = [...new Set((Array.isArray(v) ? v.join(',') : v).split(',').map((x) => x.trim()).filter(Boolean))];
      return list.every((a) => (AMENITY_KEYS as readonly string[]).includes(a)) ? list : undefined;
    }
    case 'instant_book':
      return v === 'true' ? true : v === 'false' ? ABSENT : undefined;
    case 'bbox':
      return readBbox(v);
  }
}

/** The filters of a query string (`?a=b` or `a=b`); repeated parameters count as a list. */
export function readSearch(search: string): ReadSearch {
  const params = new URLSearchParams(search);
  const dropped: string[] = [];
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    const raw: Raw = all.length > 1 ? all : all[0]!;
    if (!(FIELDS as readonly string[]).includes(key)) {
      dropped.push(key);
      continue;
    }
    // An empty value counts as absent (a cleared form field gives `?guests=`).
    if (raw === '') continue;
    const value = readField(key as Field, raw);
    if (value === undefined) dropped.push(key);
    else if (value !== ABSENT) out[key] = value;
  }
  const filters = { sort: 'relevance', page: 1, limit: SEARCH_LIMITS.defaultLimit, ...out } as VenueSearchFilters;
  if (filters.price_min !== undefined && filters.price_max !== undefined && filters.price_max < filters.price_min) {
    delete filters.price_max;
    dropped.push('price_max');
  }
  return { filters, dropped, canonical: buildQuery(filters) };
}
