import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount } from '@venues/contracts';
import AdminsPage from '../../../pages/AdminsPage';
import { choose, ID, ok, open, refuse, signInAs, standInApi, writes } from '../../../test/admin';

// The administrators page against a local HTTP stand-in of the API: roles of others change with a
// select, your own does not, the last full administrator's 409 is shown, and only full
// administrators open the page.

const api = standInApi();
const ME: AdminAccount = { _id: ID.me, email: 'me@admin.test', first_name: 'Mia', last_name: 'Main', role: 'full', is_you: true, created_at: '2030-01-01T00:00:00.000Z' };
const SAM: AdminAccount = { _id: ID.other, email: 'sam@admin.test', first_name: 'Sam', last_name: 'Sales', role: 'sales', is_you: false, created_at: '2030-02-01T00:00:00.000Z' };
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => api.current.routes.set('GET /api/v1/admin/admins', ok([ME, SAM])));

test('lists the administrators; others have a role select, you do not', async () => {
  signInAs('full');
  open('/sg/settings/admins', '/:country/settings/admins', <AdminsPage />);
  await screen.findByRole('table');
  expect(within(row('Mia Main')).getByText('You')).toBeInTheDocument();
  expect(within(row('Mia Main')).queryByRole('combobox')).toBeNull();
  expect(within(row('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' })).toBeInTheDocument();
  expect(within(row('Sam Sales')).getByText('Sales')).toBeInTheDocument();
});

test('a new role is sent as { role } and shown', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`PATCH /api/v1/admin/admins/${ID.other}`, ok({ ...SAM, role: 'member' }));
  open('/sg/settings/admins', '/:country/settings/admins', <AdminsPage />);
  await screen.findByRole('table');
  await choose(user, screen.getByRole('combobox', { name: 'Role of Sam Sales' }), 'Admin member');
  await waitFor(() => expect(writes(api.current).map((r) => r.body)).toEqual([{ role: 'member' }]));
  await waitFor(() => expect(within(row('Sam Sales')).getByText('Admin member')).toBeInTheDocument());
});

test('demoting the last full administrator: the 409 is shown and the role stays', async () => {
  const user = userEvent.setup();
  signInAs('full');
  const msg = 'Sam is the last full administrator: make someone else one first.';
  api.current.routes.set('GET /api/v1/admin/admins', ok([ME, { ...SAM, role: 'full' }]));
  api.current.routes.set(`PATCH /api/v1/admin/admins/${ID.other}`, refuse(409, 'CONFLICT', msg));
  open('/sg/settings/admins', '/:country/settings/admins', <AdminsPage />);
  await screen.findByRole('table');
  await choose(user, screen.getByRole('combobox', { name: 'Role of Sam Sales' }), 'Sales');
  expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  expect(within(row('Sam Sales')).getByText('Full administrator')).toBeInTheDocument();
});

test('sales and admin members cannot open the page', async () => {
  for (const role of ['sales', 'member'] as const) {
    signInAs(role);
    const { unmount } = open('/sg/settings/admins', '/:country/settings/admins', <AdminsPage />);
    expect(await screen.findByText('Your role cannot open the administrators')).toBeInTheDocument();
    unmount();
  }
  expect(api.current.seen.filter((r) => r.path === '/api/v1/admin/admins')).toHaveLength(0);
});
