import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerVenue, VenuePatch } from '@venues/contracts';
import { renderAt } from '@venues/mf-kit/testing';
import NewVenuePage from '../../../pages/NewVenuePage';
import { ID, VENUES, ok, sent, standInApi, venue } from '../../../test/venues';

// The wizard's location step: a picked address search result fills the address fields (which stay
// editable), and "Save and continue" moves on only once the step's required fields are filled in,
// saying what is missing at each field. jsdom draws no Leaflet map: a stand-in takes its place.
jest.mock('../map/loadPinMap', () => ({ loadPinMap: async () => ({ createPinMap: () => ({ setPin: () => undefined, destroy: () => undefined }) }) }));

const api = standInApi();
const PATH = `${VENUES}/${ID.venue}`;
const TELOK_AYER = {
  label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470',
  lat: 1.2815,
  lng: 103.8484,
  address: '88 Telok Ayer Street',
  area: 'Tanjong Pagar',
  city: 'Singapore',
  postal_code: '048470',
};

function serve(v: OwnerVenue) {
  let current = v;
  api.current.routes.set(`GET ${PATH}`, () => ok(current));
  api.current.routes.set(`PATCH ${PATH}`, (req) => {
    current = { ...current, ...(req.body as VenuePatch) } as OwnerVenue;
    return ok(current);
  });
  api.current.routes.set('GET /api/v1/geocode', () => ok({ source: 'stand-in', candidates: [TELOK_AYER] }));
}
const open = (step: string) => renderAt(`/sg/venues/management/new-venue?venue=${ID.venue}&step=${step}`, '/:country/venues/management/new-venue', <NewVenuePage />);
const currentStep = () => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('link', { current: 'step' });
const patches = () => sent(api.current, 'PATCH', PATH) as VenuePatch[];

async function pickTelokAyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Address to find on the map'), '88 Telok Ayer');
  await user.click(screen.getByRole('button', { name: 'Find on the map' }));
  await user.click(within(await screen.findByRole('list', { name: 'Places found' })).getByRole('button', { name: /88 Telok Ayer Street/ }));
}

test('a picked search result fills the street, area, city and postal code, and the pin; they stay editable and are saved', async () => {
  const user = userEvent.setup();
  serve(venue());
  open('location');
  await pickTelokAyer(user);
  expect(screen.getByLabelText('Street address')).toHaveValue('88 Telok Ayer Street');
  expect(screen.getByLabelText('Area or neighbourhood')).toHaveValue('Tanjong Pagar');
  expect(screen.getByLabelText('City')).toHaveValue('Singapore');
  expect(screen.getByLabelText('Postal code')).toHaveValue('048470');
  expect(screen.getByLabelText('Map pin: latitude')).toHaveValue('1.2815');
  expect(screen.getByText(/Address filled in from “88 Telok Ayer Street/)).toBeInTheDocument();
  // The focus is back in the search box, not lost with the result's button.
  expect(screen.getByLabelText('Address to find on the map')).toHaveFocus();
  await waitFor(() =>
    expect(patches()).toEqual([{ address: '88 Telok Ayer Street', area: 'Tanjong Pagar', city: 'Singapore', postal_code: '048470', latitude: 1.2815, longitude: 103.8484 }]),
  );
  // The owner corrects what the provider said.
  await user.clear(screen.getByLabelText('Area or neighbourhood'));
  await user.type(screen.getByLabelText('Area or neighbourhood'), 'Telok Ayer');
  await waitFor(() => expect(patches().at(-1)).toEqual({ area: 'Telok Ayer' }));
});

test('a result without a street leaves the street typed by hand as it is', async () => {
  const user = userEvent.setup();
  serve(venue({ address: '5 Hidden Lane' }));
  api.current.routes.set('GET /api/v1/geocode', () => ok({ source: 'stand-in', candidates: [{ label: 'Tanjong Pagar, Singapore', lat: 1.2764, lng: 103.8459, area: 'Tanjong Pagar', city: 'Singapore' }] }));
  open('location');
  await user.click(await screen.findByRole('button', { name: 'Find on the map' }));
  await user.click(within(await screen.findByRole('list', { name: 'Places found' })).getByRole('button', { name: /Tanjong Pagar/ }));
  expect(screen.getByLabelText('Street address')).toHaveValue('5 Hidden Lane');
  expect(screen.getByLabelText('City')).toHaveValue('Singapore');
  expect(screen.getByLabelText('Postal code')).toHaveValue('');
});

test('“Save and continue” with the city cleared stays on the step: “City is required” at the field, which has the focus; the rest is saved', async () => {
  const user = userEvent.setup();
  serve(venue());
  open('location');
  await pickTelokAyer(user);
  await user.clear(screen.getByLabelText('City'));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const city = screen.getByLabelText('City');
  await waitFor(() => expect(city).toHaveAccessibleDescription('City is required'));
  expect(city).toHaveAttribute('aria-invalid', 'true');
  expect(city).toHaveFocus();
  expect(screen.getByText('Fill in the highlighted fields to continue.')).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('Location');
  expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
  // The draft keeps what was typed, the empty city with it.
  expect(patches().at(-1)).toMatchObject({ city: '' });

  // Filled in, the step moves on.
  await user.type(city, 'Singapore');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
});

test('an empty location step names each gap at its field, the first in the page focused; the map pin once', async () => {
  const user = userEvent.setup();
  serve(venue());
  open('location');
  await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Address is required'));
  expect(screen.getByLabelText('Street address')).toHaveFocus();
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
  expect(screen.getAllByText('Place the venue on the map')).toHaveLength(1);
  expect(screen.getByLabelText('Map pin: latitude')).toHaveAccessibleDescription(/Place the venue on the map/);
  // The area and postal code are optional.
  expect(screen.getByLabelText('Postal code')).not.toHaveAttribute('aria-invalid', 'true');
  expect(currentStep()).toHaveTextContent('Location');
});

test('the details step checks its own fields too; Back never does', async () => {
  const user = userEvent.setup();
  serve(venue({ description: 'Too short' }));
  open('details');
  await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(/Describe the venue in at least 30 characters/));
  expect(screen.getByText('Choose at least one event type')).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('Name and description');
  serve(venue());
  open('location');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Name and description' })).toBeInTheDocument();
});
