import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { matchSiteRoute, mergeRoutes, routeProblems } from '@venues/contracts';
import { samplePath } from '@venues/mf-kit/testing';
import { App } from '../AppRoutes';
import { ROUTES, routeManifest, type AdminPage } from '../routes';
import { signInAs, standInApi } from '../test/admin';

// Every page of src/routes.ts is drawn by AppRoutes at a path of its pattern (not the remote's
// not-found, which draws nothing). The pages themselves stand in: their own tests draw them.
function mockPage(name: string) {
  return { __esModule: true, default: () => <p data-testid="page">{name}</p> };
}
jest.mock('../pages/AdminHomePage', () => mockPage('AdminHomePage'));
jest.mock('../pages/AnnouncementsListPage', () => mockPage('AnnouncementsListPage'));
jest.mock('../pages/AddAnnouncementPage', () => mockPage('AddAnnouncementPage'));
jest.mock('../pages/AnnouncementDetailPage', () => mockPage('AnnouncementDetailPage'));
jest.mock('../pages/RefundsPage', () => mockPage('RefundsPage'));
jest.mock('../pages/PayoutsPage', () => mockPage('PayoutsPage'));
jest.mock('../pages/SettingsPage', () => mockPage('SettingsPage'));
jest.mock('../pages/StorefrontsPage', () => mockPage('StorefrontsPage'));
jest.mock('../pages/AddStorefrontPage', () => mockPage('AddStorefrontPage'));
jest.mock('../pages/StorefrontDetailPage', () => mockPage('StorefrontDetailPage'));
jest.mock('../pages/VenueQueuePage', () => mockPage('VenueQueuePage'));
jest.mock('../pages/VenueReviewPage', () => mockPage('VenueReviewPage'));
jest.mock('../pages/RatingsPage', () => mockPage('RatingsPage'));
jest.mock('../pages/AdminsPage', () => mockPage('AdminsPage'));
jest.mock('../pages/AuditLogPage', () => mockPage('AuditLogPage'));

/** The page each route draws (the spec's old storefront paths lead to the storefront pages). */
const DRAWS: Record<AdminPage, string> = {
  adminHome: 'AdminHomePage',
  announcements: 'AnnouncementsListPage',
  addAnnouncement: 'AddAnnouncementPage',
  announcement: 'AnnouncementDetailPage',
  refunds: 'RefundsPage',
  payouts: 'PayoutsPage',
  settings: 'SettingsPage',
  storefronts: 'StorefrontsPage',
  storefront: 'StorefrontDetailPage',
  addStorefront: 'AddStorefrontPage',
  oldStorefronts: 'StorefrontsPage',
  oldStorefront: 'StorefrontDetailPage',
  admins: 'AdminsPage',
  auditLog: 'AuditLogPage',
  venueQueue: 'VenueQueuePage',
  venueReview: 'VenueReviewPage',
  ratings: 'RatingsPage',
};

standInApi();
const { routes } = mergeRoutes([routeManifest]);

test('the routes are ones the shell can serve', () => {
  expect(routeProblems(routeManifest)).toEqual([]);
});

test.each(Object.keys(ROUTES) as AdminPage[])('%s: AppRoutes draws its page at a path of its pattern', async (page) => {
  const path = samplePath(ROUTES[page]);
  expect(matchSiteRoute(path, 'venuely', routes)?.route.pattern).toBe(ROUTES[page].pattern);
  signInAs('full');
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('page')).toHaveTextContent(DRAWS[page]);
});

test('a path of no route is the not-found: nothing drawn', async () => {
  render(
    <MemoryRouter initialEntries={['/sg/settings/nothing-here']}>
      <App />
    </MemoryRouter>,
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('page')).toBeNull();
});
