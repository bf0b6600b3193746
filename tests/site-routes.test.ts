// The remotes' pages (each remote's src/routes.ts) as the shell and the server read them: one
// merged table (mergeRoutes), with no path claimed by two remotes and nothing the shell does not
// know. The table of OLD_FIRST_MATCH was the shell's own route files' first match, before the
// remotes declared their pages: the merged table's order (fixed segments before parameters, then
// the remote, then its own order) must pick the same page for each of those paths.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchSiteRoute, mergeRoutes, routeProblems, sitemapPaths, storefrontPagePaths, type RouteManifest } from '../packages/contracts/src';
import { routeManifest as admin } from '../mf-admin/src/routes';
import { routeManifest as discovery } from '../mf-discovery/src/routes';
import { routeManifest as enquiries } from '../mf-enquiries/src/routes';
import { routeManifest as owner } from '../mf-owner/src/routes';
import { routeManifest as profile } from '../mf-profile/src/routes';
import SHELL_FIXTURE from '../shell/src/test/siteRoutes.json';

const ROOT = path.resolve(__dirname, '..');
const REMOTES: string[] = JSON.parse(readFileSync(path.join(ROOT, 'remote-list.json'), 'utf8')).remotes.map((r: { name: string }) => r.name);
const MANIFESTS: RouteManifest[] = [admin, discovery, enquiries, owner, profile];
const { routes, conflicts } = mergeRoutes(MANIFESTS);

