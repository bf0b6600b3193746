import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview, AdminVenueRatings, Page } from '@venues/contracts';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import RatingsPage from '../../../pages/RatingsPage';
import { antdOption, chosen, dialog, ID, MALAYSIA, ok, pick, refuse, signInAs, storefront, standInApi, writes } from '../../../test/admin';

// The ratings page against a local HTTP stand-in of the API: reviews with their reports, filters sent
// as the query, hiding (a reason, the author told) and restoring per role, and the per-venue overview.

const api = standInApi();
const REVIEWS = '/api/v1/admin/reviews';
const page = <T,>(data: T[]): Page<T> => ({ data, page: 1, limit: 20, total: data.length });

const REPORTED: AdminReview = {
  _id: ID.review,
  venue: { _id: ID.venue, name: 'The Glasshouse', slug: 'the-glasshouse', country: 'sg' },
  author_name: 'Aisha T.',
  author_email: 'aisha@example.test',
  rating: 1,
  comment: 'Terrible, avoid.',
  created_at: '2031-03-01T10:00:00.000Z',
  hidden: false,
  hidden_at: null,
  hidden_reason: '',
  reports_count: 2,
  reports: [
    { reason: 'Abusive language', created_at: '2031-03-02T10:00:00.000Z' },
    { reason: 'Not a guest', created_at: '2031-03-02T11:00:00.000Z' },
  ],
};
const HIDDEN: AdminReview = {
  ...REPORTED,
  _id: ID.other,
  author_name: 'Ben K.',
  author_email: null,
  rating: 4,
  comment: 'Lovely place.',
  hidden: true,
  hidden_at: '2031-03-03T10:00:00.000Z',
  hidden_reason: 'Posted twice',
  reports_count: 0,
  reports: [],
};
const OVERVIEW: AdminVenueRatings = {
  venue: { _id: ID.venue, name: 'The Glasshouse', slug: 'the-glasshouse', country: 'sg' },
  rating_avg: 4.25,
  rating_count: 8,
  hidden_count: 1,
  reported_count: 2,
  distribution: [1, 0, 1, 2, 4],
};

const lastQuery = (path: string) => Object.fromEntries(api.current.seen.filter((r) => r.path === path).at(-1)!.query);

beforeEach(() => {
  api.current.routes.set('GET /api/v1/admin/country-settings', ok([storefront(), MALAYSIA]));
  api.current.routes.set(`GET ${REVIEWS}`, ok(page([REPORTED, HIDDEN])));
  api.current.routes.set(`GET ${REVIEWS}/venues`, ok(page([OVERVIEW])));
});

test('lists reviews with their rating, author, reports and state', async () => {
  signInAs('member');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  const row = await screen.findByRole('row', { name: /Terrible, avoid/ });
  expect(within(row).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();
  expect(within(row).getByText('2 reports')).toBeInTheDocument();
  expect(within(row).getByRole('list', { name: 'Report reasons' })).toHaveTextContent('“Abusive language”');
  expect(within(row).getByText(/aisha@example.test/)).toBeInTheDocument();
  const hidden = screen.getByRole('row', { name: /Lovely place/ });
  expect(within(hidden).getByText('Why: Posted twice')).toBeInTheDocument();
  expect(within(hidden).getByRole('button', { name: 'Restore Ben K.’s review of The Glasshouse' })).toBeInTheDocument();
});

test('filters are sent as the query', async () => {
  const user = userEvent.setup();
  signInAs('full');
  renderAt('/sg/ratings?country=my&q=avoid', '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  expect(lastQuery(REVIEWS)).toEqual({ country: 'my', q: 'avoid', page: '1', limit: '20' });
  expect(document.querySelector('.ant-table')).not.toBeNull();
  await waitFor(() => expect(chosen('Storefront')).toBe('Malaysia'));
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('avoid');
  await pick(user, 'Reports', 'Reported only');
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ reported: 'true', country: 'my' }));
  await pick(user, 'Rating', '1 star');
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ reported: 'true', rating: '1' }));
  await pick(user, 'Shown or hidden', 'Hidden only');
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ hidden: 'true' }));
  // The search is sent on Enter; emptying the box drops it.
  const search = screen.getByRole('searchbox', { name: 'Search' });
  await user.clear(search);
  await waitFor(() => expect(lastQuery(REVIEWS)).not.toHaveProperty('q'));
  await user.type(search, 'terrible{Enter}');
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ q: 'terrible', hidden: 'true' }));
});

test('pages are addresses that keep the filters', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`GET ${REVIEWS}`, ok({ ...page([REPORTED, HIDDEN]), total: 45 }));
  renderAt('/sg/ratings?country=my&rating=1', '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
  await user.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ country: 'my', rating: '1', page: '3' }));
  // A tab keeps the storefront and drops the other filters.
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'By venue' }));
  await waitFor(() => expect(lastQuery(`${REVIEWS}/venues`)).toMatchObject({ country: 'my', page: '1' }));
});

