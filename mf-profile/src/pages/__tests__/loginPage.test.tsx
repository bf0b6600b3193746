import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { forgetProviders } from '../../features/google/lib/providers';
import LoginPage from '../LoginPage';
import { standInApi } from '@venues/mf-kit/testing';
import { keepEnquiryDraft } from '@venues/session/enquiry-draft';

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
  // Someone enquiring is a customer: no kind-of-account choice (docs/adr/0114-enquiring-before-signing-up.md).
  expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sg/signup/user?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
  renderAt(`/sg/login?returnTo=%2Fsg%2Fvenues&reason=favourite`);
  expect(screen.getAllByRole('link', { name: 'Create an account' })[1]).toHaveAttribute('href', `/sg/sign-up?returnTo=%2Fsg%2Fvenues&reason=favourite`);
});

test('an enquiry kept on this device is said to be waiting', async () => {
  localStorage.clear();
  keepEnquiryDraft({ venue: 'harbour-loft', venueName: 'Harbour Loft', values: { event_type: 'weddings', event_date: '2027-03-05', start_time: '18:00', end_time: '22:00', guests: 40, message: 'Dinner' } });
  renderAt(`/sg/login?returnTo=${encodeURIComponent('/sg/enquiries/new?venue=harbour-loft&send=kept')}&reason=enquiry`);
  expect(await screen.findByText('Your enquiry to Harbour Loft is ready: sign up or sign in to send it.')).toBeInTheDocument();
  expect(screen.queryByText(/Sign in to send your enquiry/)).toBeNull();
  localStorage.clear();
});
