import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry, type Page } from '@venues/contracts';
import AuditLogPage from '../../../pages/AuditLogPage';
import { ACTION_OPTIONS, diffOf, TARGET_OPTIONS } from '../lib';
import { renderAt } from '@venues/mf-kit/testing';
import { filterProblem } from '../filters';
import { ID, ok, refuse, signInAs, standInApi, chosen, pick } from '../../../test/admin';

// The audit trail against a local HTTP stand-in of the API: entries newest first with who, what and
// why; each opens to its changed fields; filters are sent as the query; pages are links; full
// administrators only (antd Table, Select and DatePicker).

const api = standInApi();
const LOG = '/api/v1/admin/audit-log';
const ENTRY: AuditEntry = {
  _id: 'a1',
  actor: { _id: ID.me, email: 'me@admin.test', role: 'full' },
  action: 'storefront.update',
  target_type: 'storefront',
  target_id: ID.sg,
  summary: 'Singapore: service fee 10 % → 8 %',
  reason: '',
  before: { service_fee_percent: 10, tax_name: 'GST', enabled: true },
  after: { service_fee_percent: 8, tax_name: 'GST', enabled: false },
  created_at: '2031-03-02T09:30:00.000Z',
};
const REJECT: AuditEntry = {
  ...ENTRY,
  _id: 'a2',
  actor: { _id: ID.other, email: 'mo@admin.test', role: 'member' },
  action: 'venue.reject',
  target_type: 'venue',
  target_id: ID.venue,
  summary: 'The Glasshouse rejected',
  reason: 'Photos of another venue',
  before: { status: 'for_approval' },
  after: { status: 'rejected' },
  created_at: '2031-03-01T09:30:00.000Z',
};
const page = (data: AuditEntry[], total = data.length): Page<AuditEntry> => ({ data, page: 1, limit: 25, total });
const openAt = (url: string) => renderAt(url, '/:country/settings/audit-log', <AuditLogPage />);
const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === LOG).at(-1)!.query);

beforeEach(() => {
  api.current.routes.set(`GET ${LOG}`, ok(page([ENTRY, REJECT])));
  api.current.routes.set('GET /api/v1/admin/admins', ok([{ _id: ID.other, email: 'mo@admin.test', first_name: 'Mo', last_name: '', role: 'member', is_you: false, created_at: '2030-01-01T00:00:00.000Z' }]));
});

test('entries show who, what and why; one opens to its changed fields', async () => {
  const user = userEvent.setup();
  signInAs('full');
  openAt('/sg/settings/audit-log');
  const reject = await screen.findByRole('row', { name: /The Glasshouse rejected/ });
  expect(reject).toHaveTextContent('mo@admin.test');
  expect(reject).toHaveTextContent('Admin member');
  expect(reject).toHaveTextContent('Venue rejected');
  expect(reject).toHaveTextContent('Photos of another venue');
  const update = screen.getByRole('row', { name: /service fee 10 % → 8 %/ });
  expect(screen.queryByRole('table', { name: 'Changed fields' })).toBeNull();
  // Named with its entry's summary, so the page's buttons are told apart.
  const disclosure = within(update).getByRole('button', { name: 'Show changes Singapore: service fee 10 % → 8 %' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const diff = await screen.findByRole('table', { name: 'Changed fields' });
  // The button points at the row it opens.
  expect(document.getElementById(disclosure.getAttribute('aria-controls')!)).toContainElement(diff);
  expect(within(diff).getByRole('row', { name: /Service fee percent/ })).toHaveTextContent('108');
  expect(within(diff).getByRole('row', { name: /Enabled/ })).toHaveTextContent('YesNo');
  // Unchanged fields are left out.
  expect(within(diff).queryByRole('row', { name: /Tax name/ })).toBeNull();
  expect(lastQuery()).toEqual({ page: '1', limit: '25' });
  // Opened again by the keyboard, it closes.
  disclosure.focus();
  await user.keyboard('{Enter}');
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table', { name: 'Changed fields' })).toBeNull();
});

test('filters are sent as the query; a range that ends before it starts is said, not sent', async () => {
  const user = userEvent.setup();
  signInAs('full');
  openAt('/sg/settings/audit-log?target_type=venue');
  await screen.findByRole('row', { name: /The Glasshouse rejected/ });
  expect(lastQuery()).toMatchObject({ target_type: 'venue' });
  // The entries' table by its name (the date pickers' calendars are tables too).
  const entries = () => screen.queryByRole('table', { name: 'Audit trail entries, newest first' });
  expect(entries()).not.toBeNull();
  await pick(user, 'Action', 'Venue rejected');
  await waitFor(() => expect(lastQuery()).toMatchObject({ action: 'venue.reject', target_type: 'venue' }));
  // pick waits for the option: the administrators arrive after the page.
  await pick(user, 'Administrator', 'mo@admin.test');
  await waitFor(() => expect(lastQuery()).toMatchObject({ actor_id: ID.other }));
  // antd's DatePicker takes a typed day on Enter.
  await user.type(screen.getByLabelText('From (UTC day)'), '2031-03-05{Enter}');
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2031-03-05' }));
  const calls = api.current.seen.filter((r) => r.path === LOG).length;
  await user.type(screen.getByLabelText('To (UTC day)'), '2031-03-01{Enter}');
  expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
  expect(screen.getByLabelText('To (UTC day)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('To (UTC day)')).toHaveAccessibleDescription('To must be on or after From');
  expect(api.current.seen.filter((r) => r.path === LOG)).toHaveLength(calls);
  expect(entries()).toBeNull();
  // Clearing the filters asks for everything again.
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '25' }));
  expect(chosen('Action')).toBe('Any action');
  expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
});

test('a hand-edited address with a filter the server refuses is said, not sent', async () => {
  signInAs('full');
  openAt('/sg/settings/audit-log?action=venue.explode');
  expect(await screen.findByRole('alert')).toHaveTextContent('Action is not one the audit trail records');
  expect(screen.getByLabelText('Action')).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen.filter((r) => r.path === LOG)).toHaveLength(0);
});

