import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@venues/contracts';
import type { IndexPage } from './index-page';
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
  shellDist: string | null;
  remotes: { name: string; dir: string }[];
  publicDir: string;
}

/**
 * Every remote build under the static root (the `dist` of each `mf-` folder that has a manifest), by name. The server keeps
 * no list of its own: a remote added to remote-list.json is served once it is built.
 */
function remoteDists(staticRoot: string): { name: string; dir: string }[] {
  if (!isDir(staticRoot)) return [];
  return readdirSync(staticRoot)
    .filter((name) => /^mf-[a-z0-9-]+$/.test(name))
    .sort()
    .map((name) => ({ name, dir: join(staticRoot, name, 'dist') }))
    .filter((r) => existsSync(join(r.dir, 'mf-manifest.json')));
}

export function staticLayout(staticRoot: string | null, publicDir: string): StaticLayout {
  const shell = staticRoot ? join(staticRoot, 'shell', 'dist') : null;
  return {
    shellDist: shell && existsSync(join(shell, 'index.html')) ? shell : null,
    remotes: staticRoot ? remoteDists(staticRoot) : [],
    publicDir,
  };
}

/** The remotes.json body: the REMOTES_FILE if set, else the manifests of the remote dists that exist. */
export function remotesJson(layout: StaticLayout, remotesFile: string | null): string {
  if (remotesFile) return readFileSync(remotesFile, 'utf8');
  return JSON.stringify(Object.fromEntries(layout.remotes.map((r) => [r.name, `/mf/${r.name}/mf-manifest.json`])));
}

const NOT_SPA = /^\/(api|socket\.io|mf|static|media|dev)(\/|$)/;

/** A request from a signed-in browser (the session cookies the web app writes, docs/spec.md §4). */
const SIGNED_IN = new RegExp(`(?:^|;\\s*)(?:${COOKIE_NAMES.user}|${COOKIE_NAMES.accessToken})=`);

/** Sends the shell's page for `url` (index-page.ts); false when there is no shell build. */
async function sendIndex(page: IndexPage, url: string, reply: FastifyReply): Promise<boolean> {
  const html = await page.serve(url, siteOrigin(reply.request), SIGNED_IN.test(reply.request.headers.cookie ?? ''));
  if (html === null) return false;
  reply.header('cache-control', NO_CACHE).header('content-security-policy', page.policy(reply.request.protocol === 'https')).type('text/html; charset=utf-8').send(html);
  return true;
}

/** GETs of client routes (/sg, /sg/venues/…) get the shell's index.html. */
export function spaFallback(page: IndexPage) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(path) || !String(req.headers.accept ?? '').includes('text/html')) return false;
    return sendIndex(page, req.url, reply);
  };
}

export const staticPlugin = fp<{ layout: StaticLayout; remotesFile: string | null; page: IndexPage }>(async (app, { layout, remotesFile, page }) => {
  const setHeaders = (reply: FastifyReply, file: string) => void reply.header('cache-control', cacheControlFor(file));
  const common = { preCompressed: true, cacheControl: false, setHeaders, wildcard: true } as const;

  // The first registration decorates reply.sendFile (used by the SPA fallback).
  await app.register(fastifyStatic, { root: layout.publicDir, prefix: '/static/', ...common });
  for (const r of layout.remotes) {
    await app.register(fastifyStatic, { root: r.dir, prefix: `/mf/${r.name}/`, decorateReply: false, ...common });
  }
  if (layout.shellDist) {
    await app.register(fastifyStatic, { root: layout.shellDist, prefix: '/', decorateReply: false, index: false, ...common });
    // "/" itself is the SPA entry.
    app.get('/', async (_req, reply) => {
      if (!(await sendIndex(page, '/', reply))) reply.callNotFound();
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
    return remotesJson(layout, remotesFile);
  });
});
