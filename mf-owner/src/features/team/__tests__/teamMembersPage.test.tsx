import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamList, TeamMember } from '@venues/contracts';
import { session, ui } from '@venues/session';
import { renderAt, standInApi, testUser, pasteInto } from '@venues/mf-kit/testing';
import TeamMembersPage from '../../../pages/TeamMembersPage';
import { chosen, modal, pick, popconfirm } from '../../../test/antd';

// The team page against a local HTTP stand-in of the API: the list and who has actions, invitations,
// role changes, removals and the owner's ownership transfer.

const api = standInApi();
const ID = {
  owner: '11111111-1111-4111-8111-111111111111',
  me: '22222222-2222-4222-8222-222222222222',
  ada: '33333333-3333-4333-8333-333333333333',
  max: '44444444-4444-4444-8444-444444444444',
};
const person = (over: Partial<TeamMember>): TeamMember => ({
  id: ID.ada,
  email: 'ada@demo.test',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  is_you: false,
  joined_at: '2030-05-01T08:00:00.000Z',
  ...over,
});
const OWNER = person({ id: ID.owner, email: 'owner@demo.test', first_name: 'Oscar', last_name: 'Owner', role: 'owner' });
const ME_ADMIN = person({ id: ID.me, email: 'lister@demo.test', first_name: 'Lee', last_name: 'Lister', is_you: true });
const ADA = person({});
const MAX = person({ id: ID.max, email: 'max@demo.test', first_name: '', last_name: '', role: 'member', status: 'invited' });
/** The list as a venue admin (Lee) sees it. */
const TEAM: TeamList = { members: [OWNER, ME_ADMIN, ADA, MAX], ownership_transfer: null };
/** The list as the owner sees it. */
const OWNER_TEAM: TeamList = { members: [{ ...OWNER, is_you: true }, { ...ME_ADMIN, is_you: false }, ADA, MAX], ownership_transfer: null };

const signInAs = (role: 'owner' | 'admin') =>
  act(() =>
    session.setUser(testUser({ _id: role === 'owner' ? ID.owner : ID.me, role: role === 'owner' ? ['VENUE_OWNER'] : ['VENUE_LISTER'], assigned_roles: role === 'owner' ? null : 2 })),
  );
const members = (list: TeamList) => api.current.routes.set('GET /api/v1/team/members', () => ({ status: 200, body: { data: list } }));
const open = () => renderAt('/sg/team-members', '/:country/team-members', <TeamMembersPage />);
/** A person's row (its name is its cells' text). */
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** Successes are told in the shell's snackbar. */
const snackbar = () => ui.snackbar;

beforeEach(() => {
  members(TEAM);
  signInAs('admin');
});
afterEach(() =>
  act(() => {
    session.clear();
    ui.closeSnackbar();
  }),
);

test('the list shows each person’s role and status; the owner’s row and your own have no actions', async () => {
  open();
  await screen.findByRole('table');
  expect(within(row('Oscar Owner')).getByText('Owner')).toBeInTheDocument();
  expect(within(row('Lee Lister')).getByText('You')).toBeInTheDocument();
  expect(within(row('Lee Lister')).getByText('Venue admin')).toBeInTheDocument();
  // An invitation without a name shows the address; its status says invited.
  expect(within(row('max@demo.test')).getByText('Invited')).toBeInTheDocument();
  expect(within(row('Ada Admin')).getByText('Active')).toBeInTheDocument();

  for (const name of ['Oscar Owner', 'Lee Lister']) {
    expect(within(row(name)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(name)).queryByRole('combobox')).not.toBeInTheDocument();
  }
  expect(within(row('Ada Admin')).getByRole('combobox', { name: 'Role of Ada Admin' })).toBeInTheDocument();
  expect(within(row('Ada Admin')).getByRole('button', { name: 'Remove: Ada Admin' })).toBeInTheDocument();
  expect(within(row('max@demo.test')).getByRole('button', { name: 'Withdraw invitation: max@demo.test' })).toBeInTheDocument();
  // The permission summary comes from TEAM_PERMISSIONS.
  expect(screen.getByRole('heading', { name: 'Who may do what' })).toBeInTheDocument();
  expect(screen.getAllByText('hand the ownership of the team over')).toHaveLength(2);
});

test('the page is drawn with antd and follows a role change in the session store (observer)', async () => {
  const { container } = open();
  await screen.findByRole('table');
  expect(container.querySelector('.ant-table')).not.toBeNull();
  expect(container.querySelector('.ant-select')).not.toBeNull();
  expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).not.toBeInTheDocument();
  // The same person becomes the owner: the page redraws with the owner's section, without a reload.
  signInAs('owner');
  expect(await screen.findByRole('heading', { name: 'Transfer ownership' })).toBeInTheDocument();
  signInAs('admin');
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).not.toBeInTheDocument());
});

