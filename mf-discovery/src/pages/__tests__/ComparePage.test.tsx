import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInApi } from '@venues/mf-kit/testing';
import { renderApp } from '../../test/renderApp';
import { detail } from '../../test/fixtures';
import { addToCompare } from '../../features/compare/compareStore';

const api = standInApi();
const a = detail({ _id: 'a', slug: 'venue-a', name: 'Venue A' });
const b = detail({ _id: 'b', slug: 'venue-b', name: 'Venue B' });

beforeAll(async () => {
  await import('../ComparePage');
});
beforeEach(() => {
  for (const v of [a, b]) api.current.routes.set(`GET /api/v1/venues/${v.slug}`, () => ({ status: 200, body: { data: v } }));
  api.current.routes.set('GET /api/v1/venues/gone', () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Venue not found', details: {} } } }));
  localStorage.clear();
});

test('the URL names the venues: each is loaded from the API and gets a column', async () => {
  renderApp('/sg/compare?venues=venue-a,venue-b');
  expect(await screen.findByRole('table', { name: 'Comparing Venue A and Venue B' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Compare venues' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => within(h).getByRole('link').textContent)).toEqual(['Venue A', 'Venue B']);
  expect(api.current.seen.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v1/venues/venue-a', '/api/v1/venues/venue-b']));
  // One enquiry to all of them, from the enquiry form of mf-enquiries.
  expect(screen.getByRole('link', { name: 'Enquire about all 2' })).toHaveAttribute('href', '/sg/enquiries/new?venues=venue-a,venue-b');
});

test('removing a venue takes it out of the URL; below two the page asks for more', async () => {
  renderApp('/sg/compare?venues=venue-a,venue-b');
  await userEvent.click(await screen.findByRole('button', { name: /Remove Venue B/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/sg/compare?venues=venue-a');
  expect(await screen.findByRole('heading', { name: 'Add venues to compare from the search' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search venues' })).toHaveAttribute('href', '/sg/venues');
});

test('fewer than two venues: the empty state, with a link to the ones picked in this browser', async () => {
  addToCompare('sg', { _id: 'a', slug: 'venue-a', name: 'Venue A', photo: null });
  addToCompare('sg', { _id: 'b', slug: 'venue-b', name: 'Venue B', photo: null });
  renderApp('/sg/compare');
  expect(await screen.findByRole('heading', { name: 'Add venues to compare from the search' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Compare the 2 you picked' })).toHaveAttribute('href', '/sg/compare?venues=venue-a,venue-b');
  expect(api.current.seen.filter((r) => r.method === 'GET')).toEqual([]);
  // The tray is not shown over the compare page.
  expect(screen.queryByRole('region', { name: 'Venues to compare' })).toBeNull();
});

test('a venue no longer listed is left out and said so', async () => {
  renderApp('/sg/compare?venues=venue-a,gone,venue-b');
  expect(await screen.findByRole('table', { name: 'Comparing Venue A and Venue B' })).toBeInTheDocument();
  expect(screen.getByText(/One venue of this link is no longer listed/)).toBeInTheDocument();
});
