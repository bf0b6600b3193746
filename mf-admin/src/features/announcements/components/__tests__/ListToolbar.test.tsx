import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ListToolbar } from '../ListToolbar';
import { useListState } from '../../hooks/useListState';

let location = '';
let navigate: ReturnType<typeof useNavigate> = () => {};

function Harness() {
  const [state, update] = useListState();
  const loc = useLocation();
  location = `${loc.pathname}${loc.search}`;
  navigate = useNavigate();
  return <ListToolbar state={state} onChange={update} />;
}

function setup(url = '/sg/announcements/list') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ListToolbar with the URL as its state', () => {
  it('shows the state a shared URL carries', () => {
    setup('/sg/announcements/list?search=gala&active_only=true&sort=title');
    expect(screen.getByRole('searchbox', { name: 'Search announcements' })).toHaveValue('gala');
    expect(screen.getByRole('checkbox', { name: 'Active only' })).toBeChecked();
    expect(screen.getByText('Title A–Z')).toBeInTheDocument();
  });

  it('writes filters to the URL and starts again at page 1', async () => {
    const user = setup('/sg/announcements/list?page=3');
    await user.click(screen.getByRole('checkbox', { name: 'Active only' }));
    expect(location).toBe('/sg/announcements/list?active_only=true');
  });

  it('writes the search once typing pauses', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search announcements' }), 'spring');
    await waitFor(() => expect(location).toBe('/sg/announcements/list?search=spring'));
  });

  it('follows the back button', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Active only' }));
    expect(screen.getByRole('checkbox', { name: 'Active only' })).toBeChecked();
    act(() => navigate(-1));
    expect(location).toBe('/sg/announcements/list');
    expect(screen.getByRole('checkbox', { name: 'Active only' })).not.toBeChecked();
  });

  it('puts a search from history back in the box', async () => {
    setup('/sg/announcements/list?search=old');
    act(() => navigate('/sg/announcements/list?search=new'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search announcements' })).toHaveValue('new'));
  });
});
