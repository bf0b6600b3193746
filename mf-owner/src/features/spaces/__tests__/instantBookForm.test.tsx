import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstantBookRules, OwnerSpace, SpacePatch } from '@venues/contracts';
import { renderAt } from '@venues/mf-kit/testing';
import SpaceEditorPage from '../../../pages/SpaceEditorPage';
import { pick } from '../../../test/antd';
import { ID, SPACE, VENUES, ok, refused, sent, space, standInApi, venue } from '../../../test/venues';

// The space's "Instant book" section against a local HTTP stand-in of the API: the switch and the
// rules (notice, longest booking, one window every day or one per weekday), saved with its button;
// the server's field errors on their fields; switching it off sends null.

const api = standInApi();
const PATH = `${SPACE}/${ID.space}`;
const window9to18 = { open: '09:00', close: '18:00' };

function serve(s: OwnerSpace, refuse?: { field: string; message: string }[]) {
  let current = s;
  api.current.routes.set(`GET ${VENUES}/${ID.venue}`, () => ok(venue({ spaces: [s] })));
  api.current.routes.set(`GET ${PATH}`, () => ok(current));
  api.current.routes.set(`PATCH ${PATH}`, (req) => {
    if (refuse) return refused(refuse);
    current = { ...current, instant_book: (req.body as SpacePatch).instant_book ?? null } as OwnerSpace;
    return ok(current);
  });
}
const open = () => renderAt(`/sg/venues/management/venue/${ID.venue}/spaces/${ID.space}/instant-book`, '/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId?', <SpaceEditorPage />);
const patches = () => sent(api.current, 'PATCH', PATH) as SpacePatch[];

test('switching it on with the same hours every day, then Sunday off per weekday, saves the rules', async () => {
  const user = userEvent.setup();
  serve(space());
  open();
  expect(await screen.findByRole('region', { name: 'Instant book' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Minimum notice (hours)')).not.toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Allow instant booking' }));
  const notice = screen.getByLabelText('Minimum notice (hours)');
  await user.clear(notice);
  await user.type(notice, '48');
  const longest = screen.getByLabelText('Longest booking (hours)');
  await user.clear(longest);
  await user.type(longest, '6');
  await pick(user, screen.getByRole('combobox', { name: 'Every day from' }), '10:00');
  await pick(user, screen.getByRole('combobox', { name: 'Every day until' }), '20:00');
  await user.click(screen.getByRole('radio', { name: 'Hours per weekday' }));
  await user.click(screen.getByRole('switch', { name: 'Instant booking on Sunday' }));
  await user.click(screen.getByRole('button', { name: 'Save instant book' }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  const rules = patches()[0]!.instant_book as InstantBookRules;
  expect(rules).toMatchObject({ min_notice_hours: 48, max_hours: 6 });
  expect(rules.hours.mon).toEqual({ open: '10:00', close: '20:00' });
  expect(rules.hours.sat).toEqual({ open: '10:00', close: '20:00' });
  expect(rules.hours.sun).toBeNull();
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

test('a window that ends before it starts is refused on the page, before any call', async () => {
  const user = userEvent.setup();
  serve(space({ instant_book: { min_notice_hours: 24, max_hours: 4, hours: { mon: window9to18, tue: window9to18, wed: window9to18, thu: window9to18, fri: window9to18, sat: null, sun: null } } }));
  open();
  await pick(user, await screen.findByRole('combobox', { name: 'Monday from' }), '20:00');
  await user.click(screen.getByRole('button', { name: 'Save instant book' }));
  expect(await screen.findByText('Until must be after From (on the same day)')).toBeInTheDocument();
  expect(patches()).toHaveLength(0);
});

test('the server’s field error shows on its field; switching it off sends null', async () => {
  const user = userEvent.setup();
  const rules = { min_notice_hours: 24, max_hours: 4, hours: { mon: window9to18, tue: window9to18, wed: window9to18, thu: window9to18, fri: window9to18, sat: window9to18, sun: window9to18 } };
  serve(space({ instant_book: rules }), [{ field: 'instant_book.max_hours', message: 'Longest booking must be at most 24' }]);
  open();
  await user.click(await screen.findByRole('button', { name: 'Save instant book' }));
  expect(await screen.findByText('Longest booking must be at most 24')).toBeInTheDocument();
  serve(space({ instant_book: rules }));
  await user.click(screen.getByRole('switch', { name: 'Allow instant booking' }));
  await user.click(screen.getByRole('button', { name: 'Save instant book' }));
  await waitFor(() => expect(patches().at(-1)).toEqual({ instant_book: null }));
});
