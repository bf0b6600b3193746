import type { FastifyInstance } from 'fastify';
import {
  HOME_ROW_VENUES,
  TENANT_HEADERS,
  pageCallKey,
  parseSearchFilters,
  searchParamsOf,
  type PageData,
  type PageDataLoaderName,
  type PageRoute,
  type SiteRouteMatch,
  type VenueCard,
  type VenueDetail,
} from '@venues/contracts';
import type { ShellTenant } from './releases';

export type { ShellTenant } from './releases';

/** What index.html carries for one page: call answers, and the image its largest element shows. */
export interface InlinedPage {
  calls: PageData;
  images: string[];
}

export interface PageCall {
  key: string;
  /** The image the page's largest element shows from this answer, if any. */
  image?: (body: unknown) => string | undefined;
}

const dataOf = <T>(body: unknown) => (body as { data?: T } | null)?.data;
const SLUG = /^[A-Za-z0-9-]+$/;
/** A storefront code. */
const COUNTRY = /^[a-z]{2}$/i;

type Params = Record<string, string | undefined>;

/**
 * The calls of each page data a route may name (PageRoute.data), from the matched path's
 * parameters and the query — the same keys the API client computes from its calls. A route's
 * `data` names one of these; the release command refuses a route naming another.
 */
export const PAGE_DATA: Record<PageDataLoaderName, (params: Params, search: string) => PageCall[]> = {
  /** The landing page's rows (mf-discovery's HomeVenues), as the API client writes those calls; for a storefront code only. */
  home: ({ country = '' }) =>
    COUNTRY.test(country)
      ? [
          { key: pageCallKey('/v1/venues/recommended', { country, limit: HOME_ROW_VENUES }) },
          { key: pageCallKey('/v1/venues/search', { country, ...searchParamsOf({ sort: 'popular', limit: HOME_ROW_VENUES }) }) },
        ]
      : [],
  /** A search page's results (the query's filters) and the filter options. */
  search: ({ country }, search) => {
    const { filters } = parseSearchFilters(new URLSearchParams(search));
    return [
      { key: pageCallKey('/v1/venues/search', { country, ...searchParamsOf(filters) }), image: (body) => dataOf<{ data: VenueCard[] }>(body)?.data[0]?.photo?.url },
      { key: pageCallKey('/v1/venues/filters', { country }) },
    ];
  },
  /** A venue page's venue, by its slug. */
  venue: ({ venue = '' }) =>
    SLUG.test(venue) && venue !== 'recommended' ? [{ key: `/v1/venues/${venue}`, image: (body) => dataOf<VenueDetail>(body)?.photos[0]?.url }] : [],
  /** The pages that take a payment mount the provider's card form at once (Stripe's publishable key). */
  payment: () => [{ key: '/v1/payments/settings' }],
};

/** The page data names this server answers (the release command checks routes against them). */
export const PAGE_DATA_NAMES = Object.keys(PAGE_DATA) as PageDataLoaderName[];

/**
 * The public GET calls a page's first render waits on: the storefront list for every page, and
 * those of the page data the matched route names (`data`). The server draws pages from these
 * answers (docs/ssr.md). Calls a page makes after its first render are left to the browser.
 */
export function pageCalls(match: SiteRouteMatch<PageRoute> | null, search: string): PageCall[] {
  const calls: PageCall[] = [{ key: '/v1/country-settings' }];
  const loader = match?.route.data ? PAGE_DATA[match.route.data] : undefined;
  if (loader) calls.push(...loader(match!.params, search));
  return calls;
}

/**
 * Answers a page's calls in-process (app.inject: the same routes, validation and tenant checks as
 * over HTTP, with no user), keeping the 200s. A call not answered within `budgetMs` is left out,
 * so a slow query never holds back the page itself (PAGE_DATA_BUDGET_MS).
 */
export function pageDataLoader(app: FastifyInstance, budgetMs: number) {
  return async (match: SiteRouteMatch<PageRoute> | null, _pathname: string, search: string, tenant: ShellTenant): Promise<InlinedPage> => {
    const out: InlinedPage = { calls: {}, images: [] };
    const headers = { [TENANT_HEADERS.code]: tenant.code, [TENANT_HEADERS.apiKey]: tenant.apiKey, accept: 'application/json' };
    const answered = pageCalls(match, search).map(async (call) => {
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
