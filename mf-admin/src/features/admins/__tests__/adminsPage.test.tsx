import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount } from '@venues/contracts';
import { renderAt } from '@venues/mf-kit/testing';
import { ui } from '@venues/session';
import AdminsPage from '../../../pages/AdminsPage';
import { ID, ok, refuse, signInAs, standInApi, writes, chosen, pick } from '../../../test/admin';

// The administrators page against a local HTTP stand-in of the API: roles of others change with a
// select and "Change role", your own does not, the last full administrator's 409 is shown, and only
// full administrators open the page (antd Table and Select).

const api = standInApi();
const ME: AdminAccount = { _id: ID.me, email: 'me@admin.test', first_name: 'Mia', last_name: 'Main', role: 'full', is_you: true, created_at: '2030-01-01T00:00:00.000Z' };
const SAM: AdminAccount = { _id: ID.other, email: 'sam@admin.test', first_name: 'Sam', last_name: 'Sales', role: 'sales', is_you: false, created_at: '2030-02-01T00:00:00.000Z' };
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const openPage = () => renderAt('/sg/settings/admins', '/:country/settings/admins', <AdminsPage />);
const samsRole = () => screen.getByRole('combobox', { name: 'Role of Sam Sales' });

beforeEach(() => api.current.routes.set('GET /api/v1/admin/admins', ok([ME, SAM])));

test('lists the administrators; others have a role select, you do not', async () => {
  signInAs('full');
  openPage();
  await screen.findByRole('table');
  expect(within(row('Mia Main')).getByText('You')).toBeInTheDocument();
  expect(within(row('Mia Main')).queryByRole('combobox')).toBeNull();
  expect(within(row('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' })).toBeInTheDocument();
  expect(chosen('Role of Sam Sales')).toBe('Sales');
  // Nothing to save until another role is chosen.
  expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();
  expect(screen.getByRole('region', { name: /Administrators/ })).toBeInTheDocument();
  expect(document.querySelector('.ant-table')).not.toBeNull();
});

test('a new role is sent as { role } when "Change role" is pressed, then shown and told', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`PATCH /api/v1/admin/admins/${ID.other}`, ok({ ...SAM, role: 'member' }));
  openPage();
  await screen.findByRole('table');
  await pick(user, 'Role of Sam Sales', 'Admin member');
  // Choosing alone sends nothing (the arrow keys pass over roles on the way).
  expect(writes(api.current)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Change role of Sam Sales' }));
  await waitFor(() => expect(writes(api.current).map((r) => r.body)).toEqual([{ role: 'member' }]));
  await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: 'Sam Sales is now admin member', color: 'success' }));
  expect(chosen('Role of Sam Sales')).toBe('Admin member');
  expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();
  expect(samsRole()).toHaveFocus();
});

test('demoting the last full administrator: the 409 is shown and the role stays', async () => {
  const user = userEvent.setup();
  signInAs('full');
  const msg = 'Sam is the last full administrator: make someone else one first.';
  api.current.routes.set('GET /api/v1/admin/admins', ok([ME, { ...SAM, role: 'full' }]));
  api.current.routes.set(`PATCH /api/v1/admin/admins/${ID.other}`, refuse(409, 'CONFLICT', msg));
  openPage();
  await screen.findByRole('table');
  await pick(user, 'Role of Sam Sales', 'Sales');
  await user.click(screen.getByRole('button', { name: 'Change role of Sam Sales' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  expect(writes(api.current).map((r) => r.body)).toEqual([{ role: 'sales' }]);
  await waitFor(() => expect(chosen('Role of Sam Sales')).toBe('Full administrator'));
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('sales and admin members cannot open the page', async () => {
  for (const role of ['sales', 'member'] as const) {
    signInAs(role);
    const { unmount } = openPage();
    expect(await screen.findByText('Your role cannot open the administrators')).toBeInTheDocument();
    unmount();
  }
  expect(api.current.seen.filter((r) => r.path === '/api/v1/admin/admins')).toHaveLength(0);
});
