import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui } from '@venues/session';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import { SpacesList } from '../SpacesList';
import { popconfirm } from '../../../test/antd';
import { ID, SPACE, ok, sent, space, standInApi, venue } from '../../../test/venues';

// A venue's spaces: their status and gaps, a new space by name (which opens it), and removal after
// a confirmation, against a local HTTP stand-in of the API.

const api = standInApi();
const BACK = `/sg/venues/management/new-venue?venue=${ID.venue}&step=spaces`;
const terrace = space({ _id: ID.terrace, name: 'Roof Terrace', status: 'published', space_type: 'rooftop', missing: [] });

function show(onChanged = jest.fn(), editable = true) {
  renderAt('/sg/here', '/sg/here', <SpacesList venue={venue({ spaces: [space(), terrace], editable })} country="sg" back={BACK} onChanged={onChanged} />);
  return onChanged;
}

test('each space with its status, type and what it still needs', () => {
  show();
  const list = screen.getByRole('list', { name: 'Spaces' });
  const [loft, roof] = within(list).getAllByRole('listitem');
  expect(loft).toHaveTextContent('Draft');
  expect(loft).toHaveTextContent('Type not chosen');
  expect(within(loft!).getByText('Needs: space type, capacity')).toBeInTheDocument();
  expect(roof).toHaveTextContent('Published');
  expect(roof).toHaveTextContent('Rooftop');
  expect(within(roof!).getByRole('link', { name: 'Edit Roof Terrace' })).toHaveAttribute('href', `/sg/venues/management/venue/${ID.venue}/spaces/${ID.terrace}?back=${encodeURIComponent(BACK)}`);
});

test('a new space needs a name; once created its page opens', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`POST ${SPACE}/${ID.venue}`, () => ok(space({ _id: ID.other, name: 'Sky Bar' }), 201));
  show();
  await user.click(screen.getByRole('button', { name: 'Add a space' }));
  expect(screen.getByText('Name the space, e.g. "Sky Terrace"')).toBeInTheDocument();
  expect(screen.getByLabelText('New space')).toHaveAccessibleDescription('Name the space, e.g. "Sky Terrace"');
  await pasteInto(user, screen.getByLabelText('New space'), ' Sky Bar ');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/venues/management/venue/${ID.venue}/spaces/${ID.other}?back=`));
  expect(sent(api.current, 'POST', `${SPACE}/${ID.venue}`)).toEqual([{ name: 'Sky Bar' }]);
});

test('removing a space asks first, then archives it and reloads the venue', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`DELETE ${SPACE}/${ID.terrace}`, () => ok({ ...terrace, status: 'archived' }));
  const onChanged = show();
  const opener = screen.getByRole('button', { name: 'Remove Roof Terrace' });
  await user.click(opener);
  // antd's Popconfirm asks first.
  const ask = await popconfirm('Remove Roof Terrace?');
  expect(ask).toHaveTextContent('It leaves the venue page; its bookings carry on.');
  await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(ask).toHaveClass('ant-popover-hidden'));
  expect(api.current.seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await user.click(opener);
  await user.click(within(await popconfirm('Remove Roof Terrace?')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(api.current.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${SPACE}/${ID.terrace}`]);
  expect(ui.snackbar).toMatchObject({ open: true, text: 'Roof Terrace removed', color: 'success' });
  await waitFor(() => expect(ask).toHaveClass('ant-popover-hidden'));
});

test('a refused removal shows the server’s message above the list', async () => {
  const user = userEvent.setup();
  api.current.routes.set(`DELETE ${SPACE}/${ID.terrace}`, () => ({ status: 409, body: { error: { code: 'VENUE_PUBLISHED', message: 'A published venue keeps at least one complete space.' } } }));
  const onChanged = show();
  await user.click(screen.getByRole('button', { name: 'Remove Roof Terrace' }));
  await user.click(within(await popconfirm('Remove Roof Terrace?')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A published venue keeps at least one complete space.');
  expect(onChanged).not.toHaveBeenCalled();
});

test('a venue that cannot be edited offers neither adding nor removing', () => {
  show(jest.fn(), false);
  expect(screen.queryByRole('form', { name: 'Add a space' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});