test('an invitation sends the address, names and role code; the server’s field error lands on its field', async () => {
  const user = userEvent.setup();
  api.current.routes.set('POST /api/auth/users/sign-up', () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'email: This address cannot be invited', details: { fields: [{ field: 'email', message: 'This address cannot be invited' }] } } },
  }));
  open();
  await pasteInto(user, await screen.findByLabelText('E-mail'), 'Nina@Demo.test');
  await pasteInto(user, screen.getByLabelText('First name (optional)'), 'Nina');
  await pick(user, screen.getByLabelText('Role'), 'Venue admin');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByText('This address cannot be invited')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({ email: 'nina@demo.test', first_name: 'Nina', assigned_roles: 2 });
});

test('too many invitations: the rate limit’s message is shown', async () => {
  const user = userEvent.setup();
  const limit = 'You sent many invitations in a short time. Wait a while and try again.';
  api.current.routes.set('POST /api/auth/users/sign-up', () => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: limit } } }));
  open();
  await pasteInto(user, await screen.findByLabelText('E-mail'), 'nina@demo.test');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toEqual({ email: 'nina@demo.test', assigned_roles: 4 });
});

test('a sent invitation is told in the snackbar, the form empties and the list reloads', async () => {
  const user = userEvent.setup();
  api.current.routes.set('POST /api/auth/users/sign-up', () => ({ status: 201, body: { data: { message: 'Invitation sent to nina@demo.test' } } }));
  open();
  const email = await screen.findByLabelText('E-mail');
  await pasteInto(user, email, 'nina@demo.test');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(snackbar()).toEqual({ open: true, text: 'Invitation sent to nina@demo.test', color: 'success' }));
  expect(email).toHaveValue('');
  expect(chosen(screen.getByLabelText('Role'))).toBe('Venue member');
  await waitFor(() => expect(api.current.seen.filter((r) => r.method === 'GET' && r.path === '/api/v1/team/members')).toHaveLength(2));
});

test('the form’s own rules stop a malformed address before any call', async () => {
  const user = userEvent.setup();
  open();
  await pasteInto(user, await screen.findByLabelText('E-mail'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen.some((r) => r.method === 'POST')).toBe(false);
});

test('changing a role sends PATCH with the new role and shows the answer', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`PATCH /api/v1/team/members/${ID.ada}`, () => ({ status: 200, body: { data: { ...ADA, role: 'member' } } }));
  open();
  await screen.findByRole('table');
  await pick(user, within(row('Ada Admin')).getByRole('combobox', { name: 'Role of Ada Admin' }), 'Venue member');
  await waitFor(() => expect(api.current.seen.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'member' }));
  await waitFor(() => expect(snackbar()).toEqual({ open: true, text: 'Ada Admin is now venue member', color: 'success' }));
  await waitFor(() => expect(chosen(within(row('Ada Admin')).getByRole('combobox', { name: 'Role of Ada Admin' }))).toBe('Venue member'));
});

