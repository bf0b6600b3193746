import { DEFAULT_LIST_STATE, hasFilters, parseListState, toApiQuery, toSearchParams, updateListState, type ListState } from '../listQuery';

const parse = (q: string) => parseListState(new URLSearchParams(q));

describe('list URL query → state', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(DEFAULT_LIST_STATE.limit).toBe(10);
  });

  it('reads every parameter', () => {
    expect(parse('search=holiday&sort=title&page=3&limit=20&active_only=true&target=USERS_ONLY&target_device=WEB_ONLY,MOBILE_ONLY')).toEqual({
      search: 'holiday',
      sort: 'title',
      page: 3,
      limit: 20,
      activeOnly: true,
      target: ['USERS_ONLY'],
      targetDevice: ['WEB_ONLY', 'MOBILE_ONLY'],
    });
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(parse('sort=random&page=0&limit=1000&active_only=yes&target=NOBODY')).toEqual(DEFAULT_LIST_STATE);
    expect(parse('page=-2&limit=abc')).toMatchObject({ page: 1, limit: 10 });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
  });

  it('drops unknown and repeated enum values and keeps a stable order', () => {
    expect(parse('target=VENUE_OWNERS_ONLY,bogus,ALL,ALL').target).toEqual(['ALL', 'VENUE_OWNERS_ONLY']);
  });
});

describe('state → URL query', () => {
  it('leaves defaults out', () => {
    expect(toSearchParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('round-trips a full state', () => {
    const state: ListState = {
      search: 'spring sale',
      sort: 'oldest',
      page: 2,
      limit: 50,
      activeOnly: true,
      target: ['ALL', 'VENUE_OWNERS_ONLY'],
      targetDevice: ['MOBILE_ONLY'],
    };
    const query = toSearchParams(state);
    expect(query.get('search')).toBe('spring sale');
    expect(query.get('target')).toBe('ALL,VENUE_OWNERS_ONLY');
    expect(parseListState(new URLSearchParams(query.toString()))).toEqual(state);
  });
});

describe('updateListState', () => {
  const onPage3: ListState = { ...DEFAULT_LIST_STATE, page: 3 };
  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    expect(updateListState(onPage3, { search: 'x' }).page).toBe(1);
    expect(updateListState(onPage3, { sort: 'title' }).page).toBe(1);
    expect(updateListState(onPage3, { activeOnly: true }).page).toBe(1);
    expect(updateListState(onPage3, { limit: 20 }).page).toBe(1);
  });
  it('keeps the page when nothing else changed', () => {
    expect(updateListState(onPage3, { search: '' }).page).toBe(3);
    expect(updateListState(onPage3, { page: 4 }).page).toBe(4);
    expect(updateListState(onPage3, { limit: 20, page: 2 })).toMatchObject({ limit: 20, page: 2 });
  });
});

describe('state → API query', () => {
  it('sends page, limit and the sort of the default view', () => {
    expect(toApiQuery(DEFAULT_LIST_STATE)).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
  });
  it('sends filters in the API vocabulary', () => {
    expect(
      toApiQuery({ ...DEFAULT_LIST_STATE, search: ' gala ', sort: 'title', activeOnly: true, target: ['USERS_ONLY'], targetDevice: ['ALL', 'WEB_ONLY'] }),
    ).toEqual({ page: 1, limit: 10, sort: 'title', search: 'gala', active_only: true, target: 'USERS_ONLY', target_device: 'ALL,WEB_ONLY' });
    expect(toApiQuery({ ...DEFAULT_LIST_STATE, sort: 'oldest' }).sort).toBe('createdAt');
  });
  it('knows when the view is filtered', () => {
    expect(hasFilters(DEFAULT_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_STATE, sort: 'title', page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_STATE, targetDevice: ['WEB_ONLY'] })).toBe(true);
  });
});
