import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, Page } from '@venues/contracts';
import AuditLogPage from '../../../pages/AuditLogPage';
import { diffOf } from '../lib';
import { choose, ID, ok, open, refuse, signInAs, standInApi } from '../../../test/admin';

// The audit trail against a local HTTP stand-in of the API: entries newest first with who, what and
// why; each opens to its changed fields; filters are sent as the query; full administrators only.

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
const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === LOG).at(-1)!.query);

beforeEach(() => {
  api.current.routes.set(`GET ${LOG}`, ok(page([ENTRY, REJECT])));
  api.current.routes.set('GET /api/v1/admin/admins', ok([{ _id: ID.other, email: 'mo@admin.test', first_name: 'Mo', last_name: '', role: 'member', is_you: false, created_at: '2030-01-01T00:00:00.000Z' }]));
});

test('entries show who, what and why; one opens to its changed fields', async () => {
  const user = userEvent.setup();
  signInAs('full');
  open('/sg/settings/audit-log', '/:country/settings/audit-log', <AuditLogPage />);
  const reject = await screen.findByRole('row', { name: /The Glasshouse rejected/ });
  expect(reject).toHaveTextContent('mo@admin.test');
  expect(reject).toHaveTextContent('Admin member');
  expect(reject).toHaveTextContent('Venue rejected');
  expect(reject).toHaveTextContent('Photos of another venue');
  const update = screen.getByRole('row', { name: /service fee 10 % → 8 %/ });
  await user.click(within(update).getByRole('button', { name: /expand/i }));
  const diff = await screen.findByRole('table', { name: 'Changed fields' });
  expect(within(diff).getByRole('row', { name: /Service fee percent/ })).toHaveTextContent('108');
  expect(within(diff).getByRole('row', { name: /Enabled/ })).toHaveTextContent('YesNo');
  // Unchanged fields are left out.
  expect(within(diff).queryByRole('row', { name: /Tax name/ })).toBeNull();
  expect(lastQuery()).toEqual({ page: '1', limit: '25' });
});

test('filters are sent as the query; a range that ends before it starts is said, not sent', async () => {
  const user = userEvent.setup();
  signInAs('full');
  open('/sg/settings/audit-log?target_type=venue', '/:country/settings/audit-log', <AuditLogPage />);
  await screen.findByRole('row', { name: /The Glasshouse rejected/ });
  expect(lastQuery()).toMatchObject({ target_type: 'venue' });
  await choose(user, screen.getByLabelText('Action'), 'Venue rejected');
  await waitFor(() => expect(lastQuery()).toMatchObject({ action: 'venue.reject', target_type: 'venue' }));
  await choose(user, screen.getByLabelText('Administrator'), 'mo@admin.test');
  await waitFor(() => expect(lastQuery()).toMatchObject({ actor_id: ID.other }));
  await user.type(screen.getByLabelText('From (UTC day)'), '2031-03-05');
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2031-03-05' }));
  const calls = api.current.seen.filter((r) => r.path === LOG).length;
  await user.type(screen.getByLabelText('To (UTC day)'), '2031-03-01');
  expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
  expect(screen.getByLabelText('To (UTC day)')).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen.filter((r) => r.path === LOG)).toHaveLength(calls);
});

test('a failed load offers to try again; only full administrators open the trail', async () => {
  signInAs('full');
  api.current.routes.set(`GET ${LOG}`, refuse(500, 'INTERNAL', 'The trail is unavailable'));
  const { unmount } = open('/sg/settings/audit-log', '/:country/settings/audit-log', <AuditLogPage />);
  expect(await screen.findByText('The trail is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  unmount();
  signInAs('member');
  open('/sg/settings/audit-log', '/:country/settings/audit-log', <AuditLogPage />);
  expect(await screen.findByText('Your role cannot open the audit trail')).toBeInTheDocument();
});

test('diffOf: changed fields only; a creation lists every field', () => {
  expect(diffOf({ a: 1, b: 'x', c: [1, 2] }, { a: 2, b: 'x', c: [1, 2] })).toEqual([{ field: 'a', label: 'A', before: '1', after: '2' }]);
  expect(diffOf(null, { country_name: 'Japan', photo: [{ path: '/p.webp' }] })).toEqual([
    { field: 'country_name', label: 'Country name', before: '', after: 'Japan' },
    { field: 'photo', label: 'Photo', before: '', after: '[ { "path": "/p.webp" } ]' },
  ]);
});
