import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@venues/api-client';
import type { VenueDetail } from '@venues/contracts';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { CompareTable } from '../features/compare/CompareTable';
import { compareHref, slugsFromSearch, useCompareList } from '../features/compare/compareStore';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { loadVenue } from '../features/venue/venueCache';
import '../features/ui/ui.css';
import '../features/venues/venues.css';
import '../features/compare/compare.css';

interface Loaded {
  venues: VenueDetail[];
  /** Slugs that are not (or no longer) public venues. */
  missing: string[];
}

/** Each venue from the public API (GET /v1/venues/{slug}, shared with the venue page's cache); a missing one is left out and named. */
async function loadAll(slugs: readonly string[]): Promise<Loaded> {
  const answers = await Promise.allSettled(slugs.map((s) => loadVenue(s)));
  const failed = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected' && toApiError(a.reason).status !== 404);
  if (failed) throw failed.reason;
  return {
    venues: answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : [])),
    missing: slugs.filter((_, i) => answers[i]!.status === 'rejected'),
  };
}

/**
 * `/:country/compare?venues=a,b,c`: up to three venues side by side. The URL is the truth here (a
 * link to share): the page compares what it names, whatever this browser's compare list holds.
 */
export default function ComparePage() {
  const country = useCountry();
  const { search } = useLocation();
  const navigate = useNavigate();
  const slugs = useMemo(() => slugsFromSearch(search), [search]);
  const key = slugs.join(',');
  const picked = useCompareList(country);
  const state = useData(() => loadAll(slugs), [key], { skip: slugs.length < 2 });
  useDocumentTitle('Compare venues');

  const remove = (slug: string) => navigate(compareHref(country, slugs.filter((s) => s !== slug)), { replace: true });
  const loaded = state.status === 'ready' || state.status === 'loading' ? state.data : undefined;

  let body;
  if (state.status === 'error') {
    body = <ErrorNotice title="We could not load these venues" message={state.error.message} onRetry={state.reload} />;
  } else if (slugs.length < 2 || (loaded && state.status === 'ready' && loaded.venues.length < 2)) {
    body = (
      <EmptyNotice
        title="Add venues to compare from the search"
        actions={
          <>
            <Link className="disc-button disc-button--primary" to={`/${country}/venues`}>
              Search venues
            </Link>
            {picked.length >= 2 && picked.map((p) => p.slug).join(',') !== key && (
              <Link className="disc-button disc-button--ghost" to={compareHref(country, picked.map((p) => p.slug))}>
                Compare the {picked.length} you picked
              </Link>
            )}
          </>
        }
      >
        <p>Tick “Compare” on two or three venues, then open the comparison from the bar at the bottom.</p>
      </EmptyNotice>
    );
  } else if (!loaded) {
    body = (
      <div role="status" aria-label="Loading the venues" aria-busy="true">
        <div className="disc-skeleton" style={{ height: 320 }} />
      </div>
    );
  } else {
    body = (
      <>
        <div className="disc-compare__actions">
          {/* One enquiry, sent to each venue compared: each its own conversation (mf-enquiries' form). */}
          <Link className="disc-button disc-button--primary" to={`/${country}/enquiries/new?venues=${loaded.venues.map((v) => encodeURIComponent(v.slug)).join(',')}`}>
            Enquire about all {loaded.venues.length}
          </Link>
        </div>
        <CompareTable venues={loaded.venues} country={country} onRemove={remove} />
      </>
    );
  }

  return (
    <div className="disc-container disc-compare">
      <h1>Compare venues</h1>
      {loaded && loaded.missing.length > 0 && (
        <p className="disc-compare__missing disc-banner" role="status">
          {loaded.missing.length === 1 ? 'One venue of this link is' : `${loaded.missing.length} venues of this link are`} no longer listed, so not shown.
        </p>
      )}
      {body}
    </div>
  );
}
