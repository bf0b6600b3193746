import { join } from 'node:path';
import {
  DEMO_TENANT,
  PAGE_DATA_ID,
  SERVER_CHROME_ATTR,
  SERVER_RENDERED_ATTR,
  hintedPageFiles,
  matchSiteRoute,
  remoteContainerId,
  remoteEntryUrl,
  type PageHints,
  type SiteRouteMatch,
} from '@venues/contracts';
import { CachedFile } from './cached-file';
import { FetchedJson } from './fetched-json';
import type { Chrome, ServerRenderer } from './server-render';
import { pageHead, type PageHead, type SeoLoader } from './seo-head';
import type { InlinedPage } from './page-data';
import { pagePolicy } from './csp';
import { SHELL_JSON, parseShellJson, type ShellJson, type ShellTenant } from './releases';
import type { SiteSource, SiteState } from './site-state';
import type { StaticLayout } from './static';

/** The merged route table in the page (the shell reads it; GET /routes.json answers the same). */
export const ROUTES_SCRIPT_ID = 'venues-routes';

/** The parts of a remote's mf-manifest.json the hints need. */
interface Manifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** Low priority: the shell's own start-up files (preloaded by its build) paint the header first. */
function link(rel: string, href: string, as: string, priority = 'low'): string {
  return `<link rel="${rel}" href="${escapeAttr(href)}" as="${as}" fetchpriority="${priority}">`;
}

interface Preload {
  href: string;
  as: 'script' | 'style';
}

/** A remote's server-rendered HTML of the page (server-render.ts), with the shell's header and footer when drawn. */
interface ServerRendered {
  remote: string;
  html: string;
  chrome?: Chrome | null;
}

const isAbsolute = (url: string) => /^https?:\/\//.test(url);

