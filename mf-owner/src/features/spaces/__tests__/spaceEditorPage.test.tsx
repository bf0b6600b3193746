import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerSpace, SpacePatch } from '@venues/contracts';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import SpaceEditorPage from '../../../pages/SpaceEditorPage';
import { chosen, pick } from '../../../test/antd';
import { ID, SPACE, VENUES, ok, photo, refused, sent, space, standInApi, venue } from '../../../test/venues';

// The space editor against a local HTTP stand-in of the API: details (an antd Select for the type,
// features as tags), capacity per layout, hourly, day and package prices, saved as they are typed;
// the server's field errors on their fields; a space of another venue is a 404.

const api = standInApi();
const PATH = `${SPACE}/${ID.space}`;

function serve(s: OwnerSpace) {
  let current = s;
  api.current.routes.set(`GET ${VENUES}/${ID.venue}`, () => ok(venue({ spaces: [s] })));
  api.current.routes.set(`GET ${PATH}`, () => ok(current));
  api.current.routes.set(`PATCH ${PATH}`, (req) => {
    const body = req.body as SpacePatch;
    current = { ...current, ...body, pricing: { ...current.pricing, ...(body.pricing ?? {}) }, missing: [] } as OwnerSpace;
    return ok(current);
  });
}
const open = (tail = '', query = '') =>
  renderAt(`/sg/venues/management/venue/${ID.venue}/spaces/${ID.space}${tail}${query}`, '/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId?', <SpaceEditorPage />);
const patches = () => sent(api.current, 'PATCH', PATH) as SpacePatch[];

