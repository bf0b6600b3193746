import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexPage } from '../index-page';
import { SiteStateReader, fixedSiteState } from '../site-state';
import { staticLayout } from '../static';
import { ADMIN, DISCOVERY, PROFILE } from './fixtures';

let root: string;

function write(path: string, body: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
}

const MANIFEST = {
  exposes: [{ name: 'app', assets: { js: { sync: ['js/1.aaaaaaaa.js', 'js/app.bbbbbbbb.js'] }, css: { sync: ['css/1.cccccccc.css'] } } }],
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'venues-index-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body></body></html>');
  write('mf-discovery/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  write('mf-discovery/dist/routes.json', JSON.stringify(DISCOVERY));
  write('mf-admin/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  write('mf-admin/dist/routes.json', JSON.stringify(ADMIN));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The page as the server writes it: the site's state read from the dists found (or remotes.json as given, with the dists' routes). */
function page(remotes?: string) {
  const layout = staticLayout(root, join(root, 'public'));
  const site = remotes === undefined ? new SiteStateReader(layout) : { read: async () => fixedSiteState(remotes, [DISCOVERY, PROFILE, ADMIN]) };
  return new IndexPage(layout, site);
}

describe('IndexPage', () => {
  it('inlines remotes.json and preloads the entry, start-up chunks and CSS of the page’s remote', async () => {
    const html = (await page().render('/sg'))!;
    const inline = /<script id="venues-remotes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inline!)).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', 'mf-admin': '/mf/mf-admin/mf-manifest.json' });
    expect(html).not.toContain('mf-manifest.json" as='); // the shell loads the entry, not the manifest
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/1.aaaaaaaa.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/app.bbbbbbbb.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/css/1.cccccccc.css" as="style" fetchpriority="low">');
    expect(html.indexOf('venues-remotes')).toBeLessThan(html.indexOf('</head>'));
    // The merged route table of the same read travels with it.
    const routes = JSON.parse(/<script id="venues-routes" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { pattern: string; remote: string }[];
    expect(routes.find((r) => r.pattern === '/:country/venues/:venue')).toMatchObject({ remote: 'mf-discovery', layout: 'venue', ssr: true, data: 'venue' });
    expect(routes.filter((r) => r.remote === 'mf-admin')).toHaveLength(ADMIN.routes.length);
    expect(routes.map((r) => r.pattern).indexOf('/:country/venues/recommended')).toBeLessThan(routes.map((r) => r.pattern).indexOf('/:country/venues/:venue'));
  });

  it('preloads the chunk of the page itself when the remote lists it (page-hints.json), once', async () => {
    write(
      'mf-discovery/dist/page-hints.json',
      JSON.stringify({ pages: [{ pattern: '/:country', files: ['js/1.aaaaaaaa.js', 'js/page-home.eeeeeeee.js', 'css/home.ffffffff.css'] }] }),
    );
    const html = (await page().render('/sg'))!;
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/page-home.eeeeeeee.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/css/home.ffffffff.css" as="style" fetchpriority="low">');
    expect(html.split('/mf/mf-discovery/js/1.aaaaaaaa.js').length).toBe(2); // in the manifest and the page: one link
  });

  it('hints nothing for a guarded route: a plain user never downloads mf-admin', async () => {
    const html = (await page().render('/sg/announcements/list'))!;
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('venues-remotes'); // still inlined: the list of URLs, not the files
  });

  it('hints nothing for an unknown path or a remote missing from remotes.json', async () => {
    expect(await page().render('/sg/no/such/page')).not.toContain('rel="preload"');
    expect(await page().render('/sg/login')).not.toContain('rel="preload"'); // mf-profile has no dist here
    expect(await page('{"mf-discovery":"/mf/mf-discovery/mf-manifest.json"}').render('/sg/login')).not.toContain('rel="preload"'); // nor a URL
  });

  it('only preloads the entry of a remote served elsewhere whose manifest is not at hand', async () => {
    const html = (await page('{"mf-discovery":"https://cdn.example.com/d/mf-manifest.json"}').render('/sg'))!;
    expect(html).toContain('<link rel="preload" href="https://cdn.example.com/d/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).not.toContain('1.aaaaaaaa.js');
  });

  it('keeps a hostile remotes.json from breaking out of the script or the attributes', async () => {
    const html = (await page('{"mf-discovery":"/x\\"><script>alert(1)</script>"}').render('/sg'))!;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003cscript>');
    expect(html).toContain('href="/x%22%3E%3Cscript%3Ealert(1)%3C/remoteEntry.js"'); // the entry's URL, encoded
  });

  it('serves the plain page when remotes.json is not valid JSON (no routes either: the shell fetches both), and null without a shell build', async () => {
    expect(await page('not json').render('/sg')).toBe('<!doctype html><html><head><title>Venuely</title></head><body></body></html>');
    rmSync(join(root, 'shell'), { recursive: true });
    expect(await page().render('/sg')).toBeNull();
  });

  it('picks up a new deploy of the files', async () => {
    const p = page();
    expect(await p.render('/sg')).toContain('js/app.bbbbbbbb.js');
    const next = { ...MANIFEST, exposes: [{ name: 'app', assets: { js: { sync: ['js/app.dddddddd.js'] } } }] };
    write('mf-discovery/dist/mf-manifest.json', JSON.stringify(next));
    // A new mtime: the same second on some file systems, so set it explicitly.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'mf-discovery/dist/mf-manifest.json'), later, later);
    expect(await p.render('/sg')).toContain('js/app.dddddddd.js');
  });
});
