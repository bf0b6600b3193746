import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@venues/session';
import { renderApp } from '../../test/renderApp';
import { readLocalRecent } from '../../features/recent/localRecent';
import { detail } from '../../test/fixtures';
import { standInApi } from '@venues/mf-kit/testing';

const api = standInApi();
const venue = detail();

beforeAll(async () => {
  await Promise.all([import('../VenuePage'), import('../VenuePhotosPage')]);
});
beforeEach(() => {
  api.current.routes.set(`GET /api/v1/venues/${venue.slug}`, () => ({ status: 200, body: { data: venue } }));
  api.current.routes.set(`GET /api/v1/venues/${venue._id}`, () => ({ status: 200, body: { data: venue } }));
  api.current.routes.set('POST /api/v1/recently-viewed', () => ({ status: 201, body: { data: { ok: true } } }));
  session.clear();
  localStorage.clear();
  document.head.innerHTML = '<link rel="canonical" href="/"><meta name="description" content="home">';
  document.title = 'before';
});


test('shows the venue: gallery, spaces with capacity per layout and prices, amenities, location, policy, reviews', async () => {
  renderApp('/sg/venues/the-glasshouse');
  expect(await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Photos of The Glasshouse' }).querySelectorAll('img')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Show all 3 photos' })).toHaveAttribute('href', '/sg/venues/the-glasshouse/photos');

  const terrace = screen.getByRole('article', { name: 'Sky Terrace' });
  expect(within(terrace).getByText('Standing').nextSibling).toHaveTextContent('180');
  expect(within(terrace).queryByText('Theatre')).toBeNull(); // 0 = not offered
  expect(terrace).toHaveTextContent('SGD 120 per hour · minimum 3 hours');
  expect(terrace).toHaveTextContent('SGD 1,500 per day');
  expect(terrace).toHaveTextContent('Sundowner: SGD 85 per guest, 3 hours');

  expect(screen.getByRole('region', { name: 'Amenities' })).toHaveTextContent('Wheelchair accessible');
  expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('1 Bayfront Avenue');
  expect(screen.getByRole('region', { name: 'Cancellation policy' })).toHaveTextContent('Full refund: 30 days or more before');
  const reviews = screen.getByRole('region', { name: 'Reviews' });
  expect(reviews).toHaveTextContent('4.6');
  expect(reviews).toHaveTextContent('Perfect evening.');
});

test('writes the page head and schema.org EventVenue data, and puts the old head back on leaving', async () => {
  const { unmount } = renderApp('/sg/venues/the-glasshouse');
  await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
  expect(document.title).toBe('The Glasshouse, Marina Bay, Singapore · Venuely');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:8080/sg/venues/the-glasshouse');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The Glasshouse in Marina Bay, Singapore: 2 spaces, up to 180 guests, from SGD 120 per hour\./);
  const ld = JSON.parse(document.getElementById('venue-jsonld')?.textContent ?? '{}');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: 'The Glasshouse',
    url: 'http://localhost:8080/sg/venues/the-glasshouse',
    address: { '@type': 'PostalAddress', streetAddress: '1 Bayfront Avenue', addressLocality: 'Singapore', postalCode: '018971', addressCountry: 'SG' },
    geo: { '@type': 'GeoCoordinates', latitude: 1.2834, longitude: 103.8607 },
    maximumAttendeeCapacity: 180,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 23 },
  });
  expect(ld.image[0]).toBe('http://localhost:8080/media/demo/photo-1.svg');
  unmount();
  expect(document.getElementById('venue-jsonld')).toBeNull();
  expect(document.title).toBe('before');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'home');
});

test('opened by id, the address bar moves to the slug URL', async () => {
  renderApp(`/sg/venues/${venue._id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg\/venues\/the-glasshouse$/));
});

test('a visitor’s view is kept in the browser; a user’s goes to the account', async () => {
  const { unmount } = renderApp('/sg/venues/the-glasshouse');
  await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
  expect(readLocalRecent().map((i) => i.venue.slug)).toEqual(['the-glasshouse']);
  expect(api.current.seen.some((s) => s.path === '/api/v1/recently-viewed')).toBe(false);
  unmount();

  localStorage.clear();
  session.setTokens({ accessToken: 'token' });
  api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [] } }));
  renderApp('/sg/venues/the-glasshouse');
  await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
  await waitFor(() => expect(api.current.seen.find((s) => s.method === 'POST' && s.path === '/api/v1/recently-viewed')?.body).toEqual({ venue_id: venue._id }));
  expect(readLocalRecent()).toEqual([]);
});

test('a venue that is not public is a 404', async () => {
  renderApp('/sg/venues/secret-draft');
  expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  expect(screen.getByText('This venue does not exist or is no longer listed.')).toBeInTheDocument();
});

test('“Send enquiry” leads to the enquiry form, a visitor’s too (it is kept on the device until they sign up)', async () => {
  renderApp('/sg/venues/the-glasshouse');
  const panel = await screen.findByRole('complementary', { name: 'Enquire' });
  const form = `/sg/enquiries/new?venue=the-glasshouse`;
  expect(within(panel).getByRole('link', { name: 'Send enquiry' })).toHaveAttribute('href', form);
  act(() => session.setUser({ _id: 'u1', role: ['USER'] } as never));
  expect(within(panel).getByRole('link', { name: 'Send enquiry' })).toHaveAttribute('href', form);
  act(() => session.clear());
});

test('the photos page lists the venue’s and the spaces’ photos and opens one in a viewer', async () => {
  const user = userEvent.setup();
  renderApp('/sg/venues/the-glasshouse/photos');
  expect(await screen.findByRole('heading', { level: 1, name: 'Photos of The Glasshouse' })).toBeInTheDocument();
  expect(screen.getByText('5 photos')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Sky Terrace' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open photo 2: Photo 2' }));
  const viewer = screen.getByRole('dialog', { name: 'Photos of The Glasshouse' });
  expect(viewer).toHaveTextContent('Photo 2 of 5');
  await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
  expect(viewer).toHaveTextContent('Photo 3 of 5');
  await user.keyboard('{ArrowLeft}');
  expect(viewer).toHaveTextContent('Photo 2 of 5');
  await user.keyboard('{End}'); // the spaces' photos come after the venue's
  expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Photo 6');
});

test('a review is reported with a reason by a signed-in person; a visitor is asked to sign in first', async () => {
  const { unmount } = renderApp('/sg/venues/the-glasshouse');
  await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
  expect(screen.getByRole('link', { name: 'Report this review' }).getAttribute('href')).toMatch(/^\/sg\/login\?returnTo=.*&reason=report$/);
  unmount();

  session.setTokens({ accessToken: 'token' });
  api.current.routes.set('POST /api/v1/reviews/r1/report', () => ({ status: 201, body: { data: { review_id: 'r1', reason: 'Not about this venue', reported_at: '2026-11-25T00:00:00Z' } } }));
  renderApp('/sg/venues/the-glasshouse');
  await userEvent.click(await screen.findByRole('button', { name: 'Report the review by Aisha T.' }));
  // The form is loaded when opened; the reason's box takes the focus from the button it replaced.
  const form = await screen.findByRole('form', { name: 'Report the review by Aisha T.' });
  expect(within(form).getByLabelText('What is wrong with this review?')).toHaveFocus();
  await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Say what is wrong');
  await userEvent.type(within(form).getByLabelText('What is wrong with this review?'), 'Not about this venue');
  await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText(/our team will look at this review/)).toBeInTheDocument();
  expect(api.current.seen.find((r) => r.path === '/api/v1/reviews/r1/report')?.body).toEqual({ reason: 'Not about this venue' });
});
