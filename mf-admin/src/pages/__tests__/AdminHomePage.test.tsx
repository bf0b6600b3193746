import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout, adminPageOf } from '../../components/AdminLayout';
import AdminHomePage from '../AdminHomePage';
import { ok, refuse, signInAs, standInApi } from '../../test/admin';

// The administrators' home against a local HTTP stand-in of the API, inside the administrators'
// frame: the counts of what waits for review from the lists' own routes (only those the role may
// read), each a link to its list, the error state, and the side navigation by role.

const api = standInApi();
const V1 = '/api/v1';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}
const open = () =>
  render(
    <MemoryRouter initialEntries={['/sg/admin']}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/:country/admin" element={<AdminHomePage />} />
          <Route path="/:country/ratings" element={<Where />} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const counts = { for_approval: 4, published: 10, suspended: 0, rejected: 1, for_deletion: 0 };
const seenQuery = (path: string) => Object.fromEntries(api.current.seen.find((r) => r.path === path)!.query);

function answerAll() {
  api.current.routes.set(`GET ${V1}/admin/venues`, ok({ data: [], page: 1, limit: 1, total: 4, counts }));
  api.current.routes.set(`GET ${V1}/admin/reviews`, ok({ data: [], page: 1, limit: 1, total: 2 }));
  api.current.routes.set(`GET ${V1}/admin/refunds`, ok({ data: [], page: 1, limit: 1, total: 3 }));
}

test('a full administrator sees venues submitted, reported reviews and refunds that need a person, each linking to its list', async () => {
  signInAs('full');
  answerAll();
  open();
  const waiting = await screen.findByRole('region', { name: 'Waiting for review' });
  expect(within(waiting).getByRole('link', { name: '4 Venues submitted for approval' })).toHaveAttribute('href', '/sg/venues/management/admin-venue');
  expect(within(waiting).getByRole('link', { name: '2 Reported reviews still shown' })).toHaveAttribute('href', '/sg/ratings?reported=true&hidden=false');
  expect(within(waiting).getByRole('link', { name: '3 Refunds that need a person' })).toHaveAttribute('href', '/sg/payments/refunds');
  expect(seenQuery(`${V1}/admin/venues`)).toEqual({ status: 'for_approval', limit: '1' });
  expect(seenQuery(`${V1}/admin/reviews`)).toEqual({ reported: 'true', hidden: 'false', limit: '1' });
  expect(seenQuery(`${V1}/admin/refunds`)).toEqual({ status: 'failed', limit: '1' });
  await userEvent.setup().click(within(waiting).getByRole('link', { name: '2 Reported reviews still shown' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/sg/ratings?reported=true&hidden=false');
});

test('a sales administrator counts only what the role reads (no venue review), and the menu has only its pages', async () => {
  signInAs('sales');
  answerAll();
  open();
  const waiting = await screen.findByRole('region', { name: 'Waiting for review' });
  expect(within(waiting).getAllByRole('link').map((l) => l.textContent)).toEqual(['2Reported reviews still shown', '3Refunds that need a person']);
  expect(api.current.seen.some((r) => r.path === `${V1}/admin/venues`)).toBe(false);
  const nav = screen.getByRole('navigation', { name: 'Administration' });
  expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Ratings', 'Payments', 'Payouts', 'Announcements', 'Storefronts', 'All settings']);
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('a count that fails to load says so, with a retry', async () => {
  signInAs('member');
  api.current.routes.set(`GET ${V1}/admin/venues`, refuse(500, 'INTERNAL', 'Something broke'));
  api.current.routes.set(`GET ${V1}/admin/reviews`, ok({ data: [], page: 1, limit: 1, total: 0 }));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not count what waits for review');
  api.current.routes.set(`GET ${V1}/admin/venues`, ok({ data: [], page: 1, limit: 1, total: 0, counts: { ...counts, for_approval: 0 } }));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: '0 Venues submitted for approval' })).toBeInTheDocument();
});

test('each administrators’ path belongs to its entry of the navigation', () => {
  expect(adminPageOf('/sg/venues/management/admin-venue/v1')).toBe('venues');
  expect(adminPageOf('/sg/settings/countries/my')).toBe('storefronts');
  expect(adminPageOf('/sg/settings/add-country')).toBe('storefronts');
  expect(adminPageOf('/sg/announcements/announcement/a1')).toBe('announcements');
  expect(adminPageOf('/sg/settings/audit-log')).toBe('audit');
  expect(adminPageOf('/sg/settings')).toBe('settings');
  expect(adminPageOf('/sg/admin')).toBe('home');
  expect(adminPageOf('/sg/payments/payouts')).toBe('payouts');
  expect(adminPageOf('/sg/payments/refunds')).toBe('payments');
});
