import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { forgetProviders } from '../../features/google/lib/providers';
import LoginPage from '../LoginPage';
import { standInApi } from '@venues/mf-kit/testing';

const api = standInApi({ loginVersion: 'v2' });
beforeEach(() => {
  forgetProviders();
  api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: false } } }));
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <>
        <Routes>
          <Route path="/:country/login" element={<LoginPage />} />
        </Routes>
      </>
    </MemoryRouter>,
  );

test('a visitor sent here by a heart is told why', async () => {
  renderAt('/sg/login?returnTo=%2Fsg%2Fvenues&reason=favourite');
  expect(await screen.findByText(/Sign in to save venues to your favourites/)).toBeInTheDocument();
});

test('no reason, or an unknown one, says nothing extra', async () => {
  renderAt('/sg/login?reason=%3Cscript%3E');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/Sign in to/)).toBeNull();
});

test('"Create an account" keeps where the visitor was going and why', async () => {
  const enquiry = '/sg/enquiries/new?venue=harbour-loft&date=2027-03-05&guests=40';
  renderAt(`/sg/login?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
  expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sg/sign-up?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
});
