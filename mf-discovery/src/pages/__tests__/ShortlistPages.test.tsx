import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shortlist, ShortlistVenue } from '@venues/contracts';
import { session } from '@venues/session';
import { standInApi, testUser } from '@venues/mf-kit/testing';
import { renderApp } from '../../test/renderApp';
import { card } from '../../test/fixtures';

// The shared shortlist pages against a real local HTTP stand-in of the API.

const api = standInApi();
const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ME = { _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Fran Friend', picture: '' };
const OWNER = { _id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Uma User', picture: '' };
const venue = (id: string, name: string, up: number, down: number, my_vote: -1 | 0 | 1 = 0): ShortlistVenue => ({
  ...card({ _id: id, slug: name.toLowerCase().replace(/ /g, '-'), name }),
  added_at: '2026-11-01T00:00:00Z',
  added_by: OWNER,
  up,
  down,
  my_vote,
});
const LIST: Shortlist = {
  _id: ID,
  name: 'Offsite 2027',
  owner: OWNER,
  members: [ME],
  my_role: 'member',
  share_token: null,
  venues: [venue('11111111-1111-4111-8111-111111111111', 'Low Loft', 0, 2), venue('22222222-2222-4222-8222-222222222222', 'High Hall', 2, 0)],
};

beforeAll(async () => {
  await Promise.all([import('../ShortlistPage'), import('../ShortlistJoinPage')]);
});
beforeEach(() => {
  act(() => {
    session.clear();
    session.setTokens({ accessToken: 'token' });
    session.setUser(testUser({ _id: ME._id, role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' }));
  });
});

test('a member sees the venues best voted first, votes with a toggle, and can leave after confirming', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`GET /api/v1/shortlists/${ID}`, () => ({ status: 200, body: { data: LIST } }));
  api.current.routes.set(`PUT /api/v1/shortlists/${ID}/votes/11111111-1111-4111-8111-111111111111`, () => ({
    status: 200,
    body: { data: { ...LIST, venues: [venue('11111111-1111-4111-8111-111111111111', 'Low Loft', 1, 2, 1), LIST.venues[1]] } },
  }));
  api.current.routes.set(`DELETE /api/v1/shortlists/${ID}/members/${ME._id}`, () => ({ status: 200, body: { data: { ok: true } } }));
  renderApp(`/sg/shortlists/${ID}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Offsite 2027' })).toBeInTheDocument();
  expect(screen.getByText(/Shared by Uma User/)).toBeInTheDocument();
  const names = screen.getAllByRole('heading').map((h) => h.textContent);
  expect(names.indexOf('High Hall')).toBeLessThan(names.indexOf('Low Loft'));
  expect(screen.getByRole('link', { name: 'Enquire about all' })).toHaveAttribute('href', `/sg/enquiries/new?folder=${ID}`);

  const votes = screen.getByRole('group', { name: 'Votes on Low Loft' });
  const forIt = votes.querySelector('button[aria-pressed]')!;
  expect(forIt).toHaveAttribute('aria-pressed', 'false');
  await user.click(forIt);
  await waitFor(() => expect(screen.getByRole('group', { name: 'Votes on Low Loft' }).querySelector('button')).toHaveAttribute('aria-pressed', 'true'));
  expect(api.current.seen.find((r) => r.method === 'PUT')?.body).toEqual({ value: 1 });

  await user.click(screen.getByRole('button', { name: 'Leave shortlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave “Offsite 2027”?' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave shortlist' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/favorites'));
  expect(api.current.seen.some((r) => r.method === 'DELETE' && r.path === `/api/v1/shortlists/${ID}/members/${ME._id}`)).toBe(true);
});

test('the join page says who shared what; joining opens the shortlist', async () => {
  const user = userEvent.setup();
  const token = 'demo-offsite-2027-shortlist-link';
  api.current.routes.set(`GET /api/v1/shortlists/link/${token}`, () => ({ status: 200, body: { data: { ...LIST, my_role: 'none', members: [] } } }));
  api.current.routes.set(`POST /api/v1/shortlists/link/${token}/join`, () => ({ status: 200, body: { data: LIST } }));
  api.current.routes.set(`GET /api/v1/shortlists/${ID}`, () => ({ status: 200, body: { data: LIST } }));
  renderApp(`/sg/shortlists/join/${token}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Uma User shared “Offsite 2027” with you' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join this shortlist' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/shortlists/${ID}`));
});

test('a link that stopped working says so', async () => {
  api.current.routes.set('GET /api/v1/shortlists/link/stale-token-stale-token-123', () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Shortlist not found' } } }));
  renderApp('/sg/shortlists/join/stale-token-stale-token-123');
  expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
});
