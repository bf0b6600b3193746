import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@venues/session';
import { renderApp } from '../../test/renderApp';
import { card, searchResult } from '../../test/fixtures';
import { standInApi } from '@venues/mf-kit/testing';

const api = standInApi();
const SEARCH = 'GET /api/v1/venues/search';

beforeAll(async () => {
  // The page is a lazy chunk: load it once up front so the first test does not wait on the import.
  await import('../VenueSearchPage');
});
beforeEach(() => {
  api.current.routes.set('GET /api/v1/venues/filters', () => ({
    status: 200,
    body: { data: { country: 'sg', currency: 'SGD', total: 2, cities: [{ value: 'Singapore', count: 2, areas: [{ value: 'Marina Bay', count: 1 }] }], event_types: [], amenities: [], space_types: [], price: { min: 40, max: 900 }, max_capacity: 500 } },
  }));
  api.current.routes.set(SEARCH, () => ({ status: 200, body: { data: searchResult([card(), card({ _id: '44444444-4444-4444-8444-444444444444', slug: 'loft-36', name: 'Loft 36', price_from: { amount: 1500, currency: 'SGD', unit: 'day', per_hour: 187.5 } })], { total: 30 }) } }));
  session.clear();
  sessionStorage.clear();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const searches = () => api.current.seen.filter((s) => `${s.method} ${s.path}` === SEARCH).map((s) => s.query.toString());

test('reads the filters from the URL, drops a bad one from the address bar and sends the same query to the API', async () => {
  renderApp('/sg/venues?guests=abc&event_type=parties&city=Marina+Bay');
  expect(await screen.findByRole('heading', { level: 1, name: 'Venues for parties in Marina Bay, Singapore' })).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/sg/venues?city=Marina+Bay&event_type=parties'));
  expect(await screen.findByRole('link', { name: 'The Glasshouse' })).toHaveAttribute('href', '/sg/venues/the-glasshouse');
  expect(searches()).toEqual(['country=sg&city=Marina+Bay&event_type=parties']);
  expect(screen.getByText(/left out \(guests\)/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '30 venues' })).toBeInTheDocument();
  expect(document.title).toBe('Venues for parties in Marina Bay, Singapore · Venuely');
});

test('prices show in the storefront currency, whole amounts without decimals', async () => {
  renderApp('/sg/venues');
  const cards = await screen.findAllByTestId('venue-card');
  expect(cards[0]).toHaveTextContent(/From SGD 120 per hour/);
  expect(cards[1]).toHaveTextContent(/From SGD 1,500 per day/);
  // A day price also says what it comes to per hour, the figure price sorting compares.
  expect(cards[1]).toHaveTextContent(/about SGD 187\.50 per hour/);
  expect(cards[0]).not.toHaveTextContent(/about/);
});

test('sorting, removing a chip and paging each write a new URL', async () => {
  const user = userEvent.setup();
  renderApp('/sg/venues?event_type=parties');
  await screen.findAllByTestId('venue-card');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
  await waitFor(() => expect(location()).toBe('/sg/venues?event_type=parties&sort=price_asc'));
  await waitFor(() => expect(searches()).toContain('country=sg&event_type=parties&sort=price_asc'));

  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/sg/venues?event_type=parties&sort=price_asc&page=3');
  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(location()).toBe('/sg/venues?event_type=parties&sort=price_asc&page=2'));
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Removing a filter starts again at page 1.
  await user.click(screen.getByRole('button', { name: 'Remove filter: Parties' }));
  await waitFor(() => expect(location()).toBe('/sg/venues?sort=price_asc'));
});

