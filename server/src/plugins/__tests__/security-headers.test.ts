import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/helpers';
import { pagePolicy, remoteOrigins } from '../../site/csp';

// Security headers on the site's page and the API: a page whose remotes come from another origin
// may load scripts from there and from this site only, never inline.

let root: string;
let t: TestApp;
const REMOTE = 'http://localhost:8232';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-headers-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Venuely</title><script defer src="/js/main.js"></script></head><body></body></html>');
  writeFileSync(join(root, 'remotes.json'), JSON.stringify({ 'mf-discovery': `${REMOTE}/mf-manifest.json`, 'mf-profile': '/mf/mf-profile/mf-manifest.json' }));
  t = await createTestApp({ staticRoot: root, remotesFile: join(root, 'remotes.json'), pageDataBudgetMs: 0 });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** A CSP header as directive → sources. */
function csp(r: LightMyRequestResponse): Record<string, string[]> {
  const header = String(r.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k!, v]),
  );
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

function expectCommonHeaders(r: LightMyRequestResponse) {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(r.headers['x-frame-options']).toBe('DENY');
  expect(r.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(csp(r)['frame-ancestors']).toEqual(["'none'"]);
  expect(csp(r)['object-src']).toEqual(["'none'"]);
}

describe('the site page', () => {
  it.each(['/', '/sg', '/sg/venues?city=Bugis'])('%s: scripts from this site and the remotes’ origins only, nothing inline', async (url) => {
    const r = await page(url);
    expect(r.statusCode).toBe(200);
    expectCommonHeaders(r);
    const p = csp(r);
    expect(p['script-src']).toEqual(["'self'", REMOTE]);
    expect(p['connect-src']).toEqual(["'self'", REMOTE]);
    expect(p['style-src']).toEqual(["'self'", "'unsafe-inline'", REMOTE]);
    expect(p['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', REMOTE]));
    // The maps' OpenStreetMap tiles, and no other outside images.
    expect(p['img-src']).toContain('https://tile.openstreetmap.org');
    expect(p['img-src']!.filter((s) => s.startsWith('http'))).toEqual(['https://tile.openstreetmap.org', REMOTE]);
    expect(p['default-src']).toEqual(["'self'"]);
    expect(p['upgrade-insecure-requests']).toBeUndefined();
    expect(r.headers['strict-transport-security']).toBeUndefined();
    // Every inline script the server writes is JSON data, which never runs (so script-src needs no 'unsafe-inline').
    const inline = [...r.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toMatch(/type="application\/json"/);
  });

  it('follows remotes.json as it changes', async () => {
    writeFileSync(join(root, 'remotes.json'), JSON.stringify({ 'mf-discovery': 'https://cdn.example.com/discovery/mf-manifest.json' }));
    try {
      expect(csp(await page('/sg'))['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    } finally {
      writeFileSync(join(root, 'remotes.json'), JSON.stringify({ 'mf-discovery': `${REMOTE}/mf-manifest.json`, 'mf-profile': '/mf/mf-profile/mf-manifest.json' }));
    }
  });

  it('with payments on Stripe: Stripe.js, its frames and its API, and nothing of Stripe without it', async () => {
    expect(JSON.stringify(csp(await page('/sg')))).not.toMatch(/stripe/);
    const stripe = await createTestApp({
      staticRoot: root,
      remotesFile: join(root, 'remotes.json'),
      pageDataBudgetMs: 0,
      stripe: { secretKey: 'sk_test_csp', webhookSecret: 'whsec_csp', publishableKey: 'pk_test_csp', apiBase: null },
    });
    try {
      const p = csp(await stripe.app.inject({ url: '/sg/enquiries', headers: { accept: 'text/html' } }));
      expect(p['script-src']).toEqual(["'self'", REMOTE, 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(p['frame-src']).toEqual(["'self'", 'blob:', 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
      expect(p['connect-src']).toEqual(["'self'", REMOTE, 'https://api.stripe.com']);
      expect(p['default-src']).toEqual(["'self'"]);
    } finally {
      await stripe.close();
    }
  });

  it('over https (behind a proxy that says so): HSTS and upgrade-insecure-requests', async () => {
    const proxied = await createTestApp({ staticRoot: root, remotesFile: join(root, 'remotes.json'), pageDataBudgetMs: 0, trustProxy: true });
    try {
      const r = await proxied.app.inject({ url: '/sg', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(r)['upgrade-insecure-requests']).toEqual([]);
      const api = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Plain http through the same proxy: no HSTS.
      expect((await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('the API and files', () => {
  it('answers (and errors) carry the headers, a policy that allows nothing foreign, and stay same-origin', async () => {
    for (const r of [
      await t.app.inject({ url: '/api/health' }),
      await t.req({ url: '/api/v1/country-settings' }),
      await t.req({ url: '/api/v1/user/me' }), // 401
      await t.app.inject({ url: '/api/nowhere' }), // 404
    ]) {
      expectCommonHeaders(r);
      expect(csp(r)['script-src']).toEqual(["'self'"]);
      expect(csp(r)['default-src']).toEqual(["'self'"]);
      expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the API reference (/api/docs) runs under the baseline: its scripts are files, none inline', async () => {
    let r = await t.app.inject({ url: '/api/docs' });
    for (let i = 0; i < 3 && r.statusCode >= 300 && r.statusCode < 400; i++) r = await t.app.inject({ url: new URL(String(r.headers.location), 'http://x/api/docs/').pathname });
    expect(r.statusCode).toBe(200);
    expect(csp(r)['script-src']).toEqual(["'self'"]);
    expect(r.body).toContain('<script src=');
    expect(r.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });

  it('remote code, media and public files may be embedded by other origins', async () => {
    const r = await t.app.inject({ url: '/static/nowhere.png' });
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('remoteOrigins / pagePolicy', () => {
  it('takes the origins of absolute http(s) manifest URLs only', () => {
    expect(remoteOrigins({ a: '/mf/a/mf-manifest.json', b: 'http://localhost:3001/mf-manifest.json', c: 'https://cdn.example.com:8443/x/mf-manifest.json', d: 'javascript:alert(1)', e: 42 })).toEqual([
      'http://localhost:3001',
      'https://cdn.example.com:8443',
    ]);
    expect(pagePolicy({}, false)).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
  });
});
