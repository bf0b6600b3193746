import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { forgetProviders } from '../../features/google/lib/providers';
import SignUpChoicePage from '../SignUpChoicePage';
import SignUpPage from '../SignUpPage';
import ListYourVenuePage from '../ListYourVenuePage';
import { session } from '@venues/session';
import { testUser } from '../../test/users';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';
import { readIntent } from '../../features/auth/lib/pendingIntent';
import { keepEnquiryDraft } from '@venues/session/enquiry-draft';

const api = standInApi({ loginVersion: 'v2' });
beforeEach(() => {
  forgetProviders();
  api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: false } } }));
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:country/sign-up" element={<SignUpChoicePage />} />
        <Route path="/:country/signup/venue" element={<SignUpPage role="venue" />} />
        <Route path="/:country/signup/user" element={<SignUpPage role="user" />} />
        <Route path="/:country/list-your-venue" element={<ListYourVenuePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('sign-up offers a customer and a venue account, keeping returnTo', () => {
  renderAt('/my/sign-up?returnTo=%2Fmy%2Fabout-us');
  const choices = within(screen.getByRole('navigation', { name: 'Kinds of account' })).getAllByRole('link');
  expect(choices.map((a) => a.getAttribute('href'))).toEqual(['/my/signup/user?returnTo=%2Fmy%2Fabout-us', '/my/signup/venue?returnTo=%2Fmy%2Fabout-us']);
});

test('after a venue sign-up the page says to check the inbox and can resend', async () => {
  api.current.routes.set('POST /api/v2/auth/registration', () => ({ status: 201, body: { data: { message: 'Check your inbox', email: 'owner@example.com' } } }));
  api.current.routes.set('POST /api/v1/auth/verify-email/resend', () => ({ status: 200, body: { data: { message: 'We sent another link.' } } }));
  const user = renderAt('/sg/signup/venue');
  await pasteInto(user, screen.getByLabelText('First name'), 'Arun');
  await pasteInto(user, screen.getByLabelText('Last name'), 'Pillai');
  await pasteInto(user, screen.getByLabelText('Venue or company name'), 'Harbour Loft');
  await pasteInto(user, screen.getByLabelText('E-mail'), 'owner@example.com');
  await pasteInto(user, screen.getByLabelText('Password'), 'pelican-harbour-sunrise-42');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(screen.getByText('owner@example.com')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText('We sent another link.')).toBeInTheDocument();
});

test('list-your-venue explains the offer and leads to the venue sign-up', () => {
  renderAt('/my/list-your-venue');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fill your calendar');
  expect(screen.getByText(/planners across Malaysia/)).toBeInTheDocument();
  for (const h of ['How it works', 'Free to list. You pay only when you earn.', 'Questions venue owners ask']) {
    expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
  }
  const ctas = screen.getAllByRole('link', { name: 'Create a venue account' });
  expect(ctas.length).toBeGreaterThan(0);
  for (const a of ctas) expect(a).toHaveAttribute('href', '/my/signup/venue');
  expect(screen.getByText('How much does it cost to list my venue on Venuely?')).toBeInTheDocument();
});

test('a venue owner already signed in is led to the new-venue listing, not asked to create an account', () => {
  session.setUser(testUser({ role: ['VENUE_OWNER'], type: 'venue' }));
  try {
    renderAt('/my/list-your-venue');
    expect(screen.queryByRole('link', { name: 'Create a venue account' })).not.toBeInTheDocument();
    for (const a of screen.getAllByRole('link', { name: 'List a new venue' })) expect(a).toHaveAttribute('href', '/my/venues/management/new-venue');
  } finally {
    session.setUser(null);
  }
});

test('a venue member signed in is led to the inbox: members do not list venues', () => {
  session.setUser(testUser({ role: ['VENUE_LISTER'], assigned_roles: 4, type: 'venue' }));
  try {
    renderAt('/my/list-your-venue');
    for (const a of screen.getAllByRole('link', { name: 'Open your enquiries' })) expect(a).toHaveAttribute('href', '/my/enquiries');
  } finally {
    session.setUser(null);
  }
});

describe('an enquiry started before signing up', () => {
  const enquiry = '/sg/enquiries/new?venue=harbour-loft&space=s1&date=2027-03-05&start=18:00&end=22:00&guests=40';
  beforeEach(() => localStorage.clear());

  test('the choice and the form keep where the person was going and why', async () => {
    renderAt(`/sg/sign-up?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
    const [customer] = within(screen.getByRole('navigation', { name: 'Kinds of account' })).getAllByRole('link');
    expect(customer).toHaveAttribute('href', `/sg/signup/user?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
  });

  test('registering remembers the enquiry for after the e-mail is confirmed', async () => {
    api.current.routes.set('POST /api/v2/auth/registration', () => ({ status: 201, body: { data: { message: 'Check your inbox', email: 'owner@example.com' } } }));
    const user = renderAt(`/sg/signup/venue?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
    expect(screen.getByText(/The venue, space, date, times and guests you chose are kept/)).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('First name'), 'Arun');
    await pasteInto(user, screen.getByLabelText('Last name'), 'Pillai');
    await pasteInto(user, screen.getByLabelText('Venue or company name'), 'Harbour Loft');
    await pasteInto(user, screen.getByLabelText('E-mail'), 'owner@example.com');
    await pasteInto(user, screen.getByLabelText('Password'), 'pelican-harbour-sunrise-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/Open the link in this browser/)).toBeInTheDocument();
    expect(readIntent()).toEqual({ returnTo: enquiry, reason: 'enquiry' });
  });
});

test('a kept enquiry: the customer sign-up says it is waiting, and after registering that the link sends it', async () => {
  localStorage.clear();
  const form = '/sg/enquiries/new?venue=harbour-loft&send=kept';
  keepEnquiryDraft({ venue: 'harbour-loft', venueName: 'Harbour Loft', values: { event_type: 'weddings', event_date: '2027-03-05', start_time: '18:00', end_time: '22:00', guests: 40, message: 'Dinner' } });
  api.current.routes.set('POST /api/v2/auth/registration', () => ({ status: 201, body: { data: { message: 'Check your inbox', email: 'mei@example.com' } } }));
  const user = renderAt(`/sg/signup/user?returnTo=${encodeURIComponent(form)}&reason=enquiry`);
  expect(screen.getByText('Your enquiry to Harbour Loft is ready: sign up or sign in to send it.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sg/login/user?returnTo=${encodeURIComponent(form)}&reason=enquiry`);
  await pasteInto(user, screen.getByLabelText('First name'), 'Mei');
  await pasteInto(user, screen.getByLabelText('Last name'), 'Tan');
  await pasteInto(user, screen.getByLabelText('E-mail'), 'mei@example.com');
  await pasteInto(user, screen.getByLabelText('Password'), 'pelican-harbour-sunrise-42');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(screen.getByText('Open the link in this browser: you are signed in and your enquiry to Harbour Loft is sent.')).toBeInTheDocument();
  expect(api.current.seen.find((r) => r.path === '/api/v2/auth/registration')?.body).toMatchObject({ role: 'user' });
  expect(readIntent()).toEqual({ returnTo: form, reason: 'enquiry' });
  localStorage.clear();
});
