import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { OwnerDashboard, OwnerDashboardItem } from '@venues/contracts';
import { standInApi } from '@venues/mf-kit/testing';
import { OwnerLayout, ownerPageOf } from '../../../components/OwnerLayout';
import DashboardPage from '../../../pages/DashboardPage';

// The owner's dashboard against a local HTTP stand-in of the API, inside the owner area's frame:
// the counts of what waits, the lists with each customer linking to the conversation, the empty
// and error states, and the side navigation.

const api = standInApi();
const SG = '/api/v1';

const item = (over: Partial<OwnerDashboardItem> & Pick<OwnerDashboardItem, '_id' | 'enquiry_id' | 'customer_name'>): OwnerDashboardItem => ({
  venue_name: 'The Loft',
  space_name: 'Ballroom',
  // Sat 5 Dec 2026, 18:00–22:00 in Singapore.
  start_at: '2026-12-05T10:00:00.000Z',
  end_at: '2026-12-05T14:00:00.000Z',
  time_zone: 'Asia/Singapore',
  guests: 40,
  reference: null,
  at: null,
  ...over,
});
const none = { total: 0, items: [] };
const DASH: OwnerDashboard = {
  enquiries_today: { total: 1, items: [item({ _id: 'e1', enquiry_id: 'e1', customer_name: 'Uma User', at: '2026-11-28T03:05:00.000Z' })] },
  upcoming_bookings: { total: 1, items: [item({ _id: 'b1', enquiry_id: 'e2', customer_name: 'Fred Friend', reference: 'BK-1A2B3C4D', guests: 12 })] },
  unanswered: { total: 7, items: [item({ _id: 'e1', enquiry_id: 'e1', customer_name: 'Uma User', at: '2026-11-28T03:05:00.000Z' })] },
  booking_requests: { total: 1, items: [item({ _id: 'r1', enquiry_id: 'e3', customer_name: 'Nina Network', at: '2026-11-30T03:00:00.000Z' })] },
  offers_expiring: none,
};

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}
const open = (path = '/sg/dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<OwnerLayout />}>
          <Route path="/:country/dashboard" element={<DashboardPage />} />
          <Route path="/:country/availability" element={<Where />} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

test('counts what waits, lists today’s enquiries and upcoming bookings, each customer opening the conversation', async () => {
  api.current.routes.set(`GET ${SG}/owner/dashboard`, () => ({ status: 200, body: { data: DASH } }));
  open();
  const waiting = await screen.findByRole('region', { name: 'Needs an answer' });
  expect(within(waiting).getByRole('link', { name: '7 Conversations to answer' })).toHaveAttribute('href', '#dash-unanswered');
  expect(within(waiting).getByRole('link', { name: '1 Booking requests waiting' })).toHaveAttribute('href', '#dash-requests');
  expect(within(waiting).getByRole('link', { name: '0 Offers expiring within 48 hours' })).toBeInTheDocument();

  const today = screen.getByRole('region', { name: 'Today’s enquiries 1' });
  expect(within(today).getByRole('link', { name: 'Uma User' })).toHaveAttribute('href', '/sg/enquiries/e1');
  expect(within(today).getByText('Sat 5 Dec 2026, 18:00–22:00 · 40 guests')).toBeInTheDocument();
  const upcoming = screen.getByRole('region', { name: 'Upcoming bookings 1' });
  expect(within(upcoming).getByRole('link', { name: 'Fred Friend · BK-1A2B3C4D' })).toHaveAttribute('href', '/sg/enquiries/e2');
  // Only the name is a link in an item: one link per item.
  expect(within(upcoming).getAllByRole('link')).toHaveLength(1);
  // More conversations to answer than shown: a link to the inbox.
  expect(within(screen.getByRole('region', { name: 'Conversations to answer 7' })).getByRole('link', { name: 'Open the inbox (7)' })).toHaveAttribute('href', '/sg/enquiries');
  expect(screen.getByRole('region', { name: 'Offers expiring within 48 hours 0' })).toHaveTextContent('No offer expires soon.');
});

test('a failed load says so and tries again', async () => {
  let calls = 0;
  api.current.routes.set(`GET ${SG}/owner/dashboard`, () => (++calls === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } } : { status: 200, body: { data: DASH } }));
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your dashboard');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Needs an answer' })).toBeInTheDocument();
});

test('the side navigation lists the owner area’s pages, marks the current one and goes to another', async () => {
  api.current.routes.set(`GET ${SG}/owner/dashboard`, () => ({ status: 200, body: { data: DASH } }));
  open();
  const nav = screen.getByRole('navigation', { name: 'Your venues' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Dashboard', '/sg/dashboard'],
    ['Inbox', '/sg/enquiries'],
    ['Venues', '/sg/venues/management'],
    ['Availability', '/sg/availability'],
    ['Sales', '/sg/sales'],
    ['Payouts', '/sg/payouts'],
    ['Team', '/sg/team-members'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await userEvent.setup().click(within(nav).getByRole('link', { name: 'Availability' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/sg/availability');
  expect(within(screen.getByRole('navigation', { name: 'Your venues' })).getByRole('link', { name: 'Availability' })).toHaveAttribute('aria-current', 'page');
});

test('each owner path belongs to its page in the navigation', () => {
  expect(ownerPageOf('/sg/venues/management/venue/v1/spaces/s1')).toBe('venues');
  expect(ownerPageOf('/sg/venues/management/sales/v1')).toBe('venues');
  expect(ownerPageOf('/sg/sales')).toBe('sales');
  expect(ownerPageOf('/sg/team-members')).toBe('team');
  expect(ownerPageOf('/sg/payouts')).toBe('payouts');
  expect(ownerPageOf('/sg/dashboard')).toBe('dashboard');
  expect(ownerPageOf('/sg/nowhere')).toBeUndefined();
});
