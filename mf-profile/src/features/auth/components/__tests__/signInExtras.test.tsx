import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { forgetProviders } from '../../../google/lib/providers';
import { GoogleButton } from '../../../google/components/GoogleButton';
import { leavePage } from '../../../../lib/leavePage';
import { LoginForm } from '../LoginForm';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';

jest.mock('../../../../lib/leavePage', () => ({ leavePage: jest.fn() }));
const api = standInApi({ loginVersion: 'v2' });

beforeEach(() => forgetProviders());

describe('LoginForm: address not confirmed yet', () => {
  test('offers to send the link again to the typed address', async () => {
    api.current.routes.set('POST /api/v1/auth/verify-email/resend', () => ({ status: 200, body: { data: { message: 'We sent a new link if the address is waiting.' } } }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LoginForm
          forgotPasswordHref="/forgot-password"
          signUpHref="/sg/sign-up"
          onSubmit={async (v) => ({ problem: { kind: 'unverified', message: 'Confirm your e-mail first: open the link we sent.', email: v.email } })}
        />
      </MemoryRouter>,
    );
    await pasteInto(user, screen.getByLabelText('E-mail'), 'mei@example.com');
    await pasteInto(user, screen.getByLabelText('Password'), 'whatever');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Confirm your e-mail first: open the link we sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('We sent a new link if the address is waiting.')).toBeInTheDocument();
    expect(api.current.seen[0]?.body).toEqual({ email: 'mei@example.com' });
  });

  test('pre-fills a handed-over e-mail and starts on the password', () => {
    render(
      <MemoryRouter>
        <LoginForm forgotPasswordHref="/forgot-password" signUpHref="/sg/sign-up" defaultEmail="mei@example.com" onSubmit={async () => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('mei@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});

describe('GoogleButton', () => {
  test('is hidden when the server has no Google sign-in', async () => {
    api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: false } } }));
    render(<GoogleButton role="user" after={<hr data-testid="after" />} />);
    await waitFor(() => expect(screen.queryByTestId('after')).not.toBeInTheDocument());
    expect(api.current.seen).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  test('keeps its place, unseen, until the server answers, so the form under it does not move', async () => {
    api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: true } } }));
    render(<GoogleButton role="user" after={<hr data-testid="after" />} />);
    // Before the answer (an HTTP round trip away): the same markup, hidden from sight and from the accessibility tree.
    const kept = screen.getByTestId('after').parentElement!;
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    expect(kept.querySelector('button')).toHaveTextContent('Continue with Google');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByTestId('after')).toBeVisible();
  });

  test('asks for the authorization URL with the role and returnTo, then goes there', async () => {
    api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: true } } }));
    api.current.routes.set('GET /api/v1/auth/google', () => ({ status: 200, body: { data: 'https://accounts.example/authorize?x=1' } }));
    const user = userEvent.setup();
    render(<GoogleButton role="venue" returnTo="/sg/profile/password" />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'));
    const asked = api.current.seen.find((r) => r.path === '/api/v1/auth/google');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ role: 'venue', returnTo: '/sg/profile/password' });
  });

  test('says so when the provider is not configured after all', async () => {
    api.current.routes.set('GET /api/v1/auth/providers', () => ({ status: 200, body: { data: { google: true } } }));
    api.current.routes.set('GET /api/v1/auth/google', () => ({
      status: 503,
      body: { error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Google sign-in is not set up on this site.' } },
    }));
    const user = userEvent.setup();
    render(<GoogleButton role="user" />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in is not set up on this site.')).toBeInTheDocument();
  });
});
