import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { OwnerVenue, VenuePatch } from '@venues/contracts';
import { ui } from '@venues/session';
import { renderAt } from '@venues/mf-kit/testing';
import VenueEditorPage from '../../../pages/VenueEditorPage';
import { chosen, pick, popconfirm } from '../../../test/antd';
import { ID, VENUES, ok, refused, sent, standInApi, venue } from '../../../test/venues';

// The venue editor against a local HTTP stand-in of the API: the overview (status, sections, what is
// missing, the status steps), and each section saved as it is typed, with only the changed fields;
// the server's field errors on their fields; the 404 of another team's venue.

const api = standInApi();
const PATH = `${VENUES}/${ID.venue}`;

/** The venue answered by GET, and PATCH answering it with the body applied. */
function serve(v: OwnerVenue) {
  let current = v;
  api.current.routes.set(`GET ${PATH}`, () => ok(current));
  api.current.routes.set(`PATCH ${PATH}`, (req) => {
    current = { ...current, ...(req.body as VenuePatch) } as OwnerVenue;
    return ok(current);
  });
}
const open = (tail = '') => renderAt(`/sg/venues/management/venue/${ID.venue}${tail}`, '/:country/venues/management/venue/:venueId/:formId?', <VenueEditorPage />);
/** Types a time into the antd TimePicker labelled `label` and confirms it with Enter. */
async function typeTime(user: UserEvent, label: string, hhmm: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${hhmm}{Enter}`);
}
const patches = () => sent(api.current, 'PATCH', PATH) as VenuePatch[];

test('the overview shows the status, what is missing and each section with its gaps', async () => {
  serve(venue());
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Loft' })).toBeInTheDocument();
  expect(screen.getByText('Draft')).toBeInTheDocument();
  expect(screen.getByText('3 things to fill in before you can submit')).toBeInTheDocument();
  const sections = screen.getByRole('list', { name: 'Sections' });
  expect(within(sections).getByRole('link', { name: /Location.*To do: City is required/ })).toHaveAttribute('href', `/sg/venues/management/venue/${ID.venue}/location`);
  expect(within(sections).getByRole('link', { name: /Hours and policies.*Filled in with defaults — check and confirm/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/sg/venues/venue_id_draft?venue=${ID.venue}`);
  expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeInTheDocument();
});

test('a rejected venue shows the reason; a published one links its sales, calendar and public page', async () => {
  serve(venue({ status: 'rejected', rejection_reason: 'The photos show another venue.' }));
  const view = open();
  expect(await screen.findByText('An administrator rejected this venue')).toBeInTheDocument();
  expect(screen.getByText('The photos show another venue. Fix it, then submit again.')).toBeInTheDocument();
  view.unmount();
  serve(venue({ status: 'published', missing: [], actions: ['archive'] }));
  open();
  expect(await screen.findByRole('link', { name: 'See how Lantern Loft sells' })).toHaveAttribute('href', `/sg/venues/management/sales/${ID.venue}`);
  expect(screen.getByRole('link', { name: 'Its public page' })).toHaveAttribute('href', '/sg/venues/lantern-loft');
  expect(screen.queryByText(/to fill in before you can submit/)).not.toBeInTheDocument();
});

