import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ListToolbar } from '../ListToolbar';
import { useListState } from '../../hooks/useListState';
import { chosen, pick } from '../../../../test/admin';

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
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('gala');
    expect(screen.getByRole('checkbox', { name: 'Active only' })).toBeChecked();
    expect(chosen('Sort')).toBe('Title A–Z');
  });

  it('shows the audience and device filters a shared URL carries', () => {
    setup('/sg/announcements/list?target=USERS_ONLY&target_device=WEB_ONLY,MOBILE_ONLY');
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(within(audience).getByRole('checkbox', { name: 'Customers only' })).toBeChecked();
    expect(within(audience).getByRole('checkbox', { name: 'Everyone' })).not.toBeChecked();
    const device = screen.getByRole('group', { name: 'Device' });
    expect(within(device).getByRole('checkbox', { name: 'Web only' })).toBeChecked();
    expect(within(device).getByRole('checkbox', { name: 'Mobile app only' })).toBeChecked();
  });

  it('writes the sort and several audiences in a stable order, back at page 1', async () => {
    const user = setup('/sg/announcements/list?page=2');
    await pick(user, 'Sort', 'Oldest first');
    expect(location).toBe('/sg/announcements/list?sort=oldest');
    const audience = screen.getByRole('group', { name: 'Audience' });
    await user.click(within(audience).getByRole('checkbox', { name: 'Venue owners only' }));
    await user.click(within(audience).getByRole('checkbox', { name: 'Everyone' }));
    expect(location).toBe('/sg/announcements/list?sort=oldest&target=ALL%2CVENUE_OWNERS_ONLY');
    await user.click(within(audience).getByRole('checkbox', { name: 'Everyone' }));
    expect(location).toBe('/sg/announcements/list?sort=oldest&target=VENUE_OWNERS_ONLY');
  });

  it('searches at once on Enter', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gala{Enter}');
    expect(location).toBe('/sg/announcements/list?search=gala');
  });

  it('writes filters to the URL and starts again at page 1', async () => {
    const user = setup('/sg/announcements/list?page=3');
    await user.click(screen.getByRole('checkbox', { name: 'Active only' }));
    expect(location).toBe('/sg/announcements/list?active_only=true');
  });

  it('writes the search once typing pauses', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'spring');
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
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('new'));
  });
});