test('pages are addresses that keep the filters; an empty answer says so', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`GET ${LOG}`, ok({ ...page([ENTRY]), page: 2, total: 60 }));
  const { unmount } = openAt('/sg/settings/audit-log?target_type=storefront&page=2');
  await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('2'));
  expect(lastQuery()).toEqual({ target_type: 'storefront', page: '2', limit: '25' });
  await user.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery()).toEqual({ target_type: 'storefront', page: '3', limit: '25' }));
  unmount();
  api.current.routes.set(`GET ${LOG}`, ok(page([])));
  openAt('/sg/settings/audit-log?target_type=storefront');
  expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
});

test('a failed load offers to try again; only full administrators open the trail', async () => {
  signInAs('full');
  api.current.routes.set(`GET ${LOG}`, refuse(500, 'INTERNAL', 'The trail is unavailable'));
  const { unmount } = openAt('/sg/settings/audit-log');
  expect(await screen.findByText('The trail is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  unmount();
  signInAs('member');
  openAt('/sg/settings/audit-log');
  expect(await screen.findByText('Your role cannot open the audit trail')).toBeInTheDocument();
});

test('diffOf: changed fields only; a creation lists every field', () => {
  expect(diffOf({ a: 1, b: 'x', c: [1, 2] }, { a: 2, b: 'x', c: [1, 2] })).toEqual([{ field: 'a', label: 'A', before: '1', after: '2' }]);
  expect(diffOf(null, { country_name: 'Japan', photo: [{ path: '/p.webp' }] })).toEqual([
    { field: 'country_name', label: 'Country name', before: '', after: 'Japan' },
    { field: 'photo', label: 'Photo', before: '', after: '[ { "path": "/p.webp" } ]' },
  ]);
});

test('filterProblem: the checks of the contracts’ auditLogQuery, by hand', () => {
  const none = { action: '', target_type: '', actor_id: '', from: '', to: '' };
  expect(filterProblem(none)).toBeNull();
  expect(filterProblem({ ...none, action: 'venue.reject', target_type: 'venue', from: '2031-03-01', to: '2031-03-01' })).toBeNull();
  expect(filterProblem({ ...none, target_type: 'planet' })?.field).toBe('target_type');
  expect(filterProblem({ ...none, from: '2031-02-31' })).toEqual({ field: 'from', message: 'From must be a date (YYYY-MM-DD)' });
  expect(filterProblem({ ...none, to: 'yesterday' })).toEqual({ field: 'to', message: 'To must be a date (YYYY-MM-DD)' });
  expect(filterProblem({ ...none, from: '2031-03-05', to: '2031-03-01' })).toEqual({ field: 'to', message: 'To must be on or after From' });
});

test('the filters offer the contracts’ actions and target types, in their order', () => {
  expect(ACTION_OPTIONS.slice(1).map((o) => o.value)).toEqual([...AUDIT_ACTIONS]);
  expect(TARGET_OPTIONS.slice(1).map((o) => o.value)).toEqual([...AUDIT_TARGET_TYPES]);
});