test('a refused change shows the server’s message', async () => {
  const user = userEvent.setup();
  const msg = 'You cannot change your own role. Ask the owner or another venue admin.';
  api.current.routes.set(`PATCH /api/v1/team/members/${ID.ada}`, () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: msg, details: { reason: 'self' } } } }));
  open();
  await screen.findByRole('table');
  await pick(user, within(row('Ada Admin')).getByRole('combobox', { name: 'Role of Ada Admin' }), 'Venue member');
  expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  // The select shows the role the person still has.
  expect(chosen(within(row('Ada Admin')).getByRole('combobox', { name: 'Role of Ada Admin' }))).toBe('Venue admin');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('removing asks first, says what removal does, then sends DELETE and reloads the list', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`DELETE /api/v1/team/members/${ID.ada}`, () => {
    members({ ...TEAM, members: [OWNER, ME_ADMIN, MAX] });
    return { status: 200, body: { data: { ok: true } } };
  });
  open();
  await screen.findByRole('table');
  await user.click(within(row('Ada Admin')).getByRole('button', { name: 'Remove: Ada Admin' }));
  const dialog = await popconfirm('Remove Ada Admin from the team?');
  expect(dialog).toHaveTextContent(/plain customer account.*signed out/);
  expect(api.current.seen.some((r) => r.method === 'DELETE')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  // The DELETE, then the list's reload: two round trips and a table render, slow on a busy machine.
  await waitFor(() => expect(screen.queryByRole('row', { name: /Ada Admin/ })).not.toBeInTheDocument(), { timeout: 30_000 });
  expect(api.current.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/v1/team/members/${ID.ada}`]);
});

test('a refused removal closes the dialog and shows the server’s message above the list', async () => {
  const user = userEvent.setup();
  const msg = 'The owner cannot be removed: hand the ownership over first.';
  api.current.routes.set(`DELETE /api/v1/team/members/${ID.ada}`, () => ({ status: 409, body: { error: { code: 'CONFLICT', message: msg, details: { reason: 'owner' } } } }));
  open();
  await screen.findByRole('table');
  await user.click(within(row('Ada Admin')).getByRole('button', { name: 'Remove: Ada Admin' }));
  await user.click(within(await popconfirm(/^Remove .* from the team\?$/)).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(row('Ada Admin')).toBeInTheDocument();
});

test('withdrawing an invitation says its link stops working', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('table');
  await user.click(within(row('max@demo.test')).getByRole('button', { name: 'Withdraw invitation: max@demo.test' }));
  const box = await popconfirm(/^Withdraw the invitation/);
  expect(box).toHaveTextContent(/invitation to max@demo\.test is withdrawn: its link stops working/);
  await user.click(within(box).getByRole('button', { name: 'Keep' }));
  expect(api.current.seen.some((r) => r.method === 'DELETE')).toBe(false);
});

test('a venue admin does not see the ownership transfer', async () => {
  open();
  await screen.findByRole('table');
  expect(screen.getByRole('heading', { name: 'Invite someone' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Transfer ownership' })).not.toBeInTheDocument();
});

test('the owner transfers after confirming; not_eligible lands on the address', async () => {
  const user = userEvent.setup();
  signInAs('owner');
  members(OWNER_TEAM);
  const notEligible = 'max@demo.test has not accepted the invitation yet. Once they have, hand the ownership over.';
  api.current.routes.set('POST /api/v1/team/ownership-transfers', (r) =>
    (r.body as { email: string }).email === 'max@demo.test'
      ? { status: 422, body: { error: { code: 'VALIDATION_ERROR', message: `email: ${notEligible}`, details: { fields: [{ field: 'email', message: notEligible }], reason: 'not_eligible' } } } }
      : { status: 201, body: { data: { to_email: 'ada@demo.test', expires_at: '2030-06-08T08:00:00.000Z' } } },
  );
  open();
  const form = await screen.findByRole('form', { name: 'Transfer ownership' });
  const address = within(form).getByLabelText('New owner’s e-mail');
  // antd's AutoComplete suggests the active admins and members (not the invited Max, not the owner).
  await user.click(address);
  await waitFor(() =>
    expect(Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.textContent)).toEqual([expect.stringContaining('lister@demo.test'), expect.stringContaining('ada@demo.test')]),
  );

  await pasteInto(user, address, 'max@demo.test');
  await user.click(within(form).getByRole('button', { name: 'Transfer ownership' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send transfer link' }));
  expect(await screen.findByText(notEligible)).toBeInTheDocument();
  expect(address).toHaveAttribute('aria-invalid', 'true');

  await user.clear(address);
  await pasteInto(user, address, 'ada@demo.test');
  members({ ...OWNER_TEAM, ownership_transfer: { to_email: 'ada@demo.test', expires_at: '2030-06-08T08:00:00.000Z' } });
  await user.click(within(form).getByRole('button', { name: 'Transfer ownership' }));
  const dialog = await modal('Transfer the ownership to ada@demo.test?');
  expect(dialog).toHaveTextContent(/link by e-mail that works for 7 days.*you become a venue admin/);
  await user.click(within(dialog).getByRole('button', { name: 'Send transfer link' }));
  expect(await screen.findByText('Waiting for ada@demo.test to accept')).toBeInTheDocument();
  expect(snackbar()).toEqual({ open: true, text: 'Transfer link sent to ada@demo.test', color: 'success' });
  expect(address).toHaveValue('');
  expect(api.current.seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ email: 'max@demo.test' }, { email: 'ada@demo.test' }]);
});

test('the owner withdraws a pending transfer after confirming', async () => {
  const user = userEvent.setup();
  signInAs('owner');
  members({ ...OWNER_TEAM, ownership_transfer: { to_email: 'ada@demo.test', expires_at: '2030-06-08T08:00:00.000Z' } });
  api.current.routes.set('DELETE /api/v1/team/ownership-transfers/current', () => {
    members(OWNER_TEAM);
    return { status: 200, body: { data: { ok: true } } };
  });
  open();
  expect(await screen.findByText('Waiting for ada@demo.test to accept')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  const dialog = await popconfirm('Withdraw the ownership transfer?');
  expect(dialog).toHaveTextContent('The link sent to ada@demo.test stops working');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.queryByText('Waiting for ada@demo.test to accept')).not.toBeInTheDocument());
  expect(api.current.seen.some((r) => r.method === 'DELETE' && r.path === '/api/v1/team/ownership-transfers/current')).toBe(true);
  expect(snackbar()).toEqual({ open: true, text: 'Ownership transfer withdrawn', color: 'success' });
});

test('with nobody to take over, the owner is told who can', async () => {
  signInAs('owner');
  members({ members: [{ ...OWNER, is_you: true }, MAX], ownership_transfer: null });
  open();
  expect(await screen.findByText(/Nobody can take over yet: the new owner must be an active admin or member/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Transfer ownership' })).not.toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  const user = userEvent.setup();
  api.current.routes.set('GET /api/v1/team/members', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Try again in a moment.' } } }));
  open();
  expect(await screen.findByText('We could not load your team')).toBeInTheDocument();
  members(TEAM);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