test('another team’s venue is a 404; a failed load offers to try again', async () => {
  api.current.routes.set(`GET ${PATH}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }));
  const view = open();
  expect(await screen.findByText("This venue is not one of your team's venues.")).toBeInTheDocument();
  // antd's Result 404, with the way back to the owner's venues.
  expect(view.container.querySelector('.ant-result-404')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/sg/venues/management');
  view.unmount();

  let calls = 0;
  api.current.routes.set(`GET ${PATH}`, () => (++calls === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is asleep' } } } : ok(venue())));
  open();
  expect(await screen.findByText('We could not load the venue')).toBeInTheDocument();
  expect(screen.getByText(/The database is asleep/)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Loft' })).toBeInTheDocument();
});

test('an unknown section is a 404', async () => {
  serve(venue());
  open('/pricing');
  expect(await screen.findByText('This part of the venue does not exist.')).toBeInTheDocument();
});

test('details: typing saves only the changed fields; event types and amenities are checkbox groups', async () => {
  const user = userEvent.setup();
  serve(venue({ amenities: ['parking'] }));
  open('/details');
  const description = await screen.findByLabelText('Description');
  expect(screen.getByText('Changes are saved as you type')).toBeInTheDocument();
  fireEvent.change(description, { target: { value: 'A warehouse loft with lanterns and a long bar over the river.' } });
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(patches()).toEqual([{ description: 'A warehouse loft with lanterns and a long bar over the river.' }]);
  // The count follows the text.
  expect(screen.getByText(/61 \/ 5000/)).toBeInTheDocument();

  const events = screen.getByRole('group', { name: 'Events it suits' });
  await user.click(within(events).getByRole('checkbox', { name: 'Parties' }));
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]).toEqual({ event_types: ['parties'] });

  const access = screen.getByRole('group', { name: 'Access' });
  expect(within(access).getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  await user.click(within(access).getByRole('checkbox', { name: 'Wheelchair accessible' }));
  await waitFor(() => expect(patches()).toHaveLength(3));
  expect([...(patches()[2]!.amenities ?? [])].sort()).toEqual(['parking', 'wheelchair-access']);
  await screen.findByText('All changes saved');
});

test('details: an invalid value is not saved and says why; the server’s field error lands on its field', async () => {
  serve(venue());
  const view = open('/details');
  const name = await screen.findByLabelText('Venue name');
  fireEvent.change(name, { target: { value: '   ' } });
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await screen.findByText('Check the highlighted fields: they are not saved yet.')).toBeInTheDocument();
  expect(patches()).toEqual([]);
  // Saving by itself does not take the focus to the field in the way.
  expect(name).not.toHaveFocus();

  api.current.routes.set(`PATCH ${PATH}`, () => refused([{ field: 'name', message: 'This name is taken in Singapore' }]));
  fireEvent.change(name, { target: { value: 'Lantern Hall' } });
  expect(await screen.findByText('This name is taken in Singapore')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('This name is taken in Singapore');
  expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  // Leaving tries once more what is not saved.
  view.unmount();
  await waitFor(() => expect(patches()).toEqual([{ name: 'Lantern Hall' }, { name: 'Lantern Hall' }]));
});

test('location: both halves of the map pin travel together; empty clears it; a published venue is warned', async () => {
  serve(venue({ latitude: 1.29, longitude: 103.84 }));
  const view = open('/location');
  const latitude = await screen.findByLabelText('Map pin: latitude');
  // antd's InputNumber: a text box holding the number.
  expect(latitude.closest('.ant-input-number')).not.toBeNull();
  expect(latitude).toHaveValue('1.29');
  fireEvent.change(latitude, { target: { value: '1.2918' } });
  await screen.findByText('All changes saved');
  expect(patches()).toEqual([{ latitude: 1.2918, longitude: 103.84 }]);

  fireEvent.change(latitude, { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Map pin: longitude'), { target: { value: '' } });
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]).toEqual({ latitude: null, longitude: null });

  // The time zone is an antd Select of the zones this browser knows, searched by typing.
  const user = userEvent.setup();
  const zone = screen.getByRole('combobox', { name: 'Time zone' });
  expect(chosen(zone)).toBe('Asia/Singapore');
  await user.type(zone, 'Tokyo');
  await pick(user, zone, 'Asia/Tokyo');
  await waitFor(() => expect(patches()).toHaveLength(3));
  expect(patches()[2]).toEqual({ time_zone: 'Asia/Tokyo' });
  view.unmount();

  serve(venue({ status: 'published', missing: [], actions: ['archive'] }));
  open('/location');
  expect(await screen.findByText(/Changing this sends the venue back for approval/)).toBeInTheDocument();
});

test('policies: opening hours per day (a switch and two times), the cancellation policy, the tax number', async () => {
  const user = userEvent.setup();
  serve(venue());
  open('/policies');
  // Hours not set yet read as 08:00–22:00 every day.
  const sunday = await screen.findByRole('switch', { name: 'Open on Sunday' });
  expect(sunday).toBeChecked();
  expect(screen.getByLabelText('Opens on Monday')).toHaveValue('08:00');
  await user.click(sunday);
  await screen.findByText('All changes saved');
  const first = patches()[0]!.opening_hours!;
  expect(first.sun).toBeNull();
  expect(first.mon).toEqual({ open: '08:00', close: '22:00' });
  expect(screen.queryByLabelText('Opens on Sunday')).not.toBeInTheDocument();

  // antd's TimePicker: a time typed and Enter. 00:00 closes at midnight: stored as 24:00.
  expect(screen.getByLabelText('Closes on Friday').closest('.ant-picker')).not.toBeNull();
  await typeTime(user, 'Closes on Friday', '00:00');
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]!.opening_hours!.fri).toEqual({ open: '08:00', close: '24:00' });
  expect(screen.getByLabelText('Closes on Friday')).toHaveValue('00:00');

  // The same time twice is refused on that day's row.
  await typeTime(user, 'Opens on Monday', '22:00');
  expect(await screen.findByText(/Closing time must differ from the opening time/)).toBeInTheDocument();
  expect(screen.getByLabelText('Closes on Monday')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Closes on Monday')).toHaveAccessibleDescription(/Closing time must differ from the opening time/);
  expect(patches()).toHaveLength(2);
  await typeTime(user, 'Opens on Monday', '09:00');
  await waitFor(() => expect(patches()).toHaveLength(3));
  expect(patches()[2]!.opening_hours!.mon).toEqual({ open: '09:00', close: '22:00' });

  await user.click(screen.getByRole('radio', { name: /Strict/ }));
  await waitFor(() => expect(patches()).toHaveLength(4));
  expect(patches()[3]).toEqual({ cancellation_policy: 'strict' });
  expect(screen.getByRole('group', { name: 'Cancellation policy' })).toBeInTheDocument();
});

test('a venue that cannot be edited says so and its fields are disabled', async () => {
  serve(venue({ status: 'for_deletion', editable: false, actions: [] }));
  open('/details');
  expect(await screen.findByText('This venue cannot be edited in its current status.')).toBeInTheDocument();
  expect(screen.getByLabelText('Venue name')).toBeDisabled();
});

test('archiving asks first; the step is told in the snackbar', async () => {
  const user = userEvent.setup();
  serve(venue({ status: 'published', missing: [], actions: ['archive', 'request_deletion'] }));
  api.current.routes.set(`POST ${PATH}/archive`, () => ok(venue({ status: 'archived', missing: [], actions: ['restore'] })));
  open();
  const archive = await screen.findByRole('button', { name: 'Archive' });
  await user.click(archive);
  // antd's Popconfirm asks first.
  const ask = await popconfirm('Archive?');
  expect(ask).toHaveTextContent(/It leaves the site at once/);
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(ask).toHaveClass('ant-popover-hidden'));
  expect(sent(api.current, 'POST', `${PATH}/archive`)).toHaveLength(0);

  // A closed Popconfirm stays in the DOM (hidden by a class): its own Archive button is not the opener.
  await user.click(archive);
  await user.click(within(await popconfirm('Archive?')).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByRole('button', { name: 'Restore as a draft' })).toBeInTheDocument();
  expect(ui.snackbar).toMatchObject({ open: true, text: 'Archive: done', color: 'success' });
  expect(screen.getByText('Archived')).toBeInTheDocument();
});

test('a refused submit lists what is missing in a dialog', async () => {
  const user = userEvent.setup();
  serve(venue());
  api.current.routes.set(`POST ${PATH}/submit`, () =>
    refused([
      { field: 'city', message: 'City is required' },
      { field: 'photos', message: 'Add at least one photo' },
    ]),
  );
  open();
  await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
  const dialog = await screen.findByRole('dialog', { name: 'Not ready to submit yet' });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['City is required', 'Add at least one photo']);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('another refusal of a step shows the server’s message', async () => {
  const user = userEvent.setup();
  serve(venue());
  api.current.routes.set(`POST ${PATH}/submit`, () => ({ status: 409, body: { error: { code: 'VENUE_FOR_APPROVAL', message: 'This venue already waits for approval.' } } }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
  await waitFor(() => expect(ui.snackbar).toMatchObject({ open: true, text: 'This venue already waits for approval.', color: 'error' }));
  act(() => ui.closeSnackbar());
});
