import { act, screen, waitFor } from '@testing-library/react';
import { session } from '@venues/session';
import { renderAt, standInApi, testUser } from '@venues/mf-kit/testing';
import BookingsPage from '../pages/BookingsPage';
import { booking } from '../test/fixtures';

// Pages reading the shared MobX session are observers: a role change or a sign-out redraws them
// without a reload.

const api = standInApi();
const BOOKING = booking({
  _id: 'b1',
  reference: 'BK-1A2B3C4D',
  enquiry_id: 'e1',
  offer_id: 'o1',
  status: 'confirmed',
  venue: { _id: 'v1', name: 'The Loft', slug: 'the-loft', country: 'sg', time_zone: 'Asia/Singapore', address: '1 Loft Street' },
  space: { _id: 's1', name: 'Loft Room' },
  customer: { _id: 'u1', first_name: 'Una', last_name: 'User', email: null },
  start_at: '2031-03-02T01:00:00.000Z',
  end_at: '2031-03-02T04:00:00.000Z',
  guests: 12,
  lines: [],
  taxes: [],
  currency: 'SGD',
  total_minor: 26_160,
  documents: [],
});

afterEach(() => act(() => session.clear()));

test('the bookings page follows the session: a venue role shows whose bookings, losing it or signing out hides it', async () => {
  api.current.routes.set('GET /api/v1/bookings', () => ({ status: 200, body: { data: { data: [BOOKING], total: 1, page: 1, limit: 20 } } }));
  act(() => session.setUser(testUser({ _id: 'u2', role: ['VENUE_LISTER'], assigned_roles: 4 })));
  const { container } = renderAt('/sg/bookings', '/:country/bookings', <BookingsPage />);
  expect(await screen.findByRole('region', { name: 'Bookings' })).toHaveTextContent('BK-1A2B3C4D');
  expect(container.querySelector('.ant-table')).not.toBeNull();
  expect(screen.getByRole('radio', { name: 'My venues' })).toBeChecked();

  // The team role is taken away: the page redraws as a customer's, and asks for the customer's list.
  act(() => session.setUser(testUser({ _id: 'u2', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
  await waitFor(() => expect(screen.queryByRole('radio', { name: 'My venues' })).not.toBeInTheDocument());
  await waitFor(() => expect(api.current.seen.filter((r) => r.method === 'GET').at(-1)!.query.get('as')).toBe('customer'));

  // The role comes back, then the person signs out: the team's choice appears, then goes again.
  act(() => session.setUser(testUser({ _id: 'u2', role: ['VENUE_LISTER'], assigned_roles: 4 })));
  expect(await screen.findByRole('radio', { name: 'My venues' })).toBeInTheDocument();
  act(() => session.clear());
  await waitFor(() => expect(screen.queryByRole('radio', { name: 'My venues' })).not.toBeInTheDocument());
});