test('the side panel applies a choice at once and typed values on Enter', async () => {
  const user = userEvent.setup();
  renderApp('/sg/venues');
  await screen.findAllByTestId('venue-card');
  const panel = screen.getByRole('complementary', { name: 'Filter venues' });
  await user.selectOptions(within(panel).getByLabelText('Space type'), 'rooftop');
  await waitFor(() => expect(location()).toBe('/sg/venues?space_type=rooftop'));
  await user.type(within(panel).getByLabelText('Guests'), '40{Enter}');
  await waitFor(() => expect(location()).toBe('/sg/venues?guests=40&space_type=rooftop'));
  await user.click(within(panel).getByRole('checkbox', { name: /Wi-Fi/ }));
  await waitFor(() => expect(location()).toBe('/sg/venues?guests=40&amenities=wifi&space_type=rooftop'));
  // Facet counts from the answer are shown next to the choices.
  expect(within(panel).getByRole('option', { name: 'Parties (7)' })).toBeInTheDocument();
});

test('on phones the filters open in a drawer and apply together', async () => {
  const user = userEvent.setup();
  renderApp('/sg/venues?q=rooftop');
  await screen.findAllByTestId('venue-card');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  await user.type(within(drawer).getByLabelText('Guests'), '120');
  await user.selectOptions(within(drawer).getByLabelText('Event type'), 'conferences');
  expect(location()).toBe('/sg/venues?q=rooftop');
  await user.click(within(drawer).getByRole('button', { name: 'Show venues' }));
  await waitFor(() => expect(location()).toBe('/sg/venues?q=rooftop&event_type=conferences&guests=120'));
  expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
});

test('no results: says so and offers a way out that keeps the search text', async () => {
  const user = userEvent.setup();
  api.current.routes.set(SEARCH, () => ({ status: 200, body: { data: searchResult([], { total: 0 }) } }));
  renderApp('/sg/venues?q=barn&guests=900');
  expect(await screen.findByRole('heading', { name: 'No venues match all of these filters' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(location()).toBe('/sg/venues?q=barn'));
});

test('an API failure shows the reason and tries again on request', async () => {
  const user = userEvent.setup();
  // Counted per query: a late request of the previous test must not take the failure.
  let calls = 0;
  api.current.routes.set(SEARCH, (req) => (req.query.get('guests') === '10' && ++calls === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Search is resting' } } } : { status: 200, body: { data: searchResult([card()]) } }));
  renderApp('/sg/venues?guests=10');
  expect(await screen.findByText('Search is resting')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'The Glasshouse' })).toBeInTheDocument();
});

test('a visitor’s heart asks them to sign in and brings them back to the same search', async () => {
  const user = userEvent.setup();
  renderApp('/sg/venues?event_type=parties');
  await user.click(await screen.findByRole('button', { name: 'Save The Glasshouse to favourites' }));
  // navigate() runs in a React transition: on a busy machine the URL changes a moment after the click.
  await waitFor(() => expect(location()).toBe(`/sg/login?returnTo=${encodeURIComponent('/sg/venues?event_type=parties')}&reason=favourite`));
  expect(JSON.parse(localStorage.getItem('venuely:pending-save') ?? '{}')).toMatchObject({
    venue: { _id: '11111111-1111-4111-8111-111111111111', name: 'The Glasshouse' },
    returnTo: '/sg/venues?event_type=parties',
  });
});

test('a typo in "Where" searches the place it stands for, not the letters typed (no "marnia" chip)', async () => {
  api.current.routes.set('GET /api/v1/venues/places', ({ query }) => ({
    status: 200,
    body: { data: query.get('q') === 'marnia' ? [{ kind: 'area', name: 'Marina Bay', city: 'Singapore', count: 1 }] : [] },
  }));
  const user = userEvent.setup();
  renderApp('/sg/venues');
  const where = await screen.findByRole('combobox', { name: 'Where' });
  await user.type(where, 'marnia');
  await screen.findByRole('option', { name: /Marina Bay/ });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(location()).toBe('/sg/venues?city=Marina+Bay'));
  await waitFor(() => expect(searches().at(-1)).toBe('country=sg&city=Marina+Bay'));
  expect(screen.getByRole('button', { name: 'Remove filter: Marina Bay' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Marina Bay');
});
