import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerVenue, VenuePatch } from '@venues/contracts';
import { renderAt } from '@venues/mf-kit/testing';
import VenueEditorPage from '../../../pages/VenueEditorPage';
import NewVenuePage from '../../../pages/NewVenuePage';
import { chosen } from '../../../test/antd';
import { ID, VENUES, ok, sent, space, standInApi, venue } from '../../../test/venues';
import type { PinMapOptions } from '../map/pinMap';

// The listing's map pin (search → pick → the pin and the fields move; the fields typed by hand move
// the pin), the time zone's storefront default, the defaults of hours and policies to confirm, and
// the review step's summary. Leaflet is replaced by a recording stand-in: jsdom draws no map.

const maps: { options: PinMapOptions; pins: ({ lat: number; lng: number } | null)[] }[] = [];
jest.mock('../map/loadPinMap', () => ({
  loadPinMap: async () => ({
    createPinMap: (_el: HTMLElement, options: PinMapOptions) => {
      const map = { options, pins: [options.pin] as ({ lat: number; lng: number } | null)[] };
      maps.push(map);
      return { setPin: (p: { lat: number; lng: number } | null) => map.pins.push(p), destroy: () => undefined };
    },
  }),
}));

const api = standInApi();
const PATH = `${VENUES}/${ID.venue}`;
/** Serves `v` at its own address (a venue of another id than ID.venue: a test of its own that no earlier test's late save can reach). */
function serve(v: OwnerVenue) {
  let current = v;
  const path = `${VENUES}/${v._id}`;
  api.current.routes.set(`GET ${path}`, () => ok(current));
  api.current.routes.set(`PATCH ${path}`, (req) => {
    current = { ...current, ...(req.body as VenuePatch) } as OwnerVenue;
    return ok(current);
  });
}
const patches = () => sent(api.current, 'PATCH', PATH) as VenuePatch[];
const open = (tail: string) => renderAt(`/sg/venues/management/venue/${ID.venue}${tail}`, '/:country/venues/management/venue/:venueId/:formId?', <VenueEditorPage />);
beforeEach(() => (maps.length = 0));

