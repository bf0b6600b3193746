import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, type AnnouncementQuery, type AnnouncementTarget, type TargetDevice } from '@venues/contracts';
import { DEVICES, TARGETS } from './labels';

/**
 * The announcements list's state lives in the URL query so a view can be shared and the back
 * button restores it. This module is the one mapping URL ↔ state ↔ API query.
 */
export const LIST_SORTS = ['newest', 'oldest', 'title'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const SORT_LABELS: Record<ListSort, string> = { newest: 'Newest first', oldest: 'Oldest first', title: 'Title A–Z' };
const SORT_TO_API: Record<ListSort, string> = { newest: '-createdAt', oldest: 'createdAt', title: 'title' };

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState {
  search: string;
  sort: ListSort;
  page: number;
  limit: number;
  activeOnly: boolean;
  target: AnnouncementTarget[];
  targetDevice: TargetDevice[];
}

export const DEFAULT_LIST_STATE: Readonly<ListState> = Object.freeze({
  search: '',
  sort: 'newest',
  page: 1,
  limit: DEFAULT_LIST_LIMIT,
  activeOnly: false,
  target: [],
  targetDevice: [],
});

/** URL parameter names (the API's own names, so a URL reads like the request it makes). */
const P = { search: 'search', sort: 'sort', page: 'page', limit: 'limit', activeOnly: 'active_only', target: 'target', targetDevice: 'target_device' } as const;

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

function enumList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const picked = raw.split(',').map((v) => v.trim()).filter((v): v is T => (allowed as readonly string[]).includes(v));
  // Keep the allowed order and drop duplicates, so equal filters give equal URLs.
  return allowed.filter((v) => picked.includes(v));
}

/** Reads the state from a URL query; anything unreadable falls back to its default. */
export function parseListState(params: URLSearchParams): ListState {
  const sort = params.get(P.sort);
  const active = params.get(P.activeOnly);
  return {
    search: (params.get(P.search) ?? '').trim().slice(0, 200),
    sort: (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : DEFAULT_LIST_STATE.sort,
    page: positiveInt(params.get(P.page), 1_000_000) ?? DEFAULT_LIST_STATE.page,
    limit: positiveInt(params.get(P.limit), MAX_LIST_LIMIT) ?? DEFAULT_LIST_STATE.limit,
    activeOnly: active === 'true' || active === '1',
    target: enumList(params.get(P.target), TARGETS),
    targetDevice: enumList(params.get(P.targetDevice), DEVICES),
  };
}

/** Writes the state as a URL query, leaving out defaults so the plain list has a plain URL. */
export function toSearchParams(state: ListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.search.trim()) out.set(P.search, state.search.trim());
  if (state.sort !== DEFAULT_LIST_STATE.sort) out.set(P.sort, state.sort);
  if (state.activeOnly) out.set(P.activeOnly, 'true');
  if (state.target.length) out.set(P.target, state.target.join(','));
  if (state.targetDevice.length) out.set(P.targetDevice, state.targetDevice.join(','));
  if (state.page !== DEFAULT_LIST_STATE.page) out.set(P.page, String(state.page));
  if (state.limit !== DEFAULT_LIST_STATE.limit) out.set(P.limit, String(state.limit));
  return out;
}

/** Applies a change; any change other than the page itself starts again at page 1. */
export function updateListState(prev: ListState, change: Partial<ListState>): ListState {
  const next = { ...prev, ...change };
  const filtersChanged = (Object.keys(change) as (keyof ListState)[]).some(
    (k) => k !== 'page' && JSON.stringify(prev[k]) !== JSON.stringify(next[k]),
  );
  if (filtersChanged && change.page === undefined) next.page = 1;
  return next;
}

/** True when something narrows the list (used to word the empty state). */
export function hasFilters(state: ListState): boolean {
  return Boolean(state.search.trim()) || state.activeOnly || state.target.length > 0 || state.targetDevice.length > 0;
}

/** The GET /v1/admin/announcements query for a state. */
export function toApiQuery(state: ListState): AnnouncementQuery {
  const query: AnnouncementQuery = { page: state.page, limit: state.limit, sort: SORT_TO_API[state.sort] };
  if (state.search.trim()) query.search = state.search.trim();
  if (state.activeOnly) query.active_only = true;
  if (state.target.length) query.target = state.target.join(',');
  if (state.targetDevice.length) query.target_device = state.targetDevice.join(',');
  return query;
}
