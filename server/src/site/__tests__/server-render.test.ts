import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexPage } from '../index-page';
import { ServerRenderer } from '../server-render';
import { SiteStateReader, fixedSiteState } from '../site-state';
import { staticLayout } from '../static';
import { DISCOVERY, PROFILE, shellJson } from './fixtures';

// The server's render of public pages through a remote's server build (docs/ssr.md). The builds
// here are federation containers written by hand (the real one, mf-discovery's, is checked end to
// end by e2e/tests/ssr.spec.ts): what is under test is finding, loading, reloading and falling back.

let root: string;
let logged: { level: 'error' | 'info'; msg: string; obj: object }[];

function write(path: string, body: string, base = root) {
  const full = join(base, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
  // A new modification time even within the same second (a deploy replacing the file).
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000) + 1000);
  utimesSync(full, later, later);
}

/** A commonjs federation container exposing './ssr' whose render returns `body` for `url`. */
function container(body: string): string {
  return `module.exports = {
    init() {},
    get(name) {
      if (name !== './ssr') return Promise.reject(new Error('no ' + name));
      return Promise.resolve(() => ({ render: async ({ url, data }) => (${body}) }));
    },
  };`;
}

const SERVER_MANIFEST = JSON.stringify({ metaData: { name: 'mf_discovery', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' } } });
const BROWSER_MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'app', assets: { js: { sync: ['js/app.bbbbbbbb.js'] }, css: { sync: ['css/app.cccccccc.css'] } } }],
});
const STOREFRONTS = { '/v1/country-settings': { data: [{ cca2: 'sg' }] } };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'venues-ssr-'));
  logged = [];
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body><div id=shell-root></div><main id=remote-slot><div id=shell-page></div></main></body></html>');
  write('shell/dist/shell.json', shellJson({ code: 'demo', apiKey: 'pk_demo' }));
  write('mf-discovery/dist/mf-manifest.json', BROWSER_MANIFEST);
  write('mf-discovery/dist/routes.json', JSON.stringify(DISCOVERY));
  write('mf-discovery/dist/server/mf-manifest.json', SERVER_MANIFEST);
  write('mf-discovery/dist/server/remoteEntry.js', container('{ html: `<h1>Release 1 of ${url}</h1>` }'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const log = {
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
  info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
};

/** The page as served: the site's state from the dists found, or the remotes.json given (with the remotes' tables). */
function page(remotes?: () => string) {
  const layout = staticLayout(root, join(root, 'public'));
  const site = remotes ? { read: async () => fixedSiteState(remotes(), [DISCOVERY, PROFILE]) } : new SiteStateReader(layout);
  const data = async () => ({ calls: STOREFRONTS, images: [] });
  return new IndexPage(layout, site, data, undefined, new ServerRenderer(layout, log));
}

/** The HTML of a served page. */
const htmlOf = async (served: ReturnType<IndexPage['serve']>) => (await served)?.html;

const CONTAINER = '<div id="single-spa-application:mf-discovery" data-server-rendered>';
const errors = () => logged.filter((l) => l.level === 'error');

describe('server rendering', () => {
  it('puts the build’s HTML in the remote’s container inside #remote-slot, its CSS as stylesheets', async () => {
    const html = (await page().serve('/sg/venues?guests=20'))!.html;
    expect(html).toContain(`<main id=remote-slot><div id=shell-page></div>${CONTAINER}<h1>Release 1 of /sg/venues?guests=20</h1></div></main>`);
    expect(html).toContain('<link rel="stylesheet" href="/mf/mf-discovery/css/app.cccccccc.css">');
    expect(html).toContain('"/v1/country-settings"'); // the data it was drawn from travels with it
    expect(errors()).toEqual([]);
  });

  it('draws the shell’s header and footer with its server build, the shell’s CSS as a stylesheet', async () => {
    write('shell/dist/index.html', '<!doctype html><html><head><link rel=preload href=/css/686.aaaaaaaa.css as=style><link rel=preload href=/js/startup.aaaaaaaa.js as=script></head><body><div id=shell-root></div><main id=remote-slot><div id=shell-page></div></main><div id=shell-footer></div></body></html>');
    write('shell/dist/server/mf-manifest.json', JSON.stringify({ metaData: { name: 'shell', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    write(
      'shell/dist/server/remoteEntry.js',
      container('{ header: `<header>${url} ${data["/v1/country-settings"].data[0].cca2} ${remotes.join()} ${routes.length} ${routes[0].remote}</header>`, footer: "<footer>F</footer>" }').replace('({ url, data })', '({ url, data, remotes, routes })'),
    );
    const html = (await page().serve('/sg/venues'))!.html;
    // The chrome is given the page's remotes and merged route table (its links and the not-found).
    expect(html).toContain(`<div id=shell-root><header>/sg/venues sg mf-discovery ${DISCOVERY.routes.length} mf-discovery</header></div>`);
    expect(html).toContain('<div id=shell-footer><div data-server-chrome><footer>F</footer></div></div>');
    expect(html).toContain('<link rel=stylesheet href=/css/686.aaaaaaaa.css>');
    // The page paints without scripts: the shell's start-up scripts give way to the CSS and the largest image.
    expect(html).toContain('<link fetchpriority="low" rel=preload href=/js/startup.aaaaaaaa.js as=script>');
    expect(html).toContain(CONTAINER);

    // A chrome build that throws leaves the header and footer to the browser; the page is still drawn.
    write('shell/dist/server/remoteEntry.js', container('(() => { throw new Error("no chrome"); })()'));
    const fallback = (await page().serve('/sg/venues'))!.html;
    expect(fallback).toContain('<div id=shell-root></div>');
    expect(fallback).toContain('<link rel=preload href=/css/686.aaaaaaaa.css as=style>');
    expect(fallback).toContain(CONTAINER);
    expect(errors().map((e) => e.msg)).toEqual(['server render of the header and footer failed; the browser draws them']);
  });

  it('draws only a route marked ssr: not a public page without it, nor one of another remote', async () => {
    const p = page();
    expect(await htmlOf(p.serve('/sg/venues/recommended'))).not.toContain(CONTAINER); // public, no ssr
    expect(await htmlOf(p.serve('/sg/compare'))).not.toContain(CONTAINER);
    expect(await htmlOf(p.serve('/sg/venues'))).toContain(CONTAINER);
    // The same path, its route's ssr taken away by a new routes.json: client-rendered.
    write('mf-discovery/dist/routes.json', JSON.stringify({ ...DISCOVERY, routes: DISCOVERY.routes.map((r) => ({ ...r, ssr: false })) }));
    expect(await htmlOf(p.serve('/sg/venues'))).not.toContain(CONTAINER);
  });

  it('leaves the page to the browser for a signed-in visitor, an unknown storefront and another remote', async () => {
    const p = page();
    expect(await htmlOf(p.serve('/sg', undefined, true))).not.toContain(CONTAINER);
    expect(await htmlOf(p.serve('/xx'))).not.toContain(CONTAINER);
    expect(await htmlOf(p.serve('/sg/login'))).not.toContain(CONTAINER);
    expect(await htmlOf(p.serve('/sg'))).toContain(CONTAINER);
  });

  it('leaves the page alone when the build draws nothing for the route (null)', async () => {
    write('mf-discovery/dist/server/remoteEntry.js', container('null'));
    expect(await htmlOf(page().serve('/sg'))).not.toContain(CONTAINER);
    expect(errors()).toEqual([]);
  });

  it('falls back to client rendering, and logs, when the build throws while drawing', async () => {
    write('mf-discovery/dist/server/remoteEntry.js', container('(() => { throw new Error("window is not defined"); })()'));
    const html = (await page().serve('/sg'))!.html;
    expect(html).not.toContain(CONTAINER);
    expect(html).toContain('<main id=remote-slot><div id=shell-page></div></main>');
    expect(errors().map((e) => e.msg)).toEqual(['server render failed; the page is client-rendered']);
    expect((errors()[0]!.obj as { err: Error }).err.message).toBe('window is not defined');
  });

  it('falls back when the build cannot be loaded, and picks up the next release without a restart', async () => {
    write('mf-discovery/dist/server/remoteEntry.js', 'module.exports = {; // a broken upload');
    const p = page();
    expect(await htmlOf(p.serve('/sg'))).not.toContain(CONTAINER);
    expect(await htmlOf(p.serve('/sg'))).not.toContain(CONTAINER);
    // Logged once per build, not once per page.
    expect(errors().map((e) => e.msg)).toEqual(['server render: the server build could not be loaded; pages are client-rendered']);

    write('mf-discovery/dist/server/remoteEntry.js', container('{ html: "<h1>Release 2</h1>" }'));
    expect(await htmlOf(p.serve('/sg'))).toContain(`${CONTAINER}<h1>Release 2</h1></div>`);
  });

  it('renders with a release replaced in place (same paths) without a restart', async () => {
    const p = page();
    expect(await htmlOf(p.serve('/sg'))).toContain('Release 1 of /sg');
    write('mf-discovery/dist/server/remoteEntry.js', container('{ html: `<h1>Release 2 of ${url}</h1>` }'));
    expect(await htmlOf(p.serve('/sg'))).toContain('Release 2 of /sg');
  });

  it('passes the page data to the build, and a page without its server manifest is client-rendered', async () => {
    write('mf-discovery/dist/server/remoteEntry.js', container('{ html: `<p>${Object.keys(data).join(",")}</p>` }'));
    expect(await htmlOf(page().serve('/sg'))).toContain(`${CONTAINER}<p>/v1/country-settings</p></div>`);
    rmSync(join(root, 'mf-discovery/dist/server'), { recursive: true });
    expect(await htmlOf(page().serve('/sg'))).not.toContain(CONTAINER);
  });

  describe('a remote deployed on another origin (remotes.json names its manifest URL)', () => {
    let cdn: Server;
    let cdnRoot: string;
    let origin: string;
    beforeEach(async () => {
      cdnRoot = mkdtempSync(join(tmpdir(), 'venues-cdn-'));
      cdn = createServer((req, res) => {
        readFile(join(cdnRoot, req.url ?? '/')).then(
          (body) => res.end(body),
          () => res.writeHead(404).end(),
        );
      });
      await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
      for (const v of ['1.0.0', '1.1.0']) {
        write(`mf-discovery/${v}/mf-manifest.json`, BROWSER_MANIFEST, cdnRoot);
        write(`mf-discovery/${v}/server/mf-manifest.json`, SERVER_MANIFEST, cdnRoot);
        write(`mf-discovery/${v}/server/remoteEntry.js`, container(`{ html: "<h1>Served from ${v}</h1>" }`), cdnRoot);
      }
    });
    afterEach(async () => {
      await new Promise((resolve) => cdn.close(resolve));
      rmSync(cdnRoot, { recursive: true, force: true });
    });

    it('loads the build over HTTP, and a new remotes.json changes the HTML without a restart', async () => {
      let version = '1.0.0';
      const p = page(() => JSON.stringify({ 'mf-discovery': `${origin}/mf-discovery/${version}/mf-manifest.json` }));
      expect(await htmlOf(p.serve('/sg'))).toContain(`${CONTAINER}<h1>Served from 1.0.0</h1></div>`);
      version = '1.1.0';
      const html = (await p.serve('/sg'))!.html;
      expect(html).toContain(`${CONTAINER}<h1>Served from 1.1.0</h1></div>`);
      // Styled from the first paint there too: the release's CSS, and its entry preloaded.
      expect(html).toContain(`<link rel="stylesheet" href="${origin}/mf-discovery/1.1.0/css/app.cccccccc.css">`);
      expect(html).toContain(`<link rel="preload" href="${origin}/mf-discovery/1.1.0/remoteEntry.js" as="script"`);
      expect(errors()).toEqual([]);
    });

    it('leaves the page to the browser when the release’s browser manifest (its CSS) cannot be read', async () => {
      rmSync(join(cdnRoot, 'mf-discovery/1.0.0/mf-manifest.json'));
      const p = page(() => JSON.stringify({ 'mf-discovery': `${origin}/mf-discovery/1.0.0/mf-manifest.json` }));
      // Drawn without its stylesheets, the page would paint unstyled until the scripts ran.
      expect(await htmlOf(p.serve('/sg'))).not.toContain(CONTAINER);
    });
  });
});
