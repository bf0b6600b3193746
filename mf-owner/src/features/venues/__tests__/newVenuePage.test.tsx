import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerVenue, VenuePatch } from '@venues/contracts';
import { ui } from '@venues/session';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import NewVenuePage from '../../../pages/NewVenuePage';
import { ID, VENUES, ok, refused, sent, space, standInApi, venue } from '../../../test/venues';

// jsdom draws no Leaflet map: the location step's map is a stand-in here (listingMap.test.tsx tests it).
jest.mock('../map/loadPinMap', () => ({ loadPinMap: async () => ({ createPinMap: () => ({ setPin: () => undefined, destroy: () => undefined }) }) }));

// The guided listing against a local HTTP stand-in of the API: the name starts a draft, the steps
// live in the URL (resumable, each a link), "Save and continue" saves first, the review lists what
// is missing and submits for approval.

const api = standInApi();
const PATH = `${VENUES}/${ID.venue}`;

function serve(v: OwnerVenue) {
  let current = v;
  api.current.routes.set(`GET ${PATH}`, () => ok(current));
  api.current.routes.set(`PATCH ${PATH}`, (req) => {
    current = { ...current, ...(req.body as VenuePatch) } as OwnerVenue;
    return ok(current);
  });
}
const open = (query = '') => renderAt(`/sg/venues/management/new-venue${query}`, '/:country/venues/management/new-venue', <NewVenuePage />);
const location = () => screen.getByTestId('location').textContent;
const currentStep = () => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('link', { current: 'step' });

test('the name starts a draft and opens its first step; an empty name is refused in the page', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${VENUES}`, () => ok(venue(), 201));
  serve(venue());
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'List a new venue' })).toBeInTheDocument();
  const name = screen.getByLabelText('What is the venue called?');
  expect(name).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Start listing' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(sent(api.current, 'POST', VENUES)).toHaveLength(0);

  await pasteInto(user, name, ' Lantern Loft ');
  await user.click(screen.getByRole('button', { name: 'Start listing' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'List Lantern Loft' })).toBeInTheDocument();
  expect(sent(api.current, 'POST', VENUES)).toEqual([{ name: 'Lantern Loft' }]);
  expect(currentStep()).toHaveTextContent('Name and description');
  expect(screen.getByRole('heading', { level: 2, name: 'Name and description' })).toBeInTheDocument();
});

test('the server’s refusal of the name shows on the field', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${VENUES}`, () => refused([{ field: 'name', message: 'Name must be at most 120 characters' }]));
  open();
  await pasteInto(user, screen.getByLabelText('What is the venue called?'), 'Loft');
  await user.click(screen.getByRole('button', { name: 'Start listing' }));
  expect(await screen.findByText('Name must be at most 120 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('What is the venue called?')).toHaveAccessibleDescription('Name must be at most 120 characters');
});

test('resuming without a step opens the first step with something missing; every step is a link', async () => {
  serve(venue({ description: 'A warehouse loft with lanterns and a long bar.', event_types: ['parties'], missing: [{ field: 'city', message: 'City is required' }] }));
  open(`?venue=${ID.venue}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('Location');
  const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('link');
  expect(steps.map((s) => s.textContent)).toEqual([
    'Name and description (complete)',
    'Location',
    'Photos (complete)',
    'Spaces (complete)',
    // Hours and policies filled in by default: complete once the owner confirms them.
    'Hours and policies',
    'Review and submit',
  ]);
  // antd's Steps draw them: finished ones with its check, the others numbered.
  expect(screen.getByRole('navigation', { name: 'Steps' }).querySelectorAll('.ant-steps-item-finish')).toHaveLength(3);
  expect(steps[5]).toHaveAttribute('href', `/sg/venues/management/new-venue?venue=${ID.venue}&step=review`);
  expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/sg/venues/venue_id_draft?venue=${ID.venue}`);
});

test('“Save and continue” saves what is typed, then opens the next step', async () => {
  const user = userEvent.setup();
  serve(venue({ address: '88 Telok Ayer Street', latitude: 1.2815, longitude: 103.8484 }));
  open(`?venue=${ID.venue}&step=location`);
  fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Singapore' } });
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
  expect(sent(api.current, 'PATCH', PATH)).toEqual([{ city: 'Singapore' }]);
  expect(currentStep()).toHaveTextContent('Photos');
  // Back from the photos returns to the location.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Singapore');
});

test('a field in the way keeps the step and takes the focus to it', async () => {
  const user = userEvent.setup();
  serve(venue());
  open(`?venue=${ID.venue}&step=location`);
  fireEvent.change(await screen.findByLabelText('Map pin: latitude'), { target: { value: '95' } });
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
  expect(screen.getByLabelText('Map pin: latitude')).toHaveFocus();
  expect(currentStep()).toHaveTextContent('Location');
  expect(sent(api.current, 'PATCH', PATH)).toEqual([]);
});

test('the spaces step lists the spaces; a space page leads back to this step', async () => {
  serve(venue({ spaces: [space({ missing: [{ field: 'space_type', message: 'Choose the type of space' }] })] }));
  open(`?venue=${ID.venue}&step=spaces`);
  const spaces = await screen.findByRole('list', { name: 'Spaces' });
  const back = encodeURIComponent(`/sg/venues/management/new-venue?venue=${ID.venue}&step=spaces`);
  expect(within(spaces).getByRole('link', { name: 'Loft Floor' })).toHaveAttribute('href', `/sg/venues/management/venue/${ID.venue}/spaces/${ID.space}?back=${back}`);
  expect(within(spaces).getByText('Needs: space type')).toBeInTheDocument();
});

test('the review lists what is missing with a link to its step', async () => {
  serve(venue());
  open(`?venue=${ID.venue}&step=review`);
  const review = await screen.findByRole('region', { name: 'Review' });
  expect(within(review).getByText('Fill these in before you submit')).toBeInTheDocument();
  expect(within(review).getByText(/City is required/)).toBeInTheDocument();
  expect(within(review).getByRole('link', { name: 'Photos' })).toHaveAttribute('href', `/sg/venues/management/new-venue?venue=${ID.venue}&step=photos`);
  expect(within(review).getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/sg/venues/management/new-venue?venue=${ID.venue}&step=policies`);
});

test('a complete draft is submitted for approval and opens in the editor', async () => {
  const user = userEvent.setup();
  serve(venue({ missing: [], actions: ['submit', 'request_deletion'] }));
  api.current.routes.set(`POST ${PATH}/submit`, () => ok(venue({ status: 'for_approval', missing: [], actions: [] })));
  open(`?venue=${ID.venue}&step=review`);
  expect(await screen.findByText('Everything is filled in. Look at the preview, then submit it for approval.')).toBeInTheDocument();
  // Only submitting is offered here.
  expect(screen.queryByRole('button', { name: 'Request deletion' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
  await waitFor(() => expect(location()).toBe(`/sg/venues/management/venue/${ID.venue}`));
  expect(ui.snackbar.text).toMatch(/^Submitted: an administrator reviews it/);
});

test('a draft of another team is a 404', async () => {
  api.current.routes.set(`GET ${PATH}`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }));
  open(`?venue=${ID.venue}`);
  expect(await screen.findByText("This draft is not one of your team's venues.")).toBeInTheDocument();
});
