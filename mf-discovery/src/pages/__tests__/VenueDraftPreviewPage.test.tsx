import { act, screen } from '@testing-library/react';
import type { AdminVenueReview } from '@venues/contracts';
import { session } from '@venues/session';
import { standInApi, testUser } from '@venues/mf-kit/testing';
import { renderApp } from '../../test/renderApp';
import { detail } from '../../test/fixtures';

const api = standInApi();
const venue = detail();

beforeAll(async () => {
  await import('../VenueDraftPreviewPage');
});
beforeEach(() => {
  api.current.routes.set(`GET /api/v1/owner/venues/${venue._id}/preview`, () => ({ status: 200, body: { data: venue } }));
  session.clear();
});

test('draws the team’s venue with the public page’s components, and nothing on it acts', async () => {
  renderApp(`/sg/venues/venue_id_draft?venue=${venue._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('This is how guests will see The Glasshouse once it is published.');
  expect(screen.getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', `/sg/venues/management/venue/${venue._id}`);
  // The same sections as the public page…
  expect(screen.getByRole('article', { name: 'Sky Terrace' })).toHaveTextContent('SGD 120 per hour · minimum 3 hours');
  expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('1 Bayfront Avenue');
  // …but no photos page, favourite, enquiry or review loading for a venue guests cannot see yet.
  expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /favourites/i })).toBeNull();
  expect(screen.getByRole('complementary', { name: 'Enquire' })).toHaveTextContent('once the venue is published');
  expect(api.current.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/v1/owner/venues/${venue._id}/preview`]);
  expect(document.title).toMatch(/^Preview: The Glasshouse/);
});

test('a venue of another team (404) says so', async () => {
  api.current.routes.set(`GET /api/v1/owner/venues/${venue._id}/preview`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
  renderApp(`/sg/venues/venue_id_draft?venue=${venue._id}`);
  expect(await screen.findByText("This venue is not one of your team's venues.")).toBeInTheDocument();
});

test('an administrator sees the venue from the venue review, exactly as the public page draws it', async () => {
  const review: AdminVenueReview = { venue, status: 'for_approval', organization_name: 'Bayfront Events', owner_email: null, submitted_at: null, published_at: null, rejection_reason: '', suspension_reason: '', changes: null, actions: [], removed_at: null };
  api.current.routes.set(`GET /api/v1/admin/venues/${venue._id}`, () => ({ status: 200, body: { data: review } }));
  act(() => session.setUser(testUser({ _id: 'a1', role: ['ADMIN'], assigned_roles: 3 })));
  renderApp(`/sg/venues/venue_id_draft?venue=${venue._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Sky Terrace' })).toHaveTextContent('SGD 120 per hour · minimum 3 hours');
  expect(screen.getByRole('link', { name: 'Back to the review' })).toHaveAttribute('href', `/sg/venues/management/admin-venue/${venue._id}`);
  expect(api.current.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/v1/admin/venues/${venue._id}`]);
});
