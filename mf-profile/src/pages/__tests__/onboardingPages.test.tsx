import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@venues/session';
import { forgetOnce } from '../../lib/once';
import { apiError } from '../../test/setupApi';
import { testUser } from '../../test/users';
import VerifyEmailPage from '../VerifyEmailPage';
import OnboardingSuccessPage from '../OnboardingSuccessPage';
import ResetPasswordPage from '../ResetPasswordPage';
import ForgotPasswordPage from '../ForgotPasswordPage';
import GoogleCallbackPage from '../GoogleCallbackPage';
import RedirectPage from '../RedirectPage';
import CompleteProfilePage from '../CompleteProfilePage';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';
import { readIntent, rememberIntent } from '../../features/auth/lib/pendingIntent';

const api = standInApi({ loginVersion: 'v2' });
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  forgetOnce();
  act(() => session.clear());
});

function Probe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** Renders the app's root-level routes at `url`, with a probe on every other path. */
function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="/onboarding-success" element={<OnboardingSuccessPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/forgot-password/password-reset/:reset_token" element={<ResetPasswordPage />} />
        <Route path="/callback/google" element={<GoogleCallbackPage />} />
        <Route path="/redirect-page" element={<RedirectPage />} />
        <Route path="/signup/complete-profile/:token" element={<CompleteProfilePage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('verify-email', () => {
  test('confirms once and lands on onboarding-success with the address and a sign-in button', async () => {
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({ status: 200, body: { data: { purpose: 'signup', email: 'mei@example.com' } } }));
    renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(screen.getByText('mei@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sg/login');
    expect(api.current.seen.filter((r) => r.path === '/api/v1/auth/verify-email')).toHaveLength(1);
    expect(api.current.seen[0]?.body).toEqual({ token: TOKEN });
  });

  test('an e-mail change says which address to sign in with now', async () => {
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({ status: 200, body: { data: { purpose: 'email-change', email: 'new@example.com' } } }));
    renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Your new e-mail address is confirmed')).toBeInTheDocument();
    expect(screen.getByText(/sign in with new@example.com/)).toBeInTheDocument();
  });

  test('a used or expired link says so and offers a new one', async () => {
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({ status: 400, body: apiError('INVALID_TOKEN', 'This link has expired or was already used. Request a new one.') }));
    api.current.routes.set('POST /api/v1/auth/verify-email/resend', () => ({ status: 200, body: { data: { message: 'If that address is waiting for confirmation, we sent a new link.' } } }));
    const u = renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('This link has expired or was already used. Request a new one.')).toBeInTheDocument();
    await pasteInto(u, screen.getByLabelText('Your e-mail'), 'mei@example.com');
    await u.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('If that address is waiting for confirmation, we sent a new link.')).toBeInTheDocument();
    expect(api.current.seen.at(-1)?.body).toEqual({ email: 'mei@example.com' });
  });
});

