import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexPage } from '../index-page';
import { remotesJson, staticLayout } from '../static';

let root: string;

function write(path: string, body: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
}

const HINTS = {
  routes: [
    { pattern: '/:country', remote: 'mf-discovery', guarded: false },
    { pattern: '/:country/login', remote: 'mf-profile', guarded: false },
    { pattern: '/:country/announcements/list', remote: 'mf-admin', guarded: true },
  ],
};
const MANIFEST = {
  exposes: [{ name: 'app', assets: { js: { sync: ['js/1.aaaaaaaa.js', 'js/app.bbbbbbbb.js'] }, css: { sync: ['css/1.cccccccc.css'] } } }],
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'venues-index-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body></body></html>');
  write('shell/dist/route-hints.json', JSON.stringify(HINTS));
  write('mf-discovery/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  write('mf-admin/dist/mf-manifest.json', JSON.stringify(MANIFEST));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function page(remotes?: string) {
  const layout = staticLayout(root, join(root, 'public'));
  return new IndexPage(layout, () => remotes ?? remotesJson(layout, null));
}

describe('IndexPage', () => {
  it('inlines remotes.json and preloads the entry, start-up chunks and CSS of the page’s remote', () => {
    const html = page().render('/sg')!;
    const inline = /<script id="venues-remotes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inline!)).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', 'mf-admin': '/mf/mf-admin/mf-manifest.json' });
    expect(html).not.toContain('mf-manifest.json" as='); // the shell loads the entry, not the manifest
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/1.aaaaaaaa.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/app.bbbbbbbb.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/css/1.cccccccc.css" as="style" fetchpriority="low">');
    expect(html.indexOf('venues-remotes')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the chunk of the page itself when the remote lists it (page-hints.json), once', () => {
    write(
      'mf-discovery/dist/page-hints.json',
      JSON.stringify({ pages: [{ pattern: '/:country', files: ['js/1.aaaaaaaa.js', 'js/page-home.eeeeeeee.js', 'css/home.ffffffff.css'] }] }),
    );
    const html = page().render('/sg')!;
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/page-home.eeeeeeee.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/css/home.ffffffff.css" as="style" fetchpriority="low">');
    expect(html.split('/mf/mf-discovery/js/1.aaaaaaaa.js').length).toBe(2); // in the manifest and the page: one link
  });

  it('hints nothing for a guarded route: a plain user never downloads mf-admin', () => {
    const html = page().render('/sg/announcements/list')!;
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('venues-remotes'); // still inlined: the list of URLs, not the files
  });

  it('hints nothing for an unknown path or a remote missing from remotes.json', () => {
    expect(page().render('/sg/no/such/page')).not.toContain('rel="preload"');
    expect(page().render('/sg/login')).not.toContain('rel="preload"'); // mf-profile has no dist here
  });

  it('only preloads the entry of a remote served elsewhere whose manifest is not at hand', () => {
    const html = page('{"mf-discovery":"https://cdn.example.com/d/mf-manifest.json"}').render('/sg')!;
    expect(html).toContain('<link rel="preload" href="https://cdn.example.com/d/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).not.toContain('1.aaaaaaaa.js');
  });

  it('keeps a hostile remotes.json from breaking out of the script or the attributes', () => {
    const html = page('{"mf-discovery":"/x\\"><script>alert(1)</script>"}').render('/sg')!;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003cscript>');
    expect(html).toContain('href="/x%22%3E%3Cscript%3Ealert(1)%3C/remoteEntry.js"'); // the entry's URL, encoded
  });

  it('serves the plain page when remotes.json is not valid JSON, and null without a shell build', () => {
    expect(page('not json').render('/sg')).toBe('<!doctype html><html><head><title>Venuely</title></head><body></body></html>');
    rmSync(join(root, 'shell'), { recursive: true });
    expect(page().render('/sg')).toBeNull();
  });

  it('picks up a new deploy of the files', () => {
    const p = page();
    expect(p.render('/sg')).toContain('js/app.bbbbbbbb.js');
    const next = { ...MANIFEST, exposes: [{ name: 'app', assets: { js: { sync: ['js/app.dddddddd.js'] } } }] };
    write('mf-discovery/dist/mf-manifest.json', JSON.stringify(next));
    // A new mtime: the same second on some file systems, so set it explicitly.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'mf-discovery/dist/mf-manifest.json'), later, later);
    expect(p.render('/sg')).toContain('js/app.dddddddd.js');
  });
});
