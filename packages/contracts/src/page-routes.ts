import { GUARDS, type Guard } from './roles';
import { matchPattern } from './route-pattern';
import { SIGN_IN_REASONS, type SignInReason } from './sign-in-reasons';

// A remote's pages as data (docs/architecture.md "Adding a page"): each remote declares them once
// in `src/routes.ts`, its AppRoutes renders them, and its build writes them as `routes.json` beside
// `mf-manifest.json`. The shell, the server (404 status, robots.txt, sitemap, page data, server
// rendering) and the release command read the merged table of the released remotes.

/** Every layout the shell draws: it marks the body with `layout-<name>`. */
export const LAYOUTS = ['landing', 'default', 'bare', 'profile', 'venue'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The public calls a page's first render waits on, answered by the server into the page (server/src/site/page-data.ts). */
export const PAGE_DATA_LOADERS = ['home', 'search', 'venue', 'payment'] as const;
export type PageDataLoaderName = (typeof PAGE_DATA_LOADERS)[number];

/**
 * A declarative check on one matched parameter (a route whose check fails does not match: the next
 * route is tried, else the not-found). Data, not code, so the shell and the server read it from JSON.
 */
export type ParamCheck =
  /** One of these values (an enquiry status, an event type). */
  | { oneOf: readonly string[] }
  /** Anything but these (`venues/:venue` is not `management`). */
  | { noneOf: readonly string[] }
  /** The whole value matches this regular expression (a slug, an id). */
  | { regex: string }
  /** The product's name (`/sg/venuely/why-venuely`). */
  | { is: 'product' };

export interface PageRoute {
  /** Path pattern (`:name` = one segment): under `/:country`, or root-level (links in e-mails). */
  pattern: string;
  /** Who may open it; none = public. */
  guard?: Guard;
  /** Why a visitor stopped by the guard must sign in (the sign-in page says so). */
  signInReason?: SignInReason;
  layout: LayoutName;
  checks?: Readonly<Record<string, ParamCheck>>;
  /** Drawn on the server for visitors who are not signed in (docs/ssr.md); public pages only. */
  ssr?: boolean;
  /** The server answers these public calls into the page (server/src/site/page-data.ts); guarded pages too (the pay pages' payment settings). */
  data?: PageDataLoaderName;
  /** A public page crawlers should not index (robots.txt disallows it); guarded pages always are. */
  noindex?: boolean;
  /**
   * Listed in every storefront's sitemap: `true` for a page without parameters past `:country`, or
   * the values of each parameter (`{product}` in a value is the product's name).
   */
  sitemap?: true | Readonly<Record<string, readonly string[]>>;
}

/** `routes.json`, a remote build's pages. */
export interface RouteManifest {
  remote: string;
  routes: PageRoute[];
}

/**
 * Where the server writes the merged table (SiteRoute[], in matching order) into index.html:
 * `<script id="venues-routes" type="application/json">`; without it the shell asks `GET /routes.json`.
 */
export const SITE_ROUTES_ID = 'venues-routes';

/** One route of the merged table: a page and the remote that renders it. */
export interface SiteRoute extends PageRoute {
  remote: string;
}

/** A pattern under `/:country`; '' is the country's home. */
export const underCountry = (path: string): string => `/:country${path ? `/${path}` : ''}`;

/** Root-level routes: no country prefix. */
export const isRootLevel = (route: Pick<PageRoute, 'pattern'>): boolean => !route.pattern.startsWith('/:country');

const segments = (pattern: string) => pattern.replace(/\/+$/, '').split('/').slice(1);
/** The route's shape: its parameters' names do not matter (`/:country/venues/:venue` = `/:/venues/:`). */
export const patternShape = (pattern: string): string => segments(pattern).map((s) => (s.startsWith(':') ? ':' : s)).join('/');

/**
 * Matching order, whatever order the remotes were released in: at the first segment where two
 * patterns differ in kind, the fixed one goes first (`venues/management` before `venues/:venue`,
 * `/forgot-password` before `/:country`).
 */
export function byPrecedence(a: Pick<PageRoute, 'pattern'>, b: Pick<PageRoute, 'pattern'>): number {
  const x = segments(a.pattern);
  const y = segments(b.pattern);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const px = x[i]!.startsWith(':');
    const py = y[i]!.startsWith(':');
    if (px !== py) return px ? 1 : -1;
  }
  // A total order (for sorting); between lengths it decides nothing, as such patterns never meet.
  return x.length - y.length;
}

/** The merged table of several remotes, in matching order, and the patterns two remotes claim. */
export function mergeRoutes(manifests: readonly RouteManifest[]): { routes: SiteRoute[]; conflicts: { pattern: string; remotes: string[] }[] } {
  const owners = new Map<string, { pattern: string; remotes: Set<string> }>();
  const routes: SiteRoute[] = [];
  for (const m of manifests) {
    for (const r of m.routes) {
      routes.push({ ...r, remote: m.remote });
      const shape = patternShape(r.pattern);
      const owner = owners.get(shape) ?? { pattern: r.pattern, remotes: new Set<string>() };
      owner.remotes.add(m.remote);
      owners.set(shape, owner);
    }
  }
  const conflicts = [...owners.values()].filter((o) => o.remotes.size > 1).map((o) => ({ pattern: o.pattern, remotes: [...o.remotes].sort() }));
  // The same table whatever order the remotes come in: then by remote, then in the remote's own order.
    const sorted = routes
    .map((r, i) => ({ r, i }))
    .sort((a, b) => byPrecedence(a.r, b.r) || a.r.remote.localeCompare(b.r.remote) || a.i - b.i)
    .map((x) => x.r);
  return { routes: sorted, conflicts };
}

