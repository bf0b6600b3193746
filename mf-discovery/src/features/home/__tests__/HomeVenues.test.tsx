import { screen, waitFor, within } from '@testing-library/react';
import { standInApi } from '@venues/mf-kit/testing';
import { renderApp } from '../../../test/renderApp';
import { card, searchResult } from '../../../test/fixtures';

const api = standInApi();

test('the landing page shows the storefront’s top-rated and most reviewed venues, each with a link to the whole list', async () => {
  api.current.routes.set('GET /api/v1/venues/recommended', () => ({ status: 200, body: { data: [card({ _id: 'a', slug: 'the-glasshouse', name: 'The Glasshouse' })] } }));
  api.current.routes.set('GET /api/v1/venues/search', () => ({ status: 200, body: { data: searchResult([card({ _id: 'b', slug: 'harbour-hall', name: 'Harbour Hall' })]) } }));
  renderApp('/sg');
  const top = await screen.findByRole('region', { name: 'Top-rated venues in Singapore' });
  expect(await within(top).findByRole('link', { name: 'The Glasshouse' })).toHaveAttribute('href', '/sg/venues/the-glasshouse');
  expect(within(top).getByRole('link', { name: 'See all top-rated venues' })).toHaveAttribute('href', '/sg/venues/recommended');
  const popular = await screen.findByRole('region', { name: 'Popular in Singapore' });
  expect(await within(popular).findByRole('link', { name: 'Harbour Hall' })).toBeInTheDocument();
  expect(within(popular).getByRole('link', { name: 'See all, most reviewed first' })).toHaveAttribute('href', '/sg/venues?sort=popular');
  const searched = api.current.seen.find((r) => r.path === '/api/v1/venues/search');
  expect(Object.fromEntries(searched!.query)).toMatchObject({ country: 'sg', sort: 'popular', limit: '6' });
});

test('a storefront without venues, or a failed call, leaves the rows out', async () => {
  api.current.routes.set('GET /api/v1/venues/recommended', () => ({ status: 200, body: { data: [] } }));
  api.current.routes.set('GET /api/v1/venues/search', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Busy', details: {} } } }));
  // Another storefront than the other tests': their rows stay fresh for 2 minutes (the last test).
  renderApp('/my');
  expect(await screen.findByRole('heading', { level: 2, name: 'Popular event types' })).toBeInTheDocument();
  // Both answers arrive, and the rows' loading placeholders go without leaving a row.
  await waitFor(() => expect(api.current.seen.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v1/venues/recommended', '/api/v1/venues/search'])));
  await waitFor(() => expect(screen.queryByRole('status', { name: /Loading (top-rated|popular)/i })).toBeNull());
  expect(screen.queryByRole('region', { name: /^Top-rated venues in/ })).toBeNull();
  expect(screen.queryByRole('region', { name: /^Popular in/ })).toBeNull();
});

test('back on the landing page within two minutes, the rows show at once without asking again', async () => {
  api.current.routes.set('GET /api/v1/venues/recommended', () => ({ status: 200, body: { data: [card({ _id: 'c', slug: 'the-mill', name: 'The Mill' })] } }));
  api.current.routes.set('GET /api/v1/venues/search', () => ({ status: 200, body: { data: searchResult([]) } }));
  const first = renderApp('/gb');
  expect(await screen.findByRole('link', { name: 'The Mill' })).toBeInTheDocument();
  first.unmount();
  api.current.seen.length = 0;
  renderApp('/gb');
  expect(await screen.findByRole('link', { name: 'The Mill' })).toBeInTheDocument();
  expect(api.current.seen.map((r) => r.path)).not.toContain('/api/v1/venues/recommended');
});