test('every section of the space on one page, with what it still needs and the way back', async () => {
  serve(space({ photos: [photo(1)] }));
  open('', `?back=${encodeURIComponent(`/sg/venues/management/new-venue?venue=${ID.venue}&step=spaces`)}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Loft Floor' })).toBeInTheDocument();
  expect(screen.getByText(/Still needs: Choose the type of space; Give the number of guests/)).toBeInTheDocument();
  for (const name of ['Details', 'Capacity and prices', 'Photos']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the venue' })).toHaveAttribute('href', `/sg/venues/management/new-venue?venue=${ID.venue}&step=spaces`);
  expect(screen.getByRole('link', { name: 'Lantern Loft' })).toHaveAttribute('href', `/sg/venues/management/venue/${ID.venue}`);
  expect(screen.getByRole('list', { name: 'Photos, the first is the cover' })).toBeInTheDocument();
});

test('a back link to another site is not followed', async () => {
  serve(space());
  open('/details', `?back=${encodeURIComponent('//evil.test/')}`);
  expect(await screen.findByRole('link', { name: 'Back to the venue' })).toHaveAttribute('href', `/sg/venues/management/venue/${ID.venue}/spaces`);
});

test('details: the type is an antd Select, the size a number (empty clears it), features are tags', async () => {
  const user = userEvent.setup();
  serve(space({ size_sqm: 120 }));
  open('/details');
  const type = await screen.findByRole('combobox', { name: 'Type of space' });
  expect(chosen(type)).toBe('Choose');
  expect(screen.getByLabelText('Size (m²)')).toHaveValue('120');
  await pick(user, type, 'Function room');
  expect(chosen(type)).toBe('Function room');
  await screen.findByText('All changes saved');
  expect(patches()).toEqual([{ space_type: 'function-room' }]);

  fireEvent.change(screen.getByLabelText('Size (m²)'), { target: { value: '' } });
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]).toEqual({ size_sqm: null });

  const features = screen.getByLabelText('Features');
  await user.type(features, 'Natural light{Enter}');
  // The box keeps the focus when the first tag appears.
  expect(features).toHaveFocus();
  await user.type(features, 'Private entrance, natural light,Stage{Enter}');
  const list = screen.getByRole('list', { name: 'Features' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Natural light×', 'Private entrance×', 'Stage×']);
  await user.click(within(list).getByRole('button', { name: 'Remove Private entrance' }));
  await waitFor(() => expect(patches().at(-1)).toEqual({ features: ['Natural light', 'Stage'] }));
  // Enter adds a feature; it does not leave the box empty-handed or save the form by itself.
  expect(features).toHaveValue('');
  // The save's answer is in ("Saving…" is shown from before the request until then): leaving the
  // page with the save on its way sent the same change again, into the next test's requests.
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
});

test('capacity: each layout is a number; empty means the layout is not offered', async () => {
  serve(space({ capacity: { standing: 80, seated: 40, theatre: 0, banquet: 0 } }));
  open('/capacity');
  const standing = await screen.findByLabelText('Standing');
  expect(screen.getByRole('group', { name: 'Guests per layout (0 or empty: layout not offered)' })).toBeInTheDocument();
  fireEvent.change(standing, { target: { value: '120' } });
  fireEvent.change(screen.getByLabelText('Seated'), { target: { value: '' } });
  await screen.findByText('All changes saved');
  expect(patches()).toEqual([{ capacity: { standing: 120, seated: 0, theatre: 0, banquet: 0 } }]);
});

test('leaving the page while a save is on its way does not send the same change again', async () => {
  serve(space({ capacity: { standing: 80, seated: 40, theatre: 0, banquet: 0 } }));
  const slow = api.current.routes.get(`PATCH ${PATH}`)!;
  api.current.routes.set(`PATCH ${PATH}`, (req) => ({ ...slow(req), delayMs: 300 }));
  const view = open('/capacity');
  fireEvent.change(await screen.findByLabelText('Standing'), { target: { value: '120' } });
  await waitFor(() => expect(patches()).toHaveLength(1));
  view.unmount();
  await new Promise((r) => setTimeout(r, 900));
  expect(patches()).toEqual([{ capacity: { standing: 120, seated: 40, theatre: 0, banquet: 0 } }]);
});

test('prices: the hourly and day rates are switched on and priced; a package is added, priced and removed', async () => {
  const user = userEvent.setup();
  serve(space());
  open('/capacity');
  await user.click(await screen.findByRole('checkbox', { name: 'Hourly rate' }));
  const perHour = screen.getByLabelText('Per hour (SGD)');
  // antd's InputNumber: a text box holding the number.
  expect(perHour.closest('.ant-input-number')).not.toBeNull();
  expect(perHour).toHaveValue('100');
  // What was filled in is said, and sets no minimum the owner did not choose.
  expect(screen.getByLabelText('Minimum hours')).toHaveValue('1');
  expect(screen.getByRole('note')).toHaveTextContent('Filled in as a start: SGD 100 an hour');
  fireEvent.change(perHour, { target: { value: '180' } });
  await waitFor(() => expect(patches().at(-1)?.pricing?.per_hour).toEqual({ amount: 180, min_hours: 1 }));
  expect(screen.queryByRole('note')).not.toBeInTheDocument();

  // An empty price is refused on its field and not saved.
  const before = patches().length;
  fireEvent.change(perHour, { target: { value: '' } });
  expect(await screen.findByText('Hourly rate must be a number')).toBeInTheDocument();
  expect(perHour).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(perHour, { target: { value: '95.5' } });
  await waitFor(() => expect(patches().at(-1)?.pricing?.per_hour).toEqual({ amount: 95.5, min_hours: 1 }));
  expect(patches().length).toBe(before + 1);

  await user.click(screen.getByRole('checkbox', { name: 'Day rate' }));
  await waitFor(() => expect(patches().at(-1)?.pricing?.per_day).toEqual({ amount: 1000 }));

  await user.click(screen.getByRole('button', { name: 'Add a package' }));
  const pkg = screen.getByRole('group', { name: 'Package 1' });
  // The new package has the focus on its name.
  expect(within(pkg).getByLabelText('Package name')).toHaveFocus();
  await pasteInto(user, within(pkg).getByLabelText('Package name'), 'Evening party');
  fireEvent.change(within(pkg).getByLabelText('Price (SGD)'), { target: { value: '45' } });
  const perGuest = within(pkg).getByRole('switch', { name: 'Price per guest' });
  expect(perGuest).toBeChecked();
  await user.click(perGuest);
  await waitFor(() => expect(patches().at(-1)?.pricing?.packages).toEqual([{ name: 'Evening party', description: '', amount: 45, per_person: false, hours: 3 }]));

  await user.click(within(pkg).getByRole('button', { name: 'Remove package 1' }));
  await waitFor(() => expect(patches().at(-1)?.pricing?.packages).toEqual([]));
  await user.click(screen.getByRole('checkbox', { name: 'Hourly rate' }));
  await waitFor(() => expect(patches().at(-1)?.pricing?.per_hour).toBeNull());
  expect(screen.queryByLabelText('Per hour (SGD)')).not.toBeInTheDocument();
});

test('the server’s field error lands on its nested field', async () => {
  serve(space({ pricing: { currency: 'SGD', per_hour: { amount: 100, min_hours: 2 }, per_day: null, packages: [] } }));
  api.current.routes.set(`PATCH ${PATH}`, () => refused([{ field: 'pricing.per_hour.min_hours', message: 'Minimum hours must be at most 12 here' }]));
  open('/capacity');
  fireEvent.change(await screen.findByLabelText('Minimum hours'), { target: { value: '20' } });
  expect(await screen.findByText('Minimum hours must be at most 12 here')).toBeInTheDocument();
  expect(screen.getByLabelText('Minimum hours')).toHaveAttribute('aria-invalid', 'true');
});

test('a space of another venue, or of another team, is a 404', async () => {
  serve(space({ venue_id: ID.other }));
  const view = open();
  expect(await screen.findByText('This space belongs to another venue.')).toBeInTheDocument();
  view.unmount();
  api.current.routes.set(`GET ${PATH}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }));
  open();
  expect(await screen.findByText("This space is not one of your team's spaces.")).toBeInTheDocument();
});

test('an unknown part of the space is a 404', async () => {
  serve(space());
  open('/pricing');
  expect(await screen.findByText('This part of the space does not exist.')).toBeInTheDocument();
});