describe('password recovery', () => {
  test('forgot-password shows the server’s one answer', async () => {
    api.current.routes.set('POST /api/v1/auth/account-recovery', () => ({ status: 200, body: { data: { message: 'If an account uses that address, we sent a link.' } } }));
    const u = renderAt('/forgot-password');
    await pasteInto(u, screen.getByLabelText('E-mail'), 'Mei@Example.com');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses that address, we sent a link.')).toBeInTheDocument();
    expect(api.current.seen[0]?.body).toEqual({ email: 'mei@example.com' });
  });

  test('an expired reset link is reported before the form', async () => {
    api.current.routes.set(`GET /api/v1/auth/password-reset/${TOKEN}`, () => ({ status: 400, body: apiError('INVALID_TOKEN', 'This link has expired.') }));
    renderAt(`/forgot-password/password-reset/${TOKEN}`);
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('a valid link takes a new password and ends the local session', async () => {
    act(() => session.setTokens({ accessToken: 'stale' }));
    api.current.routes.set(`GET /api/v1/auth/password-reset/${TOKEN}`, () => ({ status: 200, body: { data: { valid: true } } }));
    api.current.routes.set(`PATCH /api/v1/auth/password-reset/${TOKEN}`, () => ({ status: 200, body: { data: { message: 'Password changed' } } }));
    const u = renderAt(`/forgot-password/password-reset/${TOKEN}`);
    await pasteInto(u, await screen.findByLabelText('New password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('New password'));
    await pasteInto(u, screen.getByLabelText('New password'), 'copper-heron-sings-loudly');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(api.current.seen.at(-1)?.body).toEqual({ password: 'copper-heron-sings-loudly' });
    expect(session.isAuthenticated).toBe(false);
  });
});

describe('Google callback', () => {
  test('signs in and goes to returnTo', async () => {
    api.current.routes.set('POST /api/v1/auth/google/callback', () => ({
      status: 200,
      body: { data: { accessToken: 'at', refreshToken: 'rt', expiresIn: 900, user: testUser(), returnTo: '/sg/about-us', created: false } },
    }));
    renderAt('/callback/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.example');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/about-us'));
    expect(api.current.seen[0]?.body).toEqual({ code: 'abc', state: 'xyz', iss: 'https://accounts.example' });
    expect(session.accessToken).toBe('at');
  });

  test('a replayed or foreign state is refused with a way back', async () => {
    api.current.routes.set('POST /api/v1/auth/google/callback', () => ({ status: 400, body: apiError('OAUTH_STATE_INVALID', 'state') }));
    renderAt('/callback/google?code=abc&state=xyz');
    expect(await screen.findByText(/expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/sg/login');
    expect(session.isAuthenticated).toBe(false);
  });

  test('a cancelled consent never calls the server', async () => {
    renderAt('/callback/google?error=access_denied');
    expect(await screen.findByText(/cancelled/)).toBeInTheDocument();
    expect(api.current.seen).toHaveLength(0);
  });
});

describe('redirect-page', () => {
  test('follows a same-site path', async () => {
    renderAt('/redirect-page?to=%2Fsg%2Fcontact-us%3Ftopic%3Dbooking');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/contact-us?topic=booking'));
  });

  test.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('refuses %s and goes home', async (to) => {
    renderAt(`/redirect-page?to=${encodeURIComponent(to)}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg$/));
  });
});

describe('complete-profile', () => {
  test('shows the invitation, then signs the new team member in', async () => {
    api.current.routes.set(`GET /api/v1/auth/complete-profile/${TOKEN}`, () => ({
      status: 200,
      body: { data: { email: 'sam@harbour.test', organization_name: 'Harbour Loft', role_label: 'Venue member', first_name: 'Sam', last_name: '' } },
    }));
    api.current.routes.set(`POST /api/v1/auth/complete-profile/${TOKEN}`, () => ({
      status: 200,
      body: { data: { accessToken: 'at2', refreshToken: 'rt', expiresIn: 900, user: testUser({ role: ['VENUE_LISTER'], assigned_roles: 4 }) } },
    }));
    const u = renderAt(`/signup/complete-profile/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join Harbour Loft' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('sam@harbour.test');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    await pasteInto(u, screen.getByLabelText('Last name'), 'Lee');
    await pasteInto(u, screen.getByLabelText('Choose a password'), 'violet-anchor-hums-softly');
    await u.click(screen.getByRole('button', { name: 'Join Harbour Loft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg$/));
    expect(session.accessToken).toBe('at2');
  });

  test('an expired invitation says to ask for a new one', async () => {
    api.current.routes.set(`GET /api/v1/auth/complete-profile/${TOKEN}`, () => ({ status: 400, body: apiError('INVALID_TOKEN', 'This invitation has expired.') }));
    renderAt(`/signup/complete-profile/${TOKEN}`);
    expect(await screen.findByText('This invitation has expired.')).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who invited you/)).toBeInTheDocument();
  });
});

describe('what the person started before signing up', () => {
  const enquiry = '/sg/enquiries/new?venue=harbour-loft&space=s1&date=2027-03-05&guests=40';
  afterEach(() => localStorage.clear());

  test('after confirming in a new tab, "Sign in" leads back to the enquiry', async () => {
    rememberIntent(enquiry, 'enquiry');
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({ status: 200, body: { data: { purpose: 'signup', email: 'mei@example.com' } } }));
    renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByText(/Sign in to continue where you left off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sg/login?returnTo=${encodeURIComponent(enquiry)}&reason=enquiry`);
  });

  test('opened in the browser that signed up: signed in, and straight back to the enquiry (which sends it)', async () => {
    rememberIntent(enquiry, 'enquiry');
    const user = testUser({ _id: 'u9', email: 'mei@example.com', role: ['USER'] });
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({
      status: 200,
      body: { data: { purpose: 'signup', email: 'mei@example.com', session: { accessToken: 'acc.tok.en', refreshToken: 'r', expiresIn: 900, user } } },
    }));
    renderAt(`/verify-email/${TOKEN}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(enquiry));
    expect(session.isAuthenticated).toBe(true);
    expect(session.user?.email).toBe('mei@example.com');
    expect(readIntent()).toBeNull();
  });

  test('signed in by the link with nothing started: the confirmation page, with Continue', async () => {
    const user = testUser({ _id: 'u9', email: 'mei@example.com', role: ['USER'] });
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({
      status: 200,
      body: { data: { purpose: 'signup', email: 'mei@example.com', session: { accessToken: 'acc.tok.en', refreshToken: 'r', expiresIn: 900, user } } },
    }));
    renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
    // It does not ask a signed-in person to sign in.
    expect(screen.getByText(/You are signed in: start planning/)).toBeInTheDocument();
    expect(screen.queryByText(/Sign in to/)).toBeNull();
  });

  test('one older than the confirmation link is forgotten', async () => {
    rememberIntent(enquiry, 'enquiry', Date.now() - 25 * 3600_000);
    api.current.routes.set('POST /api/v1/auth/verify-email', () => ({ status: 200, body: { data: { purpose: 'signup', email: 'mei@example.com' } } }));
    renderAt(`/verify-email/${TOKEN}`);
    expect(await screen.findByText(/Sign in to start planning/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sg/login');
    expect(readIntent()).toBeNull();
  });
});
