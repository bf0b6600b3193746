import type { FastifyInstance } from 'fastify';
import { HOME_ROW_VENUES, TENANT_HEADERS, matchPattern, pageCallKey, parseSearchFilters, searchParamsOf, type PageData, type VenueCard, type VenueDetail } from '@venues/contracts';

/** The tenant the shell's build talks to (route-hints.json), whose headers the inlined calls carry. */
export interface ShellTenant {
  code: string;
  apiKey: string;
}

/** What index.html carries for one page: call answers, and the image its largest element shows. */
export interface InlinedPage {
  calls: PageData;
  images: string[];
}

interface PageCall {
  key: string;
  /** The image the page's largest element shows from this answer, if any. */
  image?: (body: unknown) => string | undefined;
}

const dataOf = <T>(body: unknown) => (body as { data?: T } | null)?.data;
const HOME = ['/:country'];
const SEARCH = ['/:country/venues', '/:country/venues/search'];
const VENUE = ['/:country/venues/:venue', '/:country/venues/:venue/photos'];
/** The pages that take a payment: they mount the provider's card form at once (GET /v1/payments/settings). */
const PAY = ['/:country/enquiries/:enquiry/view-offer/:offer', '/:country/enquiries/:enquiry/checkout/:payment'];
const SLUG = /^[A-Za-z0-9-]+$/;
/** A storefront code; `/:country` also matches the root-level pages (/forgot-password). */
const COUNTRY = /^[a-z]{2}$/i;

/**
 * The public GET calls a client route's first render waits on (the same keys the API client
 * computes from its calls): the storefront list for every page, the landing page's venue rows,
 * the results of a search page and the venue of a venue page. The server draws those pages from
 * these answers (docs/ssr.md); and the pay pages' payment settings (Stripe's publishable key, for
 * its card form). Calls a page makes after its first render are left to the browser.
 */
export function pageCalls(pathname: string, search: string): PageCall[] {
  const calls: PageCall[] = [{ key: '/v1/country-settings' }];
  const first = (patterns: string[]) => patterns.map((p) => matchPattern(p, pathname)).find((m) => m !== null) ?? null;

  const h = first(HOME);
  if (h && COUNTRY.test(h.country ?? '')) {
    // The landing page's rows (mf-discovery's HomeVenues), as the API client writes those calls.
    calls.push({ key: pageCallKey('/v1/venues/recommended', { country: h.country, limit: HOME_ROW_VENUES }) });
    calls.push({ key: pageCallKey('/v1/venues/search', { country: h.country, ...searchParamsOf({ sort: 'popular', limit: HOME_ROW_VENUES }) }) });
    return calls;
  }
  const s = first(SEARCH);
  if (s) {
    const { filters } = parseSearchFilters(new URLSearchParams(search));
    calls.push({
      key: pageCallKey('/v1/venues/search', { country: s.country, ...searchParamsOf(filters) }),
      image: (body) => dataOf<{ data: VenueCard[] }>(body)?.data[0]?.photo?.url,
    });
    calls.push({ key: pageCallKey('/v1/venues/filters', { country: s.country }) });
    return calls;
  }
  if (first(PAY)) {
    calls.push({ key: '/v1/payments/settings' });
    return calls;
  }
  const v = first(VENUE);
  if (v?.venue && SLUG.test(v.venue) && v.venue !== 'recommended') {
    calls.push({ key: `/v1/venues/${v.venue}`, image: (body) => dataOf<VenueDetail>(body)?.photos[0]?.url });
  }
  return calls;
}

/**
 * Answers a page's calls in-process (app.inject: the same routes, validation and tenant checks as
 * over HTTP, with no user), keeping the 200s. A call not answered within `budgetMs` is left out,
 * so a slow query never holds back the page itself (PAGE_DATA_BUDGET_MS).
 */
export function pageDataLoader(app: FastifyInstance, budgetMs: number) {
  return async (pathname: string, search: string, tenant: ShellTenant): Promise<InlinedPage> => {
    const out: InlinedPage = { calls: {}, images: [] };
    const headers = { [TENANT_HEADERS.code]: tenant.code, [TENANT_HEADERS.apiKey]: tenant.apiKey, accept: 'application/json' };
    const answered = pageCalls(pathname, search).map(async (call) => {
      const res = await app.inject({ method: 'GET', url: `/api${call.key}`, headers });
      if (res.statusCode !== 200) return;
      const body: unknown = res.json();
      out.calls[call.key] = body;
      const image = call.image?.(body);
      if (image) out.images.push(image);
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    });
    await Promise.race([Promise.allSettled(answered), deadline]);
    clearTimeout(timer);
    // A late answer must not change what was already written.
    return { calls: { ...out.calls }, images: [...out.images] };
  };
}
