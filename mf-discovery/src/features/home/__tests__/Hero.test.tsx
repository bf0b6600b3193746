import { screen } from '@testing-library/react';
import type { CountrySetting } from '@venues/contracts';
import { countryApi } from '@venues/api-client';
import { Hero } from '../Hero';
import { renderAt, standInApi } from '@venues/mf-kit/testing';

const api = standInApi();
beforeEach(() => {
  countryApi.forget();
});

const setting = (cca2: string, country_name: string, photo: string[]): CountrySetting => ({
  _id: cca2,
  cca2,
  country_name,
  photo: photo.map((path) => ({ path })),
  currency: null,
  active: true,
  is_default: false,
  phone_country: cca2.toLowerCase(),
});

test('shows a busy hero while loading, then the storefront’s first photo', async () => {
  api.current.routes.set('GET /api/v1/country-settings', () => ({
    status: 200,
    delayMs: 100,
    body: { data: [setting('MY', 'Malaysia', ['/static/my-1.jpg', '/static/my-2.jpg']), setting('SG', 'Singapore', ['/static/sg.jpg'])] },
  }));
  renderAt('/sg', '/:country', <Hero country="sg" countryName="Singapore" />);
  expect(screen.getByRole('region', { name: /Find the right venue/ })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByTestId('hero-photo')).not.toBeInTheDocument();
  expect(await screen.findByTestId('hero-photo')).toHaveAttribute('src', '/static/sg.jpg');
  expect(screen.getByRole('region', { name: /Find the right venue/ })).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find the right venue for every event');
});

test('falls back to /background.jpeg when the storefront has no photo', async () => {
  api.current.routes.set('GET /api/v1/country-settings', () => ({ status: 200, body: { data: [setting('AU', 'Australia', [])] } }));
  renderAt('/au', '/:country', <Hero country="au" countryName="Australia" />);
  expect(await screen.findByTestId('hero-photo')).toHaveAttribute('src', '/background.jpeg');
});

test('falls back to /background.jpeg when the settings cannot be loaded', async () => {
  api.current.routes.set('GET /api/v1/country-settings', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } }));
  renderAt('/sg', '/:country', <Hero country="sg" countryName="Singapore" />);
  expect(await screen.findByTestId('hero-photo')).toHaveAttribute('src', '/background.jpeg');
  expect(screen.getByRole('search', { name: 'Find a venue' })).toBeInTheDocument();
});