test('an address searched, a place picked: the pin and both coordinates move there, saved together', async () => {
  const user = userEvent.setup();
  serve(venue({ address: '88 Telok Ayer Street', city: 'Singapore' }));
  api.current.routes.set('GET /api/v1/geocode', () => ok({ source: 'stand-in', candidates: [{ label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470', lat: 1.2815, lng: 103.8484 }] }));
  open('/location');
  // The search starts from the address typed in the form.
  const box = await screen.findByLabelText('Address to find on the map');
  expect(box).toHaveValue('88 Telok Ayer Street, Singapore');
  await user.click(screen.getByRole('button', { name: 'Find on the map' }));
  const found = await screen.findByRole('list', { name: 'Places found' });
  const asked = sent(api.current, 'GET', '/api/v1/geocode');
  expect(asked).toHaveLength(1);
  await user.click(within(found).getByRole('button', { name: /88 Telok Ayer Street, Tanjong Pagar/ }));
  await waitFor(() => expect(patches()).toEqual([{ latitude: 1.2815, longitude: 103.8484 }]));
  expect(screen.getByLabelText('Map pin: latitude')).toHaveValue('1.2815');
  expect(screen.getByLabelText('Map pin: longitude')).toHaveValue('103.8484');
  expect(maps[0]!.pins.at(-1)).toEqual({ lat: 1.2815, lng: 103.8484 });
});

test('the pin moved on the map (what a drag, a click or an arrow key reports) sets the coordinates; typed coordinates move the pin', async () => {
  serve(venue({ latitude: 1.29, longitude: 103.84 }));
  open('/location');
  await waitFor(() => expect(maps).toHaveLength(1));
  expect(maps[0]!.options.pin).toEqual({ lat: 1.29, lng: 103.84 });
  // What the map reports when the owner drops the pin.
  act(() => maps[0]!.options.onMove(1.2901, 103.8412));
  await waitFor(() => expect(patches()).toEqual([{ latitude: 1.2901, longitude: 103.8412 }]));
  expect(screen.getByLabelText('Map pin: longitude')).toHaveValue('103.8412');

  fireEvent.change(screen.getByLabelText('Map pin: latitude'), { target: { value: '1.3' } });
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]).toEqual({ latitude: 1.3, longitude: 103.8412 });
  expect(maps[0]!.pins.at(-1)).toEqual({ lat: 1.3, lng: 103.8412 });
});

test('nothing found says so and leaves the pin to be placed by hand', async () => {
  const user = userEvent.setup();
  serve(venue());
  api.current.routes.set('GET /api/v1/geocode', () => ok({ source: 'stand-in', candidates: [] }));
  open('/location');
  await user.type(await screen.findByLabelText('Address to find on the map'), '1 Nowhere Lane{Enter}');
  expect(await screen.findByText(/Nothing found for that address/)).toBeInTheDocument();
  expect(patches()).toEqual([]);
});

test("the time zone starts as the storefront's, its zones listed first", async () => {
  serve(venue({ time_zone: '' }));
  open('/location');
  const zone = await screen.findByRole('combobox', { name: 'Time zone' });
  expect(chosen(zone)).toBe('Asia/Singapore');
  await userEvent.setup().click(zone);
  const groups = await screen.findAllByText(/In this storefront|All time zones/);
  expect(groups.map((g) => g.textContent)).toEqual(['In this storefront', 'All time zones']);
});

test('hours and policies filled in by default say so, and count as complete only once confirmed', async () => {
  const user = userEvent.setup();
  serve(venue({ missing: [] }));
  const view = open('');
  const sections = await screen.findByRole('list', { name: 'Sections' });
  expect(within(sections).getByRole('link', { name: /Hours and policies.*Filled in with defaults — check and confirm/ })).toBeInTheDocument();
  view.unmount();

  open('/policies');
  expect(await screen.findByText('Filled in with defaults — check and confirm')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm hours and policies' }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(patches()[0]!.opening_hours!.mon).toEqual({ open: '08:00', close: '22:00' });
  await waitFor(() => expect(screen.queryByText('Filled in with defaults — check and confirm')).not.toBeInTheDocument());
});

test('the review step sums up what will be published', async () => {
  // Its own venue: the previous test saved hours and policies for ID.venue, and in a full run on a
  // loaded machine a save with that test's hours once reached this test's handler (these hours became the defaults).
  const reviewed = '44444444-4444-4444-8444-444444444444';
  serve(
    venue({
      _id: reviewed,
      address: '88 Telok Ayer Street',
      area: 'Tanjong Pagar',
      city: 'Singapore',
      postal_code: '048470',
      latitude: 1.2815,
      longitude: 103.8484,
      missing: [],
      opening_hours: { mon: { open: '09:00', close: '23:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
      spaces: [space({ name: 'Shophouse studio', space_type: 'studio', capacity: { standing: 35, seated: 20, theatre: 0, banquet: 0 }, pricing: { currency: 'SGD', per_hour: { amount: 120, min_hours: 2 }, per_day: null, packages: [] }, missing: [] })],
    }),
  );
  renderAt(`/sg/venues/management/new-venue?venue=${reviewed}&step=review`, '/:country/venues/management/new-venue', <NewVenuePage />);
  const summary = await screen.findByRole('region', { name: 'What will be published' });
  expect(summary).toHaveTextContent('Lantern Loft');
  expect(summary).toHaveTextContent('88 Telok Ayer Street, Tanjong Pagar, Singapore 048470');
  expect(within(summary).getByRole('img', { name: 'Map: the pin at 1.2815, 103.8484' })).toBeInTheDocument();
  expect(summary).toHaveTextContent(/Shophouse studio \(Studio\): 35 standing, 20 seated; .*120.* an hour \(at least 2 hours\)/);
  expect(summary).toHaveTextContent('0 photos');
  expect(summary).toHaveTextContent('Mon 09:00–23:00 · Tue closed');
  expect(summary).toHaveTextContent(/Moderate: full refund/);
});
