// Route tables and build folders as the remotes' builds write them (routes.json beside
// mf-manifest.json; the shell's shell.json), for the site's tests. A part of each remote's real
// src/routes.ts: enough to tell their pages apart.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_TENANT, SHELL_KNOWS, SPACE_LANDING_SLUGS, underCountry, type PageRoute, type RouteManifest } from '@venues/contracts';

const page = (path: string, more: Partial<PageRoute> = {}): PageRoute => ({ pattern: underCountry(path), layout: 'default', ...more });
const drawn = (path: string, more: Partial<PageRoute> = {}): PageRoute => page(path, { ssr: true, ...more });
const isVenueRef = { venue: { noneOf: ['management', 'venue_id_draft'] } } as const;

export const DISCOVERY: RouteManifest = {
  remote: 'mf-discovery',
  routes: [
    { pattern: underCountry(''), layout: 'landing', ssr: true, data: 'home', sitemap: true },
    drawn('about-us', { sitemap: true }),
    drawn('about-us/:termsandprivacy', { sitemap: { termsandprivacy: ['terms', 'privacy', 'cookies'] } }),
    drawn('contact-us', { sitemap: true }),
    drawn('insights', { sitemap: true }),
    drawn('support/FAQ', { sitemap: true }),
    drawn('support/FAQ-cancellation', { sitemap: true }),
    drawn(':product/:whyvenue', { checks: { product: { is: 'product' } }, sitemap: { whyvenue: ['why-{product}', 'for-event-planners', 'for-venue-owners'] } }),
    drawn('venues', { data: 'search', sitemap: true }),
    drawn('venues/search', { data: 'search' }),
    page('venues/recommended'),
    { pattern: underCountry('venues/:venue'), layout: 'venue', checks: isVenueRef, ssr: true, data: 'venue' },
    { pattern: underCountry('venues/:venue/photos'), layout: 'venue', checks: isVenueRef, ssr: true, data: 'venue' },
    drawn('space', { sitemap: true }),
    drawn('space/:spaceType', { sitemap: { spaceType: SPACE_LANDING_SLUGS } }),
    page('favorites', { guard: 'auth' }),
    page('favorites/favoritesfolder', { guard: 'auth' }),
    page('favorites/recentlyviewed'),
    page('shortlists/join/:token', { guard: 'auth', signInReason: 'shortlist' }),
    page('shortlists/:id', { guard: 'auth' }),
    page('compare', { noindex: true }),
  ],
};

export const PROFILE: RouteManifest = {
  remote: 'mf-profile',
  routes: [
    { pattern: underCountry('login'), layout: 'bare' },
    { pattern: '/forgot-password', layout: 'bare' },
    { pattern: '/forgot-password/password-reset/:reset_token', layout: 'bare' },
    { pattern: underCountry('profile'), guard: 'auth', layout: 'profile' },
    { pattern: underCountry('profile/password'), guard: 'auth', layout: 'profile' },
  ],
};

export const OWNER: RouteManifest = {
  remote: 'mf-owner',
  routes: [
    { pattern: '/callback/venue/transfer-ownership/:token', guard: 'auth', signInReason: 'ownership', layout: 'default' },
    page('venues/management', { guard: 'owner-admin-access' }),
    page('venues/management/venue/:venueId', { guard: 'owner-admin-access' }),
    page('availability', { guard: 'owner-admin-access' }),
    page('team-members', { guard: 'owner-admin-access' }),
    page('sales', { guard: 'owner-admin-access' }),
  ],
};

export const ENQUIRIES: RouteManifest = {
  remote: 'mf-enquiries',
  routes: [
    page('enquiries', { guard: 'auth' }),
    page('enquiries/:enquiry', { guard: 'auth' }),
    page('enquiries/:enquiry/view-offer/:offer', { guard: 'auth', data: 'payment' }),
    page('enquiries/:enquiry/checkout/:payment', { guard: 'auth', data: 'payment' }),
  ],
};

export const ADMIN: RouteManifest = {
  remote: 'mf-admin',
  routes: [
    page('announcements/list', { guard: 'admin-only' }),
    page('settings', { guard: 'admin-only' }),
    page('settings/countries/:countryId', { guard: 'admin-only' }),
  ],
};

export const ALL = [DISCOVERY, PROFILE, OWNER, ENQUIRIES, ADMIN];

export const TENANT = { code: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey };

/** shell/dist/shell.json as the shell's build writes it. */
export const shellJson = (tenant: { code: string; apiKey: string } | null = TENANT) => JSON.stringify({ ...(tenant ? { tenant } : {}), knows: SHELL_KNOWS });

/** Writes a file (and its folders). */
export function writeFile(root: string, path: string, body: string | Buffer): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
}

/** A remote build's browser manifest: its entry and the app's start-up files. */
export const browserManifest = (name: string, files: { js?: string[]; css?: string[] } = {}) =>
  JSON.stringify({
    name: name.replace(/-/g, '_'),
    metaData: { name: name.replace(/-/g, '_'), remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    exposes: [{ name: 'app', assets: { js: { sync: files.js ?? [], async: [] }, css: { sync: files.css ?? [], async: [] } } }],
  });

/** A remote's dist under `root` (mf-x/dist): its manifest, entry and routes.json. */
export function writeDist(root: string, m: RouteManifest, files: { js?: string[]; css?: string[] } = {}): string {
  const dir = join(root, m.remote, 'dist');
  writeFile(dir, 'mf-manifest.json', browserManifest(m.remote, files));
  writeFile(dir, 'remoteEntry.js', `var ${m.remote.replace(/-/g, '_')} = {};`);
  for (const f of [...(files.js ?? []), ...(files.css ?? [])]) writeFile(dir, f, `/* ${f} */`);
  writeFile(dir, 'routes.json', JSON.stringify(m));
  return dir;
}
