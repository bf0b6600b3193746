import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@venues/ui';
import { AppRoutes } from '../../AppRoutes';
import { ARTICLES } from '../../content/insights';
import { LocationProbe, standInApi } from '@venues/mf-kit/testing';

const api = standInApi();
beforeEach(() => {
  api.current.routes.set('GET /api/v1/country-settings', () => ({
    status: 200,
    body: { data: [{ _id: '1', cca2: 'SG', country_name: 'Singapore', photo: [{ path: '/static/sg.jpg' }], currency: 'SGD', active: true, is_default: true, phone_country: 'sg' }] },
  }));
  document.title = 'untouched';
});

function renderRoute(url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

test.each(['/sg/about-us/whatever', '/sg/about-us/Terms-of-sale'])('unknown about-us page %s renders the 404 view', async (url) => {
  renderRoute(url);
  expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  expect(screen.getByTestId('error-view')).toHaveAttribute('data-status', '404');
  expect(document.title).toBe('Page Not Found · Venuely');
});

test.each([
  ['/sg/about-us/terms', 'Terms of use'],
  ['/sg/about-us/privacy', 'Privacy policy'],
  ['/sg/about-us/cookies', 'Cookie policy'],
])('%s renders %s with its title', async (url, title) => {
  renderRoute(url);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Venuely`);
  expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
});

test('about-us sets its title and links to the legal pages', async () => {
  renderRoute('/hk/about-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'About Venuely' })).toBeInTheDocument();
  expect(document.title).toBe('About us · Venuely');
  expect(screen.getByRole('heading', { level: 2, name: 'Venuely in Hong Kong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/hk/about-us/privacy');
});

test('the terms follow the storefront’s governing law', async () => {
  renderRoute('/gb/termsandcondition');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  expect(screen.getByText(/governed by the laws of England and Wales/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '7. Cancellations and refunds' })).toBeInTheDocument();
});

test('the cancellation page shows the three tiers as a table', async () => {
  renderRoute('/sg/support/FAQ-cancellation');
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('rowheader')[0]?.textContent)).toEqual(['Flexible', 'Moderate', 'Strict']);
  expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    '7 days or more before the event',
    '50% between 7 days and 48 hours before',
    'Less than 48 hours before',
    'Meetings, workshops and small gatherings booked at short notice',
  ]);
  expect(within(rows[2]!).getByText('Less than 30 days before')).toBeInTheDocument();
  expect(document.title).toBe('Cancellation and refund policy · Venuely');
});

test('insights lists 6+ articles and opens one in place', async () => {
  const user = userEvent.setup();
  renderRoute('/sg/insights');
  expect(await screen.findByRole('heading', { level: 1, name: 'Insights for event planners' })).toBeInTheDocument();
  expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
  const first = ARTICLES[0]!;
  for (const a of ARTICLES) expect(screen.getByRole('heading', { level: 2, name: a.title })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: new RegExp(first.title) }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/sg/insights?article=${first.slug}`);
  expect(screen.getByRole('heading', { level: 1, name: first.title })).toHaveFocus();
  expect(document.title).toBe(`${first.title} · Venuely`);
  await user.click(screen.getByRole('link', { name: /All insights/ }));
  expect(screen.getByRole('heading', { level: 1, name: 'Insights for event planners' })).toBeInTheDocument();
});

test('an unknown article is a 404', async () => {
  renderRoute('/sg/insights?article=nope');
  expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
});

test.each([
  ['/sg/venuely/why-venuely', 'Why Venuely?', 'Why Venuely'],
  ['/my/venuely/for-event-planners', 'Plan your event with less back-and-forth', 'For event planners'],
  ['/au/venuely/for-venue-owners', 'Fill your calendar with the right events', 'For venue owners'],
])('product landing %s', async (url, h1, title) => {
  renderRoute(url);
  expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Venuely`);
});

test.each(['/sg/venuely/why-us', '/sg/otherproduct/why-venuely'])('unknown product landing %s is a 404', async (url) => {
  renderRoute(url);
  expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
});

test('the FAQ and contact pages set their titles', async () => {
  const { unmount } = renderRoute('/sg/support/FAQ');
  expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  expect(document.title).toBe('Help centre and FAQ · Venuely');
  unmount();
  renderRoute('/sg/contact-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(document.title).toBe('Contact us · Venuely');
});

test('the country home renders the landing content and leaves the head to the shell', async () => {
  renderRoute('/sg');
  expect(await screen.findByTestId('hero-photo')).toHaveAttribute('src', '/static/sg.jpg');
  expect(screen.getByRole('search', { name: 'Find a venue' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Popular places in Singapore' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Marina Bay/ })).toHaveAttribute('href', '/sg/venues?city=Marina+Bay');
  expect(screen.getByRole('link', { name: /Weddings/ })).toHaveAttribute('href', '/sg/venues?event_type=weddings');
  expect(screen.getByRole('link', { name: 'List your venue' })).toHaveAttribute('href', '/sg/list-your-venue');
  expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(3);
  expect(document.title).toBe('untouched');
});
