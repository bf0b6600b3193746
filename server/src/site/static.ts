import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@venues/contracts';
import type { IndexPage } from './index-page';
import { preferredEncoding, type PageCache, type PageCacheOptions } from './page-cache';
import { REMOTE_NAME, VERSION_NAME } from './releases';
import type { SiteSource } from './site-state';
import { siteOrigin } from './seo';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points that must always be revalidated: they name the hashed files of the current release. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);
/** A content hash in the file name, e.g. main.3f9a1c2b.js or 123.a1b2c3d4e5.chunk.css. */
const HASHED = /[.-][0-9a-f]{8,}[.-]/i;

export function cacheControlFor(file: string): string {
  const name = basename(file).replace(/\.(gz|br)$/, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

export interface StaticLayout {
  /** STATIC_ROOT: the shell's and the remotes' folders (each with its dist). */
  staticRoot: string | null;
  shellDist: string | null;
  /** The remote dists found at start (served before the first release; remotes.json until then). */
  remotes: { name: string; dir: string }[];
  /** RELEASES_DIR (site/releases.ts): the version folders served at /mf/<remote>/<version>/. */
  releasesDir: string | null;
  publicDir: string;
}

/**
 * Every remote build under the static root (the `dist` of each `mf-` folder that has a manifest), by name. The server keeps
 * no list of its own: a remote added to remote-list.json is served once it is built.
 */
function remoteDists(staticRoot: string): { name: string; dir: string }[] {
  if (!isDir(staticRoot)) return [];
  return readdirSync(staticRoot)
    .filter((name) => REMOTE_NAME.test(name))
    .sort()
    .map((name) => ({ name, dir: join(staticRoot, name, 'dist') }))
    .filter((r) => existsSync(join(r.dir, 'mf-manifest.json')));
}

/** The static files' layout; the releases are in `releasesDir` (default `<staticRoot>/releases`). */
export function staticLayout(staticRoot: string | null, publicDir: string, releasesDir: string | null = null): StaticLayout {
  const shell = staticRoot ? join(staticRoot, 'shell', 'dist') : null;
  return {
    staticRoot,
    shellDist: shell && existsSync(join(shell, 'index.html')) ? shell : null,
    remotes: staticRoot ? remoteDists(staticRoot) : [],
    releasesDir: releasesDir ?? (staticRoot ? join(staticRoot, 'releases') : null),
    publicDir,
  };
}

const NOT_SPA = /^\/(api|socket\.io|mf|static|media|dev)(\/|$)/;

/** A request from a signed-in browser (the session cookies the web app writes, docs/spec.md §4). */
const SIGNED_IN = new RegExp(`(?:^|;\\s*)(?:${COOKIE_NAMES.user}|${COOKIE_NAMES.accessToken})=`);

/** The shell's page (index-page.ts) and the shared cache of the public ones (page-cache.ts; null = off). */
export interface Pages {
  page: IndexPage;
  cache: PageCache | null;
}

/** A page every signed-out visitor shares: a CDN may keep it as this server does, and tell a signed-in browser (its cookie) apart. */
const sharedFor = (o: PageCacheOptions) => `public, max-age=0, s-maxage=${Math.round(o.freshMs / 1000)}, stale-while-revalidate=${Math.round(o.staleMs / 1000)}`;

/** Sends the shell's page for `url`; false when there is no shell build. */
async function sendIndex({ page, cache }: Pages, url: string, reply: FastifyReply): Promise<boolean> {
  const signedIn = SIGNED_IN.test(reply.request.headers.cookie ?? '');
  const draw = () => page.serve(url, siteOrigin(reply.request), signedIn);
  // Per tenant and address (path and query): the storefront is the path's first segment.
  const { page: served, outcome } = cache && !signedIn ? await cache.serve(`${page.shell()?.tenant?.code ?? ''} ${url}`, draw) : { page: await draw(), outcome: null };
  if (served === null) return false;
  if (outcome) reply.header('x-page-cache', outcome);
  // A path no page matches: the same page (the shell draws its not-found), with a 404 for crawlers and monitors.
  reply
    .code(served.status)
    .header('cache-control', served.cacheable && cache ? sharedFor(cache.options) : NO_CACHE)
    .header('content-security-policy', page.policy(reply.request.protocol === 'https', served.remotes))
    .type('text/html; charset=utf-8');
  if (served.cacheable && cache) {
    // Shared: compressed once (page-cache.ts), not by @fastify/compress for each visitor.
    reply.header('vary', 'accept-encoding, cookie');
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    if (encoding) {
      reply.header('content-encoding', encoding).send(await cache.encoded(served, encoding));
      return true;
    }
  }
  reply.send(served.html);
  return true;
}

/** GETs of client routes (/sg, /sg/venues/…) get the shell's index.html. */
export function spaFallback(pages: Pages) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(path) || !String(req.headers.accept ?? '').includes('text/html')) return false;
    return sendIndex(pages, req.url, reply);
  };
}

