import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnershipTransfer } from '@venues/contracts';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser } from '@venues/mf-kit/testing';
import TransferOwnershipPage from '../../../pages/TransferOwnershipPage';

// The e-mailed ownership transfer page against a local HTTP stand-in of the API: the offer and its
// acceptance, and each refusal (used, expired, another recipient, unknown link) with what to do.

const api = standInApi();
const TOKEN = 'Tq3yM0b9kYV1x2Zr8nW4cL7pH5sJ6dF0aE1uG2iK3oQ';
const PATH = `/api/v1/team/ownership-transfers/${TOKEN}`;
const OFFER: OwnershipTransfer = {
  organization_name: 'Harbourfront Venues',
  from_name: 'Oscar Owner',
  to_email: 'lister@demo.test',
  expires_at: '2030-06-08T08:00:00.000Z',
  status: 'pending',
};
const ME = testUser({ _id: 'u2', role: ['VENUE_LISTER'], assigned_roles: 2 });
const refusal = (status: number, code: string, message: string, reason?: string) => () => ({
  status,
  body: { error: { code, message, ...(reason ? { details: { reason } } : {}) } },
});
const open = () =>
  renderAt(`/callback/venue/transfer-ownership/${TOKEN}`, '/callback/venue/transfer-ownership/:token', <TransferOwnershipPage />);

beforeEach(() => {
  api.current.routes.set(`GET ${PATH}`, () => ({ status: 200, body: { data: OFFER } }));
  act(() => session.setUser(ME));
});
afterEach(() =>
  act(() => {
    session.clear();
    session.setCountry('sg');
  }),
);

test('shows the offer and what accepting means; accepting says so, reloads the profile and links to the venues', async () => {
  const user = userEvent.setup();
  act(() => session.setCountry('gb'));
  api.current.routes.set(`POST ${PATH}/accept`, () => ({ status: 200, body: { data: { organization_name: 'Harbourfront Venues', role: 'owner' } } }));
  api.current.routes.set('GET /api/v1/user/me', () => ({ status: 200, body: { data: { ...ME, role: ['VENUE_OWNER'], assigned_roles: null } } }));
  open();
  expect(await screen.findByRole('heading', { name: 'Take over Harbourfront Venues' })).toBeInTheDocument();
  expect(screen.getByText(/Oscar Owner offers you the ownership of Harbourfront Venues/)).toHaveTextContent(/works until 8 Jun 2030/);
  expect(screen.getByText('Oscar Owner becomes a venue admin.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Accept ownership' }));
  expect(await screen.findByText('You now own Harbourfront Venues')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your venues' })).toHaveAttribute('href', '/gb/venues/management');
  expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${PATH}/accept`]);
  await waitFor(() => expect(session.roles.isVenueOwner).toBe(true));
});

test('a used link says what to do', async () => {
  api.current.routes.set(`GET ${PATH}`, refusal(410, 'INVALID_TOKEN', 'This ownership transfer link was already used, withdrawn or replaced by a newer one.', 'used'));
  open();
  expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('already used, withdrawn or replaced');
  expect(screen.getByText(/ask the owner to send you a new one/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept ownership' })).not.toBeInTheDocument();
});

test('an expired link says how long links work and to ask for a new one', async () => {
  api.current.routes.set(`GET ${PATH}`, refusal(410, 'INVALID_TOKEN', 'This ownership transfer link has expired. Ask the owner to send a new one.', 'expired'));
  open();
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  expect(screen.getByText('Transfer links work for 7 days. Ask the owner to send you a new one.')).toBeInTheDocument();
});

test('a link sent to another address names it and offers to sign out and switch account', async () => {
  const user = userEvent.setup();
  const msg = 'This ownership transfer was sent to ada@demo.test. Sign in with that address to open it.';
  api.current.routes.set(`GET ${PATH}`, refusal(403, 'FORBIDDEN', msg, 'other_recipient'));
  api.current.routes.set('POST /api/v1/auth/logout', () => ({ status: 200, body: { data: { ok: true } } }));
  open();
  expect(await screen.findByRole('heading', { name: 'This transfer is for another account' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(msg);

  await user.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/sg/login/venue?returnTo=${encodeURIComponent(`/callback/venue/transfer-ownership/${TOKEN}`)}`),
  );
  expect(api.current.seen.some((r) => r.method === 'POST' && r.path === '/api/v1/auth/logout')).toBe(true);
  expect(session.isAuthenticated).toBe(false);
});

test('an unknown link says to open the whole link again', async () => {
  api.current.routes.set(`GET ${PATH}`, refusal(404, 'NOT_FOUND', 'Ownership transfer not found'));
  open();
  expect(await screen.findByRole('heading', { name: 'We do not know this link' })).toBeInTheDocument();
  expect(screen.getByText(/Open the whole link from the e-mail again/)).toBeInTheDocument();
});

test('an accept that loses the race (410 used) shows the used message', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${PATH}/accept`, refusal(410, 'INVALID_TOKEN', 'This ownership transfer link was already used, withdrawn or replaced by a newer one.', 'used'));
  open();
  await user.click(await screen.findByRole('button', { name: 'Accept ownership' }));
  expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeInTheDocument();
});
