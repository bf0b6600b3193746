import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControlFor, staticLayout } from '../static';
import { SiteStateReader } from '../site-state';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let root: string;
let t: TestApp;

function write(path: string, body: string, gz = false) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
  if (gz) writeFileSync(`${full}.gz`, gzipSync(body));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-static-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body><div id="root"></div></body></html>');
  write('shell/dist/main.3f9a1c2b7d.js', 'console.log("shell")'.repeat(100), true);
  write('mf-discovery/dist/remoteEntry.js', 'var mf_discovery = {};');
  write('mf-discovery/dist/mf-manifest.json', '{"name":"mf_discovery"}');
  write('mf-discovery/dist/static/js/412.a1b2c3d4e5.js', 'export {}');
  write('mf-admin/dist/mf-manifest.json', '{"name":"mf_admin"}');
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static front ends', () => {
  it('serves the shell at / and falls back to index.html for client routes', async () => {
    const home = await get('/', { accept: 'text/html' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Venuely</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deep = await get('/sg/venues/rooftop?x=1', { accept: 'text/html,application/xhtml+xml' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('id="root"');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['content-type']).toBe('text/html; charset=utf-8');
    // remotes.json travels inside the page (plugins/index-page.ts).
    expect(deep.body).toContain('<script id="venues-remotes" type="application/json">');
  });

  it('does not fall back for API, socket, remote or static paths, nor for non-HTML requests', async () => {
    const api = await get('/api/v1/nothing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(errorOf(api).code).toBe('NOT_FOUND');
    expect((await get('/mf/mf-discovery/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/static/nope.png', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/sg/missing.js', { accept: 'application/javascript' })).statusCode).toBe(404);
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const plain = await get('/main.3f9a1c2b7d.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('accept-encoding');
    const gz = await get('/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
  });

  it('serves remotes under /mf/<name>/ with no-cache entry files', async () => {
    const entry = await get('/mf/mf-discovery/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/mf-discovery/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/mf-discovery/static/js/412.a1b2c3d4e5.js')).headers['cache-control']).toContain('immutable');
  });

  it('generates remotes.json from the remote dists that exist', async () => {
    const r = await get('/remotes.json');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', 'mf-admin': '/mf/mf-admin/mf-manifest.json' });
  });
});

describe('REMOTES_FILE', () => {
  it('answers the file contents when set', async () => {
    const file = join(root, 'remotes.prod.json');
    writeFileSync(file, '{"mf-discovery":"http://127.0.0.1:9/discovery/mf-manifest.json"}');
    const layout = staticLayout(root, join(root, 'public'));
    const state = await new SiteStateReader(layout, { remotesFile: file }).read();
    expect(state.source).toBe('remotes-file');
    expect(JSON.parse(state.remotesText)).toEqual({ 'mf-discovery': 'http://127.0.0.1:9/discovery/mf-manifest.json' });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.js.br', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['412.a1b2c3d4e5.chunk.css.gz', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