/** A sample path of every route of the shell's old table (and of its checks), with the remote and pattern its first match gave. */
const OLD_FIRST_MATCH: [path: string, remote: string | null, pattern: string | null][] = [
['/callback/venue/transfer-ownership/x1', 'mf-owner', '/callback/venue/transfer-ownership/:token'],
  ['/sg/dashboard', 'mf-owner', '/:country/dashboard'],
  ['/sg/venues/management', 'mf-owner', '/:country/venues/management'],
  ['/sg/venues/management/drafts', 'mf-owner', '/:country/venues/management/drafts'],
  ['/sg/venues/management/new-venue', 'mf-owner', '/:country/venues/management/new-venue'],
  ['/sg/venues/management/sales/x1', 'mf-owner', '/:country/venues/management/sales/:venueId'],
  ['/sg/venues/management/venue/x1', 'mf-owner', '/:country/venues/management/venue/:venueId'],
  ['/sg/venues/management/venue/x1/x1', 'mf-owner', '/:country/venues/management/venue/:venueId/:formId'],
  ['/sg/venues/management/venue/x1/spaces/x1', 'mf-owner', '/:country/venues/management/venue/:venueId/spaces/:spaceId'],
  ['/sg/venues/management/venue/x1/spaces/x1/x1', 'mf-owner', '/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId'],
  ['/sg/availability', 'mf-owner', '/:country/availability'],
  ['/sg/team-members', 'mf-owner', '/:country/team-members'],
  ['/sg/sales', 'mf-owner', '/:country/sales'],
  ['/sg/payouts', 'mf-owner', '/:country/payouts'],
  ['/sg', 'mf-discovery', '/:country'],
  ['/sg/about-us', 'mf-discovery', '/:country/about-us'],
  ['/sg/about-us/x1', 'mf-discovery', '/:country/about-us/:termsandprivacy'],
  ['/sg/contact-us', 'mf-discovery', '/:country/contact-us'],
  ['/sg/termsandcondition', 'mf-discovery', '/:country/termsandcondition'],
  ['/sg/insights', 'mf-discovery', '/:country/insights'],
  ['/sg/support/FAQ', 'mf-discovery', '/:country/support/FAQ'],
  ['/sg/support/FAQ-cancellation', 'mf-discovery', '/:country/support/FAQ-cancellation'],
  ['/sg/venuely/x1', 'mf-discovery', '/:country/:product/:whyvenue'],
  ['/sg/venues', 'mf-discovery', '/:country/venues'],
  ['/sg/venues/search', 'mf-discovery', '/:country/venues/search'],
  ['/sg/venues/recommended', 'mf-discovery', '/:country/venues/recommended'],
  ['/sg/venues/venue_id_draft', 'mf-discovery', '/:country/venues/venue_id_draft'],
  ['/sg/venues/x1', 'mf-discovery', '/:country/venues/:venue'],
  ['/sg/venues/x1/photos', 'mf-discovery', '/:country/venues/:venue/photos'],
  ['/sg/space', 'mf-discovery', '/:country/space'],
  ['/sg/space/x1', 'mf-discovery', '/:country/space/:spaceType'],
  ['/sg/favorites', 'mf-discovery', '/:country/favorites'],
  ['/sg/favorites/favoritesfolder', 'mf-discovery', '/:country/favorites/favoritesfolder'],
  ['/sg/favorites/recentlyviewed', 'mf-discovery', '/:country/favorites/recentlyviewed'],
  ['/sg/shortlists/join/x1', 'mf-discovery', '/:country/shortlists/join/:token'],
  ['/sg/shortlists/x1', 'mf-discovery', '/:country/shortlists/:id'],
  ['/sg/compare', 'mf-discovery', '/:country/compare'],
  ['/sg/enquiries', 'mf-enquiries', '/:country/enquiries'],
  ['/sg/enquiries/new', 'mf-enquiries', '/:country/enquiries/new'],
  ['/sg/enquiries/status/open', 'mf-enquiries', '/:country/enquiries/status/:status'],
  ['/sg/enquiries/types/meetings', 'mf-enquiries', '/:country/enquiries/types/:type'],
  ['/sg/enquiries/message/copy-id', 'mf-enquiries', '/:country/enquiries/message/copy-id'],
  ['/sg/enquiries/message/x1', 'mf-enquiries', '/:country/enquiries/message/:id'],
  ['/sg/enquiries/x1', 'mf-enquiries', '/:country/enquiries/:enquiry'],
  ['/sg/enquiries/x1/custom-offer', 'mf-enquiries', '/:country/enquiries/:enquiry/custom-offer'],
  ['/sg/enquiries/x1/update-offer/x1', 'mf-enquiries', '/:country/enquiries/:enquiry/update-offer/:offer'],
  ['/sg/enquiries/x1/view-offer/x1', 'mf-enquiries', '/:country/enquiries/:enquiry/view-offer/:offer'],
  ['/sg/enquiries/x1/review-booking/x1', 'mf-enquiries', '/:country/enquiries/:enquiry/review-booking/:offer'],
  ['/sg/enquiries/x1/request-to-book', 'mf-enquiries', '/:country/enquiries/:enquiry/request-to-book'],
  ['/sg/enquiries/x1/invoice', 'mf-enquiries', '/:country/enquiries/:enquiry/invoice'],
  ['/sg/enquiries/x1/receipt', 'mf-enquiries', '/:country/enquiries/:enquiry/receipt'],
  ['/sg/enquiries/x1/sucess-payment', 'mf-enquiries', '/:country/enquiries/:enquiry/sucess-payment'],
  ['/sg/enquiries/x1/request-extra-charges_draft', 'mf-enquiries', '/:country/enquiries/:enquiry/request-extra-charges_draft'],
  ['/sg/enquiries/x1/cancel-booking_draft', 'mf-enquiries', '/:country/enquiries/:enquiry/cancel-booking_draft'],
  ['/sg/enquiries/x1/cancel-booking-details', 'mf-enquiries', '/:country/enquiries/:enquiry/cancel-booking-details'],
  ['/sg/enquiries/x1/view-offer/x1/review-payment', 'mf-enquiries', '/:country/enquiries/:enquiry/view-offer/:offer/review-payment'],
  ['/sg/enquiries/x1/cancellation/x1/booking/x1', 'mf-enquiries', '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking'],
  ['/sg/enquiries/x1/cancellation/x1/booking/x1/details', 'mf-enquiries', '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking/details'],
  ['/sg/enquiries/x1/checkout/x1', 'mf-enquiries', '/:country/enquiries/:enquiry/checkout/:payment'],
  ['/sg/bookings', 'mf-enquiries', '/:country/bookings'],
  ['/sg/user-enquiries/x1/booking', 'mf-enquiries', '/:country/user-enquiries/:enquiry/booking'],
  ['/sg/user-enquiries/types/meetings', 'mf-enquiries', '/:country/user-enquiries/types/:type'],
  ['/sg/user-enquiries/x1', 'mf-enquiries', '/:country/user-enquiries/:enquiry'],
  ['/sg/user-enquiries/x1/list-view', 'mf-enquiries', '/:country/user-enquiries/:enquiry/list-view'],
  ['/sg/login', 'mf-profile', '/:country/login'],
  ['/sg/login/user', 'mf-profile', '/:country/login/user'],
  ['/sg/login/venue', 'mf-profile', '/:country/login/venue'],
  ['/sg/login/admin', 'mf-profile', '/:country/login/admin'],
  ['/sg/login/createas', 'mf-profile', '/:country/login/createas'],
  ['/sg/sign-out', 'mf-profile', '/:country/sign-out'],
  ['/sg/sign-up', 'mf-profile', '/:country/sign-up'],
  ['/sg/signup', 'mf-profile', '/:country/signup'],
  ['/sg/signup/user', 'mf-profile', '/:country/signup/user'],
  ['/sg/signup/venue', 'mf-profile', '/:country/signup/venue'],
  ['/sg/list-your-venue', 'mf-profile', '/:country/list-your-venue'],
  ['/forgot-password', 'mf-profile', '/forgot-password'],
  ['/forgot-password/password-reset/x1', 'mf-profile', '/forgot-password/password-reset/:reset_token'],
  ['/signup/complete-profile/x1', 'mf-profile', '/signup/complete-profile/:token'],
  ['/verify-email/x1', 'mf-profile', '/verify-email/:token'],
  ['/callback/google', 'mf-profile', '/callback/google'],
  ['/onboarding-success', 'mf-profile', '/onboarding-success'],
  ['/redirect-page', 'mf-profile', '/redirect-page'],
  ['/sg/profile', 'mf-profile', '/:country/profile'],
  ['/sg/profile/general-information', 'mf-profile', '/:country/profile/general-information'],
  ['/sg/profile/account-settings', 'mf-profile', '/:country/profile/account-settings'],
  ['/sg/profile/billing-details', 'mf-profile', '/:country/profile/billing-details'],
  ['/sg/profile/notifications', 'mf-profile', '/:country/profile/notifications'],
  ['/sg/profile/password', 'mf-profile', '/:country/profile/password'],
  ['/sg/profile/reviews', 'mf-profile', '/:country/profile/reviews'],
  ['/sg/profile/delete-account', 'mf-profile', '/:country/profile/delete-account'],
  ['/sg/admin', 'mf-admin', '/:country/admin'],
  ['/sg/announcements/list', 'mf-admin', '/:country/announcements/list'],
  ['/sg/announcements/add', 'mf-admin', '/:country/announcements/add'],
  ['/sg/announcements/announcement/x1', 'mf-admin', '/:country/announcements/announcement/:announcementId'],
  ['/sg/payments/refunds', 'mf-admin', '/:country/payments/refunds'],
  ['/sg/payments/payouts', 'mf-admin', '/:country/payments/payouts'],
  ['/sg/settings', 'mf-admin', '/:country/settings'],
  ['/sg/settings/countries', 'mf-admin', '/:country/settings/countries'],
  ['/sg/settings/countries/x1', 'mf-admin', '/:country/settings/countries/:countryId'],
  ['/sg/settings/add-country', 'mf-admin', '/:country/settings/add-country'],
  ['/sg/settings/country', 'mf-admin', '/:country/settings/country'],
  ['/sg/settings/country/x1', 'mf-admin', '/:country/settings/country/:countryId'],
  ['/sg/settings/admins', 'mf-admin', '/:country/settings/admins'],
  ['/sg/settings/audit-log', 'mf-admin', '/:country/settings/audit-log'],
  ['/sg/venues/management/admin-venue', 'mf-admin', '/:country/venues/management/admin-venue'],
  ['/sg/venues/management/admin-venue/x1', 'mf-admin', '/:country/venues/management/admin-venue/:venueId'],
  ['/sg/ratings', 'mf-admin', '/:country/ratings'],
  ['/sg/venues/the-loft', 'mf-discovery', '/:country/venues/:venue'],
  ['/sg/venues/the-loft/photos', 'mf-discovery', '/:country/venues/:venue/photos'],
  ['/sg/venuely/why-venuely', 'mf-discovery', '/:country/:product/:whyvenue'],
  ['/sg/other/why-venuely', null, null],
  ['/sg/enquiries/status/bogus', null, null],
  ['/sg/enquiries/types/bogus', null, null],
  ['/sg/user-enquiries/types/bogus', null, null],
  ['/sg/enquiries/status/custom-offer', 'mf-enquiries', '/:country/enquiries/:enquiry/custom-offer'],
  ['/sg/venues/management/venue/v1/spaces', 'mf-owner', '/:country/venues/management/venue/:venueId/:formId'],
  ['/sg/forgot-password', null, null],
  ['/sg/no-such-page', null, null],
  ['/sg/settings/no-such-page', null, null],
  ['/sg/profile/nothing', null, null],
  ['/sg/venues/management/sales', null, null],
];

