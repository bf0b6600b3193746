/** @jest-environment node */
import type { CountrySetting, SiteRoute } from '@venues/contracts';
import { render as renderChrome, type ChromeInput } from '../ssr';
import SITE_ROUTES from '../test/siteRoutes.json';

// The shell's server build (docs/ssr.md): the chrome of a server-drawn page, drawn without a window.

const storefront = (cca2: string, country_name: string, is_default = false): CountrySetting => ({
  _id: cca2,
  country_name,
  cca2,
  photo: [],
  currency: null,
  active: true,
  phone_country: cca2.toLowerCase(),
  is_default,
});
/** The server's call, with the site's table as it inlines it in the page. */
const render = (input: Omit<ChromeInput, 'routes'>) => renderChrome({ ...input, routes: SITE_ROUTES as SiteRoute[] });
const data = { '/v1/country-settings': { data: [storefront('SG', 'Singapore', true), storefront('MY', 'Malaysia')] } };

test('draws the header and footer of a visitor on the page’s storefront, linking only to deployed remotes', async () => {
  const chrome = (await render({ url: '/my/venues?guests=20', data, remotes: ['mf-discovery', 'mf-profile'] }))!;
  expect(chrome.header).toContain('<header class="sh-header">');
  expect(chrome.header).toContain('href="/my"');
  expect(chrome.header).toContain('now Malaysia');
  expect(chrome.header).toContain('href="/my/login?returnTo=%2Fmy%2Fvenues%3Fguests%3D20"');
  expect(chrome.header).toContain('href="/my/list-your-venue"');
  expect(chrome.footer).toContain('href="/my/about-us"');

  // Without mf-profile deployed, its page is not offered.
  const without = (await render({ url: '/my/venues', data, remotes: ['mf-discovery'] }))!;
  expect(without.header).not.toContain('list-your-venue');
});

test('a bare page has no footer and a minimal header; a URL that redirects draws nothing', async () => {
  const bare = (await render({ url: '/sg/login', data, remotes: ['mf-profile'] }))!;
  expect(bare.footer).toBeNull();
  expect(bare.header).not.toContain('Sign in');
  expect(await render({ url: '/', data, remotes: ['mf-discovery'] })).toBeNull();
});

test('the header links only to pages of the table it is given', async () => {
  const chrome = (await renderChrome({ url: '/my/venues', data, remotes: ['mf-discovery', 'mf-profile'], routes: (SITE_ROUTES as SiteRoute[]).filter((r) => r.pattern !== '/:country/list-your-venue') }))!;
  expect(chrome.header).not.toContain('list-your-venue');
  expect(chrome.header).toContain('href="/my/login?returnTo=');
});