/** The shell's page slot, quoted or (minified) not. */
const REMOTE_SLOT = /<main\b[^>]*\bid=["']?remote-slot\b/i;
/** The shell's root and footer slot (opening tags). */
const SHELL_ROOT = /<div\b[^>]*\bid=["']?shell-root\b["']?[^>]*>/i;
const SHELL_FOOTER = /<div\b[^>]*\bid=["']?shell-footer\b["']?[^>]*>/i;

/** True when the page's storefront (its first path segment) is one the storefront list names. */
function isStorefront(data: InlinedPage, pathname: string): boolean {
  const country = pathname.split('/')[1]?.toLowerCase();
  const list = (data.calls['/v1/country-settings'] as { data?: { cca2?: string }[] } | undefined)?.data;
  return Boolean(country && list?.some((c) => c.cca2?.toLowerCase() === country));
}

export type PageDataLoader = (match: SiteRouteMatch | null, pathname: string, search: string, tenant: ShellTenant) => Promise<InlinedPage>;

/** A served page: its HTML, its status (404 when no route matches), and the remotes it was written with (for its CSP). */
export interface ServedPage {
  html: string;
  status: 200 | 404;
  remotes: Record<string, string> | null;
  /** The same for every signed-out visitor now: a server-drawn public page, with its data (page-cache.ts may share it). */
  cacheable: boolean;
}

/** How long the tenant's product name (the routes' `{ is: 'product' }` checks) is trusted before it is read again. */
const PRODUCT_TTL_MS = 60_000;

/**
 * The shell's index.html as served for every client route, with these additions per request, so a
 * cold page does not wait on one file to learn the next. remotes.json and the route table come
 * from one read of the site's state (site-state.ts): a page never pairs one release's routes with
 * another's code.
 * - remotes.json inlined (`<script id="venues-remotes">`) and the merged route table
 *   (`<script id="venues-routes">`), which the shell reads instead of fetching;
 * - preload links for the remote that renders a public path (the route the table matches): its
 *   manifest, entry, start-up chunks and CSS (from the manifest when the remote is served from
 *   this server), and the chunk of the page itself when the remote's build listed it (page-hints.json).
 * - the answers of the public calls the matched route's page data names (page-data.ts), and a high
 *   priority preload of the image its largest element shows;
 * - for a route marked `ssr` of a remote with a server build, the page's HTML drawn by it
 *   (server-render.ts, docs/ssr.md), with the remote's CSS as stylesheets.
 * Guarded routes get no hints: their outcome is only known in the browser, and a plain user must
 * never download mf-admin. A path no route matches is served with status 404 (`/` excepted).
 */
export class IndexPage {
  private readonly html: CachedFile<string>;
  private readonly shellJson: CachedFile<ShellJson>;
  private readonly manifests = new Map<string, CachedFile<Manifest>>();
  private readonly pages = new Map<string, CachedFile<PageHints>>();
  /** Manifests and page hints of remotes deployed on another origin. */
  private readonly fetched = new FetchedJson();
  private product_: { tenant: string; product: string; at: number } | null = null;

  constructor(
    private readonly layout: StaticLayout,
    private readonly site: SiteSource,
    private readonly loadData?: PageDataLoader,
    private readonly loadSeo?: SeoLoader,
    private readonly renderer?: ServerRenderer,
    /** Payments on Stripe: the page's policy lets Stripe.js and its frames in (csp.ts). */
    private readonly options: { stripe?: boolean } = {},
  ) {
    const dist = layout.shellDist ?? '';
    this.html = new CachedFile(join(dist, 'index.html'), (t) => t);
    this.shellJson = new CachedFile(join(dist, SHELL_JSON), parseShellJson);
  }

  /** The shell build's shell.json (its tenant and what it knows), or null without one. */
  shell(): ShellJson | null {
    return this.shellJson.get();
  }

  /**
   * The page for a request path (with its query), data included; null when there is no shell
   * build. With the site's `origin`, the head names the canonical URL and the page's hreflang
   * alternates (seo-head.ts).
   */
  async serve(url: string, origin?: string, signedIn = false): Promise<ServedPage | null> {
    if (this.html.get() === null) return null;
    const [pathname = '/', search = ''] = url.split('?', 2);
    const state = await this.site.read(); // one read: remotes.json and the routes together
    const tenant = this.shell()?.tenant;
    const match = matchSiteRoute(pathname, await this.product(tenant), state.routes);
    const [data, head] = await Promise.all([
      tenant && this.loadData ? this.loadData(match, pathname, search, tenant).catch(() => undefined) : undefined, // the page works without it
      origin && this.loadSeo ? pageHead(this.loadSeo, tenant, origin, pathname, search, state.routes).catch(() => undefined) : undefined,
    ]);
    const remote = remoteOf(match);
    const urls = state.remotes ?? {};
    const [body] = await Promise.all([signedIn || !match?.route.ssr ? null : this.serverRendered(state, remote, pathname, url, data), this.fetchRemoteFiles(remote, urls)]);
    // Drawn HTML without the remote's stylesheets would paint unstyled until its scripts ran.
    const html = this.page(state, pathname, match, data, head, body && this.remoteManifest(state, body.remote) ? body : undefined);
    if (html === null) return null;
    // No table at all (remote builds before routes.json): nothing is known to be missing.
    const found = match !== null || pathname === '/' || state.routes.length === 0;
    return { html, status: found ? 200 : 404, remotes: state.remotes, cacheable: !signedIn && found && match?.route.ssr === true && data !== undefined };
  }

  /** The tenant's product name (its storefront pages' paths), read at most once a minute; the demo's without a loader. */
  private async product(tenant: ShellTenant | undefined): Promise<string> {
    const t = tenant ?? DEMO_TENANT;
    const cached = this.product_;
    if (cached && cached.tenant === t.code && Date.now() - cached.at < PRODUCT_TTL_MS) return cached.product;
    const site = this.loadSeo ? await this.loadSeo(tenant).catch(() => null) : null;
    const product = site?.product ?? DEMO_TENANT.product;
    if (site) this.product_ = { tenant: t.code, product, at: Date.now() };
    return product;
  }

  /** For a page whose remote is deployed on another origin: its manifest and page hints, for the preloads (and the CSS of server-drawn HTML). */
  private async fetchRemoteFiles(remote: string | null, remotes: Record<string, string>): Promise<void> {
    const manifestUrl = remote ? remotes[remote] : undefined;
    if (!manifestUrl || !isAbsolute(manifestUrl)) return;
    await Promise.all([this.fetched.load(manifestUrl), this.fetched.load(new URL('page-hints.json', manifestUrl).href)]);
  }

  /**
   * The page's HTML from its remote's server build (server-render.ts), for a visitor who is not
   * signed in (a signed-in page differs per person: hearts, enquiry links) on a storefront that
   * exists; null leaves the page to the browser, as before.
   */
  private async serverRendered(state: SiteState, remote: string | null, pathname: string, url: string, data?: InlinedPage): Promise<ServerRendered | null> {
    if (!this.renderer || !remote || !data || !isStorefront(data, pathname)) return null;
    const html = await this.renderer.render(state, remote, url, data.calls);
    if (html === null) return null;
    const chrome = await this.renderer.renderChrome(url, data.calls, state);
    return { remote, html, chrome };
  }

  /** The page's Content-Security-Policy: script origins from the remotes.json the page was written with. */
  policy(https: boolean, remotes: Record<string, string> | null): string {
    // A broken remotes.json (the shell reports it) allows this site only.
    return pagePolicy(remotes ?? {}, https, { stripe: this.options.stripe });
  }

  /** The page for `pathname` with the given data and head (no data loaded, nothing drawn), or null when there is no shell build. */
  async render(pathname: string, data?: InlinedPage, seo?: PageHead): Promise<string | null> {
    const state = await this.site.read();
    return this.page(state, pathname, matchSiteRoute(pathname, DEMO_TENANT.product, state.routes), data, seo);
  }

  private page(state: SiteState, pathname: string, match: SiteRouteMatch | null, data?: InlinedPage, seo?: PageHead, body?: ServerRendered): string | null {
    const html = this.withBody(this.withHead(this.html.get(), seo), body);
    if (html === null) return null;
    const remotes = state.remotes;
    if (!remotes) return html; // the shell fetches remotes.json and the routes itself and reports the problem
    const head = [`<script id="venues-remotes" type="application/json">${scriptJson(remotes)}</script>`, `<script id="${ROUTES_SCRIPT_ID}" type="application/json">${scriptJson(state.routes)}</script>`];
    if (data && Object.keys(data.calls).length > 0) head.push(`<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data.calls)}</script>`);
    for (const image of data?.images ?? []) head.push(link('preload', image, 'image', 'high'));
    const preloads = this.preloads(state, remoteOf(match), pathname);
    // Server-drawn HTML is styled from its first paint: the remote's CSS becomes blocking stylesheets.
    if (body) head.push(...preloads.filter((p) => p.as === 'style').map((p) => `<link rel="stylesheet" href="${escapeAttr(p.href)}">`));
    head.push(...preloads.map((p) => link('preload', p.href, p.as)));
    return html.replace('</head>', () => `${head.join('')}</head>`); // a function: '$&' or '$$' in the data stay as written
  }

  /** index.html with the remote's server-rendered HTML in its container inside `#remote-slot` (docs/ssr.md). */
  private withBody(html: string | null, body?: ServerRendered): string | null {
    if (html === null || !body) return html;
    const slot = REMOTE_SLOT.exec(html);
    const end = slot ? html.indexOf('</main>', slot.index) : -1;
    if (end < 0) return html;
    const container = `<div id="${escapeAttr(remoteContainerId(body.remote))}" ${SERVER_RENDERED_ATTR}>${body.html}</div>`;
    // The page paints without scripts now: the shell's preloaded start-up scripts yield the line to
    // the stylesheets and the largest image (the build's links, minified or not).
    let head = html.slice(0, end).replace(/<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)(?![^>]*fetchpriority)/gi, '<link fetchpriority="low"');
    let tail = html.slice(end);
    const chrome = body.chrome;
    if (chrome) {
      // The header's and footer's CSS (the shell's start-up CSS, preloaded by its build) styles the first paint.
      head = head.replace(/<link\b([^>]*)\brel=["']?preload["']?(?=[^>]*\bas=["']?style\b)([^>]*?)\s*\bas=["']?style["']?([^>]*)>/gi, '<link$1rel=stylesheet$2$3>');
      head = head.replace(SHELL_ROOT, (open) => open + chrome.header);
      // The browser's footer is a portal appended to #shell-footer: the server's is marked, and removed then (ShellApp).
      if (chrome.footer) tail = tail.replace(SHELL_FOOTER, (open) => `${open}<div ${SERVER_CHROME_ATTR}>${chrome.footer}</div>`);
    }
    return head + container + tail;
  }

  /** index.html with the page's canonical link (in place of the build's) and its hreflang alternates. */
  private withHead(html: string | null, seo?: PageHead): string | null {
    if (html === null || !seo) return html;
    const tags = [`<link rel="canonical" href="${escapeAttr(seo.canonical)}">`];
    for (const a of seo.alternates) tags.push(`<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}">`);
    // The build's link, quoted or (minified) not: <link rel=canonical href=/>.
    const CANONICAL = /<link\b[^>]*\brel=["']?canonical\b["']?[^>]*>/i;
    const tagText = tags.join('');
    return CANONICAL.test(html) ? html.replace(CANONICAL, () => tagText) : html.replace('</head>', () => `${tagText}</head>`);
  }

  /** The browser manifest of `remote` as remotes.json names it: on this server's disk (its dist or release folder), or fetched from its origin; null when unknown. */
  private remoteManifest(state: SiteState, remote: string): Manifest | null {
    const manifestUrl = state.remotes?.[remote];
    if (!manifestUrl) return null;
    const folder = state.folderOf(remote);
    if (folder) return this.localFile(this.manifests, join(folder, 'mf-manifest.json'));
    return isAbsolute(manifestUrl) ? this.fetched.peek<Manifest>(manifestUrl) : null;
  }

  /** A JSON file of a build folder on this server's disk, parsed again only when it changes. */
  private localFile<T>(cache: Map<string, CachedFile<T>>, path: string): T | null {
    let file = cache.get(path);
    if (!file) cache.set(path, (file = new CachedFile(path, (t) => JSON.parse(t) as T)));
    return file.get();
  }

  /** What the page preloads for its remote: its entry, and when its manifest is at hand its start-up files and the page's chunk. */
  private preloads(state: SiteState, remote: string | null, pathname: string): Preload[] {
    const manifestUrl = remote ? state.remotes?.[remote] : undefined;
    if (!remote || !manifestUrl) return [];
    // The shell loads the entry beside the manifest (remoteEntryUrl), never the manifest itself.
    const out: Preload[] = [{ href: remoteEntryUrl(manifestUrl), as: 'script' }];
    // Chunks when the manifest is at hand: a remote served here (its dist or a release folder), or
    // one on another origin whose manifest was fetched (fetchRemoteFiles).
    const manifest = this.remoteManifest(state, remote);
    if (!manifest) return out;
    const folder = state.folderOf(remote);
    const base = new URL('.', new URL(manifestUrl, RELATIVE)).href.replace(RELATIVE, '');
    const app = manifest.exposes?.find((e) => e.name === 'app');
    const pageHints = folder ? this.localFile(this.pages, join(folder, 'page-hints.json')) : this.fetched.peek<PageHints>(new URL('page-hints.json', manifestUrl).href);
    const files = new Set([...(app?.assets?.js?.sync ?? []), ...(app?.assets?.css?.sync ?? []), ...(pageHints ? hintedPageFiles(pageHints, pathname) : [])]);
    for (const f of files) out.push({ href: base + f, as: f.endsWith('.css') ? 'style' : 'script' });
    return out;
  }
}

/** The remote whose files a page preloads and draws: the matched route's, none for a guarded route. */
const remoteOf = (match: SiteRouteMatch | null): string | null => (match && !match.route.guard ? match.route.remote : null);

/** The base of relative URLs (a path stays a path). */
const RELATIVE = 'http://relative.invalid';
