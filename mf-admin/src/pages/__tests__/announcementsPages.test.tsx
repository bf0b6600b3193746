import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement, Page } from '@venues/contracts';
import { ui } from '@venues/session';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import AnnouncementsListPage from '../AnnouncementsListPage';
import AddAnnouncementPage from '../AddAnnouncementPage';
import AnnouncementDetailPage from '../AnnouncementDetailPage';
import { antdOption, chosen, created, dialog as namedDialog, fieldRefusal, ID, ok, pick, refuse, signInAs, standInApi, writes } from '../../test/admin';
import { DEVICE_LABELS } from '../../features/announcements/lib/labels';

// The announcements pages (drawn with antd) against a local HTTP stand-in of the API: the list
// with its filters and pages in the address, delete behind an antd Modal, the create and edit
// forms, and what each role may do.

const api = standInApi();
const ANNOUNCEMENTS = '/api/v1/admin/announcements';
const LIST = '/:country/announcements/list';
const DETAIL = '/:country/announcements/announcement/:announcementId';

const notice = (over: Partial<Announcement> = {}): Announcement => ({
  _id: ID.other,
  title: 'Maintenance',
  description: 'We will be down on Sunday.',
  attachment: null,
  active: true,
  viewed: false,
  target: 'ALL',
  target_device: 'WEB_ONLY',
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-02T00:00:00.000Z',
  ...over,
});
const page = (data: Announcement[], total = data.length): Page<Announcement> => ({ data, page: 1, limit: 10, total });
const listQueries = () => api.current.seen.filter((r) => r.method === 'GET' && r.path === ANNOUNCEMENTS).map((r) => Object.fromEntries(r.query));

describe('the announcements list', () => {
  test('shows a page of rows, sends the query, and pages by address', async () => {
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice(), notice({ _id: ID.sg, title: 'Spring sale', active: false, target: 'USERS_ONLY' })], 25)));
    renderAt('/sg/announcements/list?sort=title', LIST, <AnnouncementsListPage />);
    const row = await screen.findByRole('row', { name: /Spring sale/ });
    expect(within(row).getByRole('link', { name: 'Spring sale' })).toHaveAttribute('href', `/sg/announcements/announcement/${ID.sg}`);
    expect(row).toHaveTextContent('Customers only');
    expect(row).toHaveTextContent('Inactive');
    expect(listQueries().at(-1)).toEqual({ page: '1', limit: '10', sort: 'title' });
    expect(screen.getByText('1–2 of 25')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'New announcement' })).toHaveAttribute('href', '/sg/announcements/add');
    await userEvent.setup().click(screen.getByTitle('3'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '3', limit: '10', sort: 'title' }));
  });

  test('a page size is written to the address, back at page 1', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()], 25)));
    renderAt('/sg/announcements/list?page=2', LIST, <AnnouncementsListPage />);
    await screen.findByRole('row', { name: /Maintenance/ });
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-options [role="combobox"]')!);
    await user.click(await antdOption('20 / page'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', limit: '20', sort: '-createdAt' }));
  });

  test('a click on a row opens its announcement', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()])));
    renderAt('/sg/announcements/list', LIST, <AnnouncementsListPage />);
    const row = await screen.findByRole('row', { name: /Maintenance/ });
    await user.click(within(row).getByText('Web only'));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/sg/announcements/announcement/${ID.other}`);
  });

  test('delete asks in a dialog first, then deletes and reloads the list', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()])));
    api.current.routes.set(`DELETE ${ANNOUNCEMENTS}/${ID.other}`, ok({ ok: true }));
    renderAt('/sg/announcements/list', LIST, <AnnouncementsListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Maintenance”' }));
    const dialog = await namedDialog('Delete this announcement?');
    expect(dialog).toHaveTextContent('Users will no longer see “Maintenance”.');
    // Cancelling sends nothing, and a click in the dialog does not open the row.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus goes back to the row's Delete.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete “Maintenance”' })).toHaveFocus());
    expect(screen.queryByTestId('location')).toBeNull();
    expect(writes(api.current)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete “Maintenance”' }));
    const loads = listQueries().length;
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([])));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(api.current).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${ANNOUNCEMENTS}/${ID.other}`]));
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(listQueries().length).toBeGreaterThan(loads);
    expect(ui.snackbar).toMatchObject({ text: 'Announcement deleted', color: 'success' });
    expect(screen.queryByTestId('location')).toBeNull();
  });

  test('a refused delete is said in the snackbar', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()])));
    api.current.routes.set(`DELETE ${ANNOUNCEMENTS}/${ID.other}`, refuse(500, 'INTERNAL', 'Database unavailable.'));
    renderAt('/sg/announcements/list', LIST, <AnnouncementsListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Maintenance”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ui.snackbar).toMatchObject({ text: 'The announcement was not deleted: Database unavailable. Try again.', color: 'error' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('sales read the list without New, Edit or Delete', async () => {
    signInAs('sales');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()])));
    renderAt('/sg/announcements/list', LIST, <AnnouncementsListPage />);
    await screen.findByRole('row', { name: /Maintenance/ });
    expect(screen.getByText(/Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  test('empty: with filters, Clear filters; without, the first one to create', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([])));
    renderAt('/sg/announcements/list?active_only=true&sort=title', LIST, <AnnouncementsListPage />);
    expect(await screen.findByText('No announcements match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', limit: '10', sort: 'title' }));
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first one' })).toHaveAttribute('href', '/sg/announcements/add');
  });

  test('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, refuse(500, 'INTERNAL', 'Search is down'));
    renderAt('/sg/announcements/list', LIST, <AnnouncementsListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The announcements could not be loaded');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(page([notice()])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Maintenance/ })).toBeInTheDocument();
  });
});