describe('the remotes’ pages', () => {
  it('one manifest for every remote of remote-list.json, named after it', () => {
    expect(MANIFESTS.map((m) => m.remote).sort()).toEqual([...REMOTES].sort());
  });

  it.each(MANIFESTS.map((m) => [m.remote, m]))('%s declares pages the shell knows how to serve', (_name, m) => {
    expect(routeProblems(m)).toEqual([]);
  });

  it('no path is claimed by two remotes', () => {
    expect(conflicts).toEqual([]);
  });

  it.each(OLD_FIRST_MATCH)('%s goes to %s (%s), as in the shell’s old table', (pathname, remote, pattern) => {
    const m = matchSiteRoute(pathname, 'venuely', routes);
    expect({ remote: m?.route.remote ?? null, pattern: m?.route.pattern ?? null }).toEqual({ remote, pattern });
  });

  it('every route of the merged table has a sample above', () => {
    const sampled = new Set(OLD_FIRST_MATCH.map(([, remote, pattern]) => `${remote} ${pattern}`));
    expect(routes.map((r) => `${r.remote} ${r.pattern}`).filter((r) => !sampled.has(r))).toEqual([]);
  });

  it('whatever order the remotes come in, the table is the same', () => {
    expect(mergeRoutes([...MANIFESTS].reverse()).routes).toEqual(routes);
  });

  it('the shell’s tests use this very table (shell/src/test/siteRoutes.json; UPDATE_SITE_ROUTES=1 rewrites it)', () => {
    const table: unknown = JSON.parse(JSON.stringify(routes));
    if (process.env.UPDATE_SITE_ROUTES) writeFileSync(path.join(ROOT, 'shell/src/test/siteRoutes.json'), `${JSON.stringify(table, null, 1)}\n`);
    else expect(SHELL_FIXTURE).toEqual(table);
  });

  it.each(['venuely', 'hallfinder'])('the sitemap lists the storefront pages of contracts’ seo.ts (product %s)', (product) => {
    expect([...sitemapPaths(routes, product)].sort()).toEqual([...storefrontPagePaths(product)].sort());
  });
});