test('the venue filter is antd Select with a server search, and sends venue_id', async () => {
  const user = userEvent.setup();
  signInAs('member');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  const venue = screen.getByRole('combobox', { name: 'Venue' });
  expect(venue.closest('.ant-select')).not.toBeNull();
  await user.click(venue);
  await user.type(venue, 'glass');
  // Looked up by what was typed (the debounce may fire on part of it on a slow machine).
  const typed = () => api.current.seen.filter((r) => r.path === `${REVIEWS}/venues`).map((r) => r.query.get('q') ?? '');
  await waitFor(() => expect(typed().some((q) => q.length > 0 && 'glass'.startsWith(q))).toBe(true));
  await user.click(await antdOption('The Glasshouse (SG)'));
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ venue_id: ID.venue }));
  await waitFor(() => expect(chosen('Venue')).toBe('The Glasshouse (SG)'));
});

test('the venue filter says when no venue matches', async () => {
  const user = userEvent.setup();
  signInAs('member');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  api.current.routes.set(`GET ${REVIEWS}/venues`, ok(page([])));
  const venue = screen.getByRole('combobox', { name: 'Venue' });
  await user.click(venue);
  await user.type(venue, 'zzz');
  await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Every venue']));
});

test('a venue in the address shows as chosen; "Every venue" drops it', async () => {
  const user = userEvent.setup();
  signInAs('member');
  renderAt(`/sg/ratings?venue=${ID.venue}&venue_name=The%20Glasshouse`, '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  expect(lastQuery(REVIEWS)).toMatchObject({ venue_id: ID.venue });
  expect(chosen('Venue')).toBe('The Glasshouse');
  await pick(user, 'Venue', 'Every venue');
  await waitFor(() => expect(lastQuery(REVIEWS)).not.toHaveProperty('venue_id'));
});

test('hiding needs a reason, says the author is told, and sends it', async () => {
  const user = userEvent.setup();
  signInAs('member');
  api.current.routes.set(`POST ${REVIEWS}/${ID.review}/hide`, ok({ ...REPORTED, hidden: true }));
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Hide Aisha T.’s review of The Glasshouse' }));
  const d = await dialog('Hide Aisha T.’s review of The Glasshouse?');
  expect(d).toHaveTextContent('The author is told by e-mail, with your reason.');
  // The reason box takes the focus once the dialog has opened.
  await waitFor(() => expect(within(d).getByLabelText('Reason')).toHaveFocus());
  await user.click(within(d).getByRole('button', { name: 'Hide' }));
  expect(await within(d).findByText('Reason is required')).toBeInTheDocument();
  expect(within(d).getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required The author is told by e-mail, with your reason.');
  expect(within(d).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  await pasteInto(user, within(d).getByLabelText('Reason'), 'Abusive language');
  await user.click(within(d).getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(writes(api.current).map((r) => [r.path, r.body])).toEqual([[`${REVIEWS}/${ID.review}/hide`, { reason: 'Abusive language' }]]));
});

test('restoring sends an optional reason; a refusal is said in the dialog', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`POST ${REVIEWS}/${ID.other}/restore`, refuse(409, 'CONFLICT', 'The review is already shown'));
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Restore Ben K.’s review of The Glasshouse' }));
  const d = await dialog('Show Ben K.’s review of The Glasshouse again?');
  await user.click(within(d).getByRole('button', { name: 'Restore' }));
  expect(await within(d).findByRole('alert')).toHaveTextContent('The review is already shown');
  expect(writes(api.current)[0]?.body).toEqual({});
});

test('Escape (the dialog’s cancel) and Cancel close it without a request', async () => {
  const user = userEvent.setup();
  signInAs('member');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  const hide = await screen.findByRole('button', { name: 'Hide Aisha T.’s review of The Glasshouse' });
  await user.click(hide);
  await dialog('Hide Aisha T.’s review of The Glasshouse?');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(hide);
  await user.click(within(await dialog(/^Hide/)).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writes(api.current)).toHaveLength(0);
});

test('sales read reviews without hide or restore', async () => {
  signInAs('sales');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await screen.findByRole('row', { name: /Terrible/ });
  expect(screen.getByText(/Read only/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Hide|Restore) / })).toBeNull();
});

test('"By venue" shows each venue’s ratings; "See reviews" opens that venue’s reviews', async () => {
  const user = userEvent.setup();
  signInAs('sales');
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  await user.click(await screen.findByRole('tab', { name: 'By venue' }));
  const row = await screen.findByRole('row', { name: /The Glasshouse/ });
  expect(row).toHaveTextContent('4.3 ★ from 8');
  expect(within(row).getByRole('listitem', { name: '5 stars: 4' })).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'See the reviews of The Glasshouse' }));
  await waitFor(() => expect(lastQuery(REVIEWS)).toMatchObject({ venue_id: ID.venue }));
  // The venue filter shows the venue chosen.
  await waitFor(() => expect(chosen('Venue')).toBe('The Glasshouse'));
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
});

test('a failed load offers to try again; no reviews says so', async () => {
  const user = userEvent.setup();
  signInAs('full');
  api.current.routes.set(`GET ${REVIEWS}`, refuse(500, 'INTERNAL', 'Search is down'));
  renderAt('/sg/ratings', '/:country/ratings', <RatingsPage />);
  expect(await screen.findByText('Search is down')).toBeInTheDocument();
  api.current.routes.set(`GET ${REVIEWS}`, ok(page([])));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
});
