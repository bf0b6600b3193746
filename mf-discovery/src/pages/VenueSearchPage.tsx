import { Pagination, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { VENUE_SORTS, type VenueSort } from '@venues/contracts';
import { storefrontName } from '../content/storefrontNames';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { SearchMap } from '../features/map/SearchMap';
import { useMediaQuery, WIDE_MAP_QUERY } from '../features/map/useMediaQuery';
import { ActiveFilters, filterChips } from '../features/search/ActiveFilters';
import { FiltersForm } from '../features/search/FiltersForm';
import { useCardHighlight } from '../features/search/useCardHighlight';
import { cachedSearch, searchVenues, storefrontFilters } from '../features/search/searchCache';
import { readSearch } from '../features/search/searchState';
import { searchTitle } from '../features/search/searchTitle';
import { activeFilterCount, clearFilters, searchHref, updateFilters, type SearchFilters } from '../features/search/searchUrl';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { money } from '../features/venues/price';
import { VenueGrid } from '../features/venues/VenueCard';
import '../features/search/search.css';

// The filter drawer's dialog (phones) is downloaded when it is first opened (docs/performance.md).
const Dialog = lazy(() => import(/* webpackChunkName: "dialog" */ '../features/ui/Dialog').then((m) => ({ default: m.Dialog })));

/**
 * `/:country/venues` and `/:country/venues/search`: results for the filters in the URL. Every
 * change is a new history entry (the back button undoes it) and the URL is always the canonical
 * form of the filters (a bad value is dropped from it), so the link in the address bar is the
 * search to share.
 */
export default function VenueSearchPage() {
  const country = useCountry();
  const store = storefrontName(country);
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname.endsWith('/venues/search') ? 'venues/search' : 'venues';
  const { filters, dropped, canonical } = useMemo(() => readSearch(location.search), [location.search]);
  const [drawer, setDrawer] = useState(false);
  // The map: beside the list on wide screens, behind "Show map" on smaller ones (Leaflet loads once the visitor reaches for it, or opens it).
  const wide = useMediaQuery(WIDE_MAP_QUERY);
  const [mapOpen, setMapOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const qId = useId();

  // The address bar shows the canonical URL: unknown or bad values leave it (replace: no extra history entry).
  // What was dropped rides along in the history state, so the notice outlives the replace.
  useEffect(() => {
    if (location.search.replace(/^\?/, '') !== canonical) navigate(searchHref(country, filters, path), { replace: true, state: { dropped } });
  }, [canonical, location.search, country, filters, path, navigate, dropped]);
  const droppedNotice = dropped.length ? dropped : ((location.state as { dropped?: string[] } | null)?.dropped ?? []);

  const title = searchTitle(filters, store);
  useDocumentTitle(title);

  const result = useData(() => searchVenues(country, filters, canonical), [country, canonical], { cached: cachedSearch(country, filters, canonical) });
  const options = useData(() => storefrontFilters(country), [country]);
  const data = result.data;
  const currency = options.data?.currency ?? data?.data.find((v) => v.price_from)?.price_from?.currency ?? null;
  const chips = filterChips(filters, (n) => money(n, currency, country));
  const filterCount = activeFilterCount(filters);

  function go(next: SearchFilters) {
    navigate(searchHref(country, next, path));
  }
  // A new page of results (or new filters) starts at the top of the results, not where the old list ended.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const el = resultsRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [canonical]);

  function onKeyword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    go(updateFilters(filters, { q: typeof q === 'string' && q.trim() ? q.trim() : undefined }));
  }

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / filters.limit));
  const busy = result.status === 'loading' && data !== undefined;
  const ids = useMemo(() => data?.data.map((v) => v._id), [data]);
  const { highlight, setHighlight, listProps } = useCardHighlight(ids);
  const map = (
    <SearchMap
      id="disc-search-map"
      venues={data?.data}
      country={country}
      area={filters.bbox}
      onSearchArea={(bbox) => go(updateFilters(filters, { bbox }))}
      onOpen={(href) => navigate(href)}
      highlight={highlight}
      onHighlight={setHighlight}
      eager={!wide}
    />
  );

  return (
    <div className="disc-page disc-container disc-search-page">
      <FavoritesHost />
      <header className="disc-search-head">
        <h1>{title}</h1>
        <form role="search" aria-label="Search venues by name or keyword" className="disc-keyword" action={`/${country}/${path}`} method="get" onSubmit={onKeyword}>
          <label htmlFor={qId} className="disc-visually-hidden">
            Venue name or keyword
          </label>
          <input
            key={filters.q ?? ''}
            id={qId}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="Venue name or keyword, e.g. rooftop"
            autoFocus={path === 'venues/search'}
            maxLength={100}
          />
          <button type="submit" className="disc-button disc-button--primary">
            Search
          </button>
        </form>
        {droppedNotice.length > 0 && (
          <p className="disc-meta" role="status">
            Some parts of the link were not understood and were left out ({droppedNotice.join(', ')}).
          </p>
        )}
      </header>

      <div className="disc-search-layout">
        <aside className="disc-search-side" aria-label="Filter venues">
          <FiltersForm value={filters} facets={data?.facets} options={options.data} mode="instant" onApply={go} id="side" />
        </aside>

        <section className="disc-search-results" aria-labelledby="disc-results-count">
          <div className="disc-results-bar">
            <button type="button" className="disc-button disc-button--ghost disc-filters-toggle" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
              Filters{filterCount > 0 ? ` (${filterCount})` : ''}
            </button>
            <button type="button" className="disc-button disc-button--ghost disc-map-toggle" aria-expanded={mapOpen} aria-controls={mapOpen ? 'disc-search-map' : undefined} onClick={() => setMapOpen((o) => !o)}>
              {mapOpen ? 'Hide map' : 'Show map'}
            </button>
            <h2 id="disc-results-count" ref={resultsRef} className="disc-results-count" aria-live="polite">
              {data ? `${total.toLocaleString('en')} venue${total === 1 ? '' : 's'}` : 'Searching…'}
            </h2>
            <label className="disc-sort">
              <span>Sort by</span>
              <select value={filters.sort} onChange={(e) => go(updateFilters(filters, { sort: e.target.value as VenueSort }))}>
                {VENUE_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {/* On phones and tablets the map opens under the bar, so "Hide map" stays where it was pressed. */}
          {!wide && mapOpen && map}

          <ActiveFilters chips={chips} onRemove={(c) => go(c.without)} onClear={() => go(clearFilters(filters) as SearchFilters)} />

          {result.status === 'error' && !data ? (
            <ErrorNotice title="We could not load venues" message={result.error.message} onRetry={result.reload} />
          ) : data && data.data.length === 0 ? (
            total > 0 && filters.page > lastPage ? (
              <EmptyNotice
                title="This page is past the last result"
                actions={
                  <Link className="disc-button disc-button--primary" to={searchHref(country, updateFilters(filters, { page: 1 }), path)}>
                    Back to the first page
                  </Link>
                }
              />
            ) : (
              <EmptyNotice
                title="No venues match all of these filters"
                actions={
                  <>
                    {chips.length > 0 && (
                      <button type="button" className="disc-button disc-button--primary" onClick={() => go(clearFilters(filters) as SearchFilters)}>
                        Clear filters
                      </button>
                    )}
                    <Link className="disc-button disc-button--ghost" to={`/${country}/venues/recommended`}>
                      See top-rated venues
                    </Link>
                  </>
                }
              >
                <p>Try fewer guests, another date, a wider price range or fewer amenities — or remove one of the filters above.</p>
              </EmptyNotice>
            )
          ) : (
            <div className="disc-search-list" {...listProps}>
              <VenueGrid venues={data?.data} country={country} skeletons={6} eagerCount={2} label="Venues" busy={busy} when={filters.date ? { date: filters.date, guests: filters.guests } : undefined} />
            </div>
          )}

          {data && data.data.length > 0 && (
            <Pagination className="disc-pagination" label="Pages of results" page={filters.page} total={total} limit={filters.limit} hrefFor={(p) => searchHref(country, updateFilters(filters, { page: p }), path)} />
          )}
          {result.status === 'error' && data && (
            <p role="alert" className="disc-field-error">
              Could not update the results: {result.error.message}{' '}
              <button type="button" className="disc-link-button" onClick={result.reload}>
                Try again
              </button>
            </p>
          )}
        </section>

        {/* Its column is laid out by CSS from 1024 px, so a page drawn on the server (which knows no screen) does not shift when the map arrives. */}
        <div className="disc-search-map-slot">{wide && map}</div>
      </div>

      {drawer && (
        <Suspense fallback={null}>
          <Dialog title="Filters" variant="sheet" onClose={() => setDrawer(false)}>
            <FiltersForm
              value={filters}
              facets={data?.facets}
              options={options.data}
              mode="deferred"
              id="drawer"
              submitLabel="Show venues"
              onApply={(next) => {
                setDrawer(false);
                go(next);
              }}
            />
          </Dialog>
        </Suspense>
      )}
    </div>
  );
}