describe('a new announcement', () => {
  test('is created with the form’s values, then the list opens', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set(`POST ${ANNOUNCEMENTS}`, created(notice()));
    renderAt('/sg/announcements/add', '/:country/announcements/add', <AddAnnouncementPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'New announcement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All announcements/ })).toHaveAttribute('href', '/sg/announcements/list');
    await pasteInto(user, screen.getByLabelText('Title'), 'Maintenance');
    await pasteInto(user, screen.getByLabelText('Description'), 'Down on Sunday.');
    await pick(user, 'Show to', 'Venue owners only');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create announcement' }));
    await waitFor(() =>
      expect(writes(api.current).map((r) => r.body)).toEqual([
        { title: 'Maintenance', description: 'Down on Sunday.', attachment: null, active: false, target: 'VENUE_OWNERS_ONLY', target_device: 'ALL' },
      ]),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/sg/announcements/list');
    expect(ui.snackbar).toMatchObject({ text: 'Announcement created', color: 'success' });
  });

  test('the server’s field error shows on its field', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`POST ${ANNOUNCEMENTS}`, fieldRefusal('attachment.path', 'Attachment path is too long'));
    renderAt('/sg/announcements/add', '/:country/announcements/add', <AddAnnouncementPage />);
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Description'), 'D');
    await pasteInto(user, screen.getByLabelText('Image URL (optional)'), '/media/a.png');
    await user.click(screen.getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByText('Attachment path is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL (optional)')).toHaveAccessibleDescription('Attachment path is too long');
    expect(screen.getByLabelText('Image URL (optional)')).toHaveFocus();
  });

  test('sales cannot create one', async () => {
    signInAs('sales');
    renderAt('/sg/announcements/add', '/:country/announcements/add', <AddAnnouncementPage />);
    expect(await screen.findByRole('heading', { name: 'You can read announcements, but not create them' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to announcements' })).toHaveAttribute('href', '/sg/announcements/list');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('an announcement’s page', () => {
  test('an id that cannot exist is not found without asking the server', () => {
    signInAs('full');
    renderAt('/sg/announcements/announcement/not-an-id', DETAIL, <AnnouncementDetailPage />);
    expect(screen.getByRole('heading', { name: 'Announcement not found' })).toBeInTheDocument();
    expect(api.current.seen).toHaveLength(0);
  });

  test('an unknown one is not found', async () => {
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, refuse(404, 'NOT_FOUND', 'Announcement not found'));
    renderAt(`/sg/announcements/announcement/${ID.other}`, DETAIL, <AnnouncementDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Announcement not found' })).toBeInTheDocument();
  });

  test('saves only what changed, and Save waits for a change', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(notice()));
    api.current.routes.set(`PATCH ${ANNOUNCEMENTS}/${ID.other}`, ok(notice({ title: 'Maintenance tonight', updatedAt: '2031-01-03T00:00:00.000Z' })));
    renderAt(`/sg/announcements/announcement/${ID.other}`, DETAIL, <AnnouncementDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
    expect(Object.fromEntries(api.current.seen[0]!.query)).toEqual({ _id: ID.other });
    expect(screen.getByText('Status').closest('tr')).toHaveTextContent('Active');
    expect(chosen('On')).toBe(DEVICE_LABELS.WEB_ONLY);
    expect(screen.getByRole('region', { name: 'Pop-up preview' })).toHaveTextContent('We will be down on Sunday.');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await pasteInto(user, screen.getByLabelText('Title'), ' tonight');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(writes(api.current).map((r) => [r.method, r.body])).toEqual([['PATCH', { title: 'Maintenance tonight' }]]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(ui.snackbar).toMatchObject({ text: 'Announcement saved', color: 'success' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  test('delete asks first, then goes back to the list', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(notice()));
    api.current.routes.set(`DELETE ${ANNOUNCEMENTS}/${ID.other}`, ok({ ok: true }));
    renderAt(`/sg/announcements/announcement/${ID.other}`, DETAIL, <AnnouncementDetailPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await namedDialog('Delete this announcement?');
    // Cancel takes the focus once the dialog has opened, so Enter does not delete by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sg/announcements/list');
    expect(writes(api.current).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${ANNOUNCEMENTS}/${ID.other}`]);
  });

  test('sales see it read-only', async () => {
    signInAs('sales');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(notice()));
    renderAt(`/sg/announcements/announcement/${ID.other}`, DETAIL, <AnnouncementDetailPage />);
    expect(await screen.findByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByText(/Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Delete/ })).toBeNull();
  });

  test('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, refuse(500, 'INTERNAL', 'Database unavailable'));
    renderAt(`/sg/announcements/announcement/${ID.other}`, DETAIL, <AnnouncementDetailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    api.current.routes.set(`GET ${ANNOUNCEMENTS}`, ok(notice()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
  });
});
