import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@venues/session';
import { matchSiteRoute, mergeRoutes, routeProblems } from '@venues/contracts';
import { samplePath, standInApi, testUser } from '@venues/mf-kit/testing';
import { App } from '../AppRoutes';
import { ROUTES, routeManifest, type OwnerPage } from '../routes';

// Every page of src/routes.ts is drawn by AppRoutes at a path of its pattern (not the remote's
// not-found, which draws nothing), framed by the owner area's navigation but for the e-mailed
// transfer link. The pages themselves stand in: their own tests draw them.
function mockPage(name: string) {
  return { __esModule: true, default: (props: object) => <p data-testid="page">{[name, ...Object.keys(props)].join(' ')}</p> };
}
jest.mock('../pages/DashboardPage', () => mockPage('DashboardPage'));
jest.mock('../pages/ManagementPage', () => mockPage('ManagementPage'));
jest.mock('../pages/TransferOwnershipPage', () => mockPage('TransferOwnershipPage'));
jest.mock('../pages/SalesPage', () => mockPage('SalesPage'));
jest.mock('../pages/AvailabilityPage', () => mockPage('AvailabilityPage'));
jest.mock('../pages/TeamMembersPage', () => mockPage('TeamMembersPage'));
jest.mock('../pages/PayoutsPage', () => mockPage('PayoutsPage'));
jest.mock('../pages/NewVenuePage', () => mockPage('NewVenuePage'));
jest.mock('../pages/VenueEditorPage', () => mockPage('VenueEditorPage'));
jest.mock('../pages/SpaceEditorPage', () => mockPage('SpaceEditorPage'));

/** The page each route draws (with the props it is given). */
const DRAWS: Record<OwnerPage, string> = {
  transferOwnership: 'TransferOwnershipPage',
  dashboard: 'DashboardPage',
  management: 'ManagementPage',
  drafts: 'ManagementPage drafts',
  newVenue: 'NewVenuePage',
  venueSales: 'SalesPage',
  venue: 'VenueEditorPage',
  venueForm: 'VenueEditorPage',
  space: 'SpaceEditorPage',
  spaceForm: 'SpaceEditorPage',
  availability: 'AvailabilityPage',
  teamMembers: 'TeamMembersPage',
  sales: 'SalesPage',
  payouts: 'PayoutsPage',
};

standInApi();
afterEach(() => act(() => session.clear()));
const { routes } = mergeRoutes([routeManifest]);

test('the routes are ones the shell can serve', () => {
  expect(routeProblems(routeManifest)).toEqual([]);
});

test.each(Object.keys(ROUTES) as OwnerPage[])('%s: AppRoutes draws its page at a path of its pattern', async (page) => {
  const path = samplePath(ROUTES[page]);
  expect(matchSiteRoute(path, 'venuely', routes)?.route.pattern).toBe(ROUTES[page].pattern);
  act(() => session.setUser(testUser({ role: ['VENUE_OWNER'] })));
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('page')).toHaveTextContent(new RegExp(`^${DRAWS[page]}$`));
  const framed = screen.queryByRole('navigation', { name: 'Your venues' }) !== null;
  expect(framed).toBe(page !== 'transferOwnership');
});

test('a path of no route is the not-found: nothing drawn', async () => {
  render(
    <MemoryRouter initialEntries={['/sg/venues/management/nothing/here/at/all']}>
      <App />
    </MemoryRouter>,
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('page')).toBeNull();
});