/** The file a `/mf/<remote>/<rest>` request names: in the release folder when `rest` starts with an existing version, else in the remote's dist. */
export function remoteFile(layout: StaticLayout, remote: string, rest: string): { root: string; file: string } | null {
  if (!REMOTE_NAME.test(remote)) return null;
  const [first = '', ...after] = rest.split('/');
  if (layout.releasesDir && after.length > 0 && VERSION_NAME.test(first)) {
    const folder = join(layout.releasesDir, remote, first);
    if (isDir(folder)) return { root: folder, file: after.join('/') };
  }
  const dist = layout.staticRoot ? join(layout.staticRoot, remote, 'dist') : null;
  return dist && isDir(dist) ? { root: dist, file: rest } : null;
}

export const staticPlugin = fp<{ layout: StaticLayout; site: SiteSource; pages: Pages }>(async (app, { layout, site, pages }) => {
  // A release folder never changes (a new version is a new folder): every file in it is immutable, its entry files too.
  const releases = layout.releasesDir ? `${layout.releasesDir}${sep}` : null;
  const setHeaders = (reply: FastifyReply, file: string) => void reply.header('cache-control', releases && file.startsWith(releases) ? IMMUTABLE : cacheControlFor(file));
  const common = { preCompressed: true, cacheControl: false, setHeaders, wildcard: true } as const;

  // The first registration decorates reply.sendFile (used for the remotes below), with these options.
  await app.register(fastifyStatic, { root: layout.publicDir, prefix: '/static/', ...common });
  // The remotes: /mf/<remote>/<version>/… from the release folder (one made after the start too), else /mf/<remote>/… from its dist.
  app.get<{ Params: { remote: string; '*': string } }>('/mf/:remote/*', async (req, reply) => {
    const rest = req.params['*'];
    const found = rest ? remoteFile(layout, req.params.remote, rest) : null;
    if (!found || !found.file) return reply.callNotFound();
    return reply.sendFile(found.file, found.root);
  });
  if (layout.shellDist) {
    await app.register(fastifyStatic, { root: layout.shellDist, prefix: '/', decorateReply: false, index: false, ...common });
    // "/" itself is the SPA entry.
    app.get('/', async (_req, reply) => {
      if (!(await sendIndex(pages, '/', reply))) reply.callNotFound();
      return reply;
    });
  }

  // @fastify/static (preCompressed) and @fastify/compress each add "Vary: accept-encoding": keep one.
  app.addHook('onSend', async (_req, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (Array.isArray(vary)) reply.header('vary', [...new Set(vary.flatMap((v) => String(v).split(',')).map((v) => v.trim().toLowerCase()))].join(', '));
    return payload;
  });

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json');
    return (await site.read()).remotesText;
  });

  // The merged route table the page carries (<script id="venues-routes">), for a page without it.
  app.get('/routes.json', async (_req, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json');
    return JSON.stringify((await site.read()).routes);
  });
});