function passes(check: ParamCheck, value: string, product: string): boolean {
  if ('oneOf' in check) return check.oneOf.includes(value);
  if ('noneOf' in check) return !check.noneOf.includes(value);
  if ('regex' in check) return new RegExp(`^(?:${check.regex})$`).test(value);
  return value === product;
}

export interface SiteRouteMatch<R extends PageRoute = SiteRoute> {
  route: R;
  params: Record<string, string | undefined>;
}

/** The first route (in the table's order) whose pattern matches the path and whose checks pass; null for a not-found. */
export function matchSiteRoute<R extends PageRoute>(pathname: string, product: string, routes: readonly R[]): SiteRouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (!params) continue;
    if (route.checks && !Object.entries(route.checks).every(([name, check]) => passes(check, params[name] ?? '', product))) continue;
    return { route, params };
  }
  return null;
}

/** What the live shell knows, against which a remote's routes are checked before release. */
export interface ShellKnows {
  guards: readonly string[];
  layouts: readonly string[];
  signInReasons: readonly string[];
  dataLoaders: readonly string[];
}

/** The shell and server this code was built with (pure: a bundle importing only SITE_ROUTES_ID leaves it out). */
export const SHELL_KNOWS: ShellKnows = { guards: GUARDS, layouts: LAYOUTS, signInReasons: /*#__PURE__*/ Object.keys(SIGN_IN_REASONS), dataLoaders: PAGE_DATA_LOADERS };

/** Why a remote's routes cannot be served: each problem in words an operator can act on; [] when none. */
export function routeProblems(m: RouteManifest, knows: ShellKnows = SHELL_KNOWS): string[] {
  const out: string[] = [];
  const shapes = new Map<string, string>();
  if (!Array.isArray(m.routes) || m.routes.length === 0) return [`${m.remote} declares no page`];
  for (const r of m.routes) {
    const at = `${m.remote} ${r.pattern}`;
    if (!/^\/[^?#\s]*$/.test(r.pattern ?? '')) out.push(`${at}: a pattern starts with / and has no query`);
    if (r.guard !== undefined && !knows.guards.includes(r.guard)) out.push(`${at}: the shell knows no guard "${r.guard}" (it knows ${knows.guards.join(', ')})`);
    if (!knows.layouts.includes(r.layout)) out.push(`${at}: the shell knows no layout "${r.layout}" (it knows ${knows.layouts.join(', ')})`);
    if (r.signInReason !== undefined && !knows.signInReasons.includes(r.signInReason)) out.push(`${at}: the shell knows no sign-in reason "${r.signInReason}"`);
    if (r.data !== undefined && !knows.dataLoaders.includes(r.data)) out.push(`${at}: the server knows no page data "${r.data}"`);
    // Page data are public calls (the pay pages' payment settings): a guarded page may have them.
    if (r.guard && (r.ssr || r.sitemap)) out.push(`${at}: a guarded page is neither server-drawn nor in the sitemap`);
    const names = segments(r.pattern).filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    for (const [name, check] of Object.entries(r.checks ?? {})) {
      if (!names.includes(name)) out.push(`${at}: checks "${name}", which the pattern does not name`);
      if ('regex' in check) {
        try {
          new RegExp(check.regex);
        } catch {
          out.push(`${at}: the check of "${name}" is not a regular expression`);
        }
      }
    }
    const shape = patternShape(r.pattern);
    const twin = shapes.get(shape);
    if (twin !== undefined && !r.checks && !m.routes.find((x) => x.pattern === twin)?.checks) out.push(`${at}: the same path as ${twin}`);
    shapes.set(shape, r.pattern);
  }
  return out;
}

/** Pages crawlers are kept out of: guarded ones and those marked `noindex`. */
export const isPrivatePage = (r: PageRoute): boolean => r.guard !== undefined || r.noindex === true;

/**
 * The paths (after `/{country}`) every storefront's sitemap lists, from the routes' `sitemap`
 * (`''` is the storefront's home).
 */
export function sitemapPaths(routes: readonly PageRoute[], product: string): string[] {
  const out: string[] = [];
  for (const r of routes) {
    if (!r.sitemap || !r.pattern.startsWith('/:country')) continue;
    let paths = [r.pattern.slice('/:country'.length)];
    for (const [name, values] of Object.entries(r.sitemap === true ? {} : r.sitemap)) {
      paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, v.replace(/\{product\}/g, product))));
    }
    out.push(...paths.map((p) => p.replace(/:product\b/g, product)).filter((p) => !p.includes('/:')));
  }
  return [...new Set(out)];
}
