import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_VENUE_TABS, type AdminVenueList, type AdminVenueReview, type AdminVenueSummary, type VenueDetail } from '@venues/contracts';
import { renderAt, pasteInto } from '@venues/mf-kit/testing';
import { ui } from '@venues/session';
import VenueQueuePage from '../../../pages/VenueQueuePage';
import VenueReviewPage from '../../../pages/VenueReviewPage';
import { formatDateTime } from '../../../lib/format';
import { dialog, ID, pick, MALAYSIA, ok, refuse, signInAs, storefront, standInApi, writes } from '../../../test/admin';

// The venue review against a local HTTP stand-in of the API: the queue (tabs with counts, filters,
// paging; links and native controls) and the review page (the venue as guests will see it, what
// changed, the team, and each action with its confirmation and reason), per role. Both are antd
// pages (Tabs, Table, Descriptions, Modal).

const api = standInApi();
const V = ID.venue;
const REVIEW_URL = `/sg/venues/management/admin-venue/${V}`;
const REVIEW_PATH = '/:country/venues/management/admin-venue/:venueId';
const photo = (n: number) => ({ url: `/media/demo/photo-${n}.webp`, alt: `Glasshouse photo ${n}`, width: 800, height: 600 });

const VENUE: VenueDetail = {
  _id: V,
  slug: 'the-glasshouse',
  name: 'The Glasshouse',
  city: 'Singapore',
  area: 'Marina Bay',
  country: 'sg',
  photo: photo(1),
  rating_avg: null,
  rating_count: 0,
  event_types: ['parties', 'weddings'],
  max_capacity: 180,
  price_from: { amount: 120, currency: 'SGD', unit: 'hour', per_hour: 120 },
  spaces_count: 1,
  description: 'A glass pavilion on the water.',
  address: '1 Bayfront Avenue',
  postal_code: '018971',
  location: { lat: 1.2834, lng: 103.8607 },
  time_zone: 'Asia/Singapore',
  amenities: ['wifi', 'bar'],
  photos: [photo(1), photo(2)],
  cancellation_policy: 'moderate',
  spaces: [
    {
      _id: '77777777-7777-4777-8777-777777777777',
      venue_id: V,
      name: 'Sky Terrace',
      description: 'An open terrace.',
      space_type: 'rooftop',
      capacity: { standing: 180, seated: 90, theatre: 0, banquet: 80 },
      max_capacity: 180,
      size_sqm: 240,
      pricing: { currency: 'SGD', per_hour: { amount: 120, min_hours: 3 }, per_day: { amount: 1500 }, packages: [] },
      price_from: { amount: 120, currency: 'SGD', unit: 'hour', per_hour: 120 },
      photos: [],
      features: [],
    },
  ],
  rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
  reviews: [],
  organization: { name: 'Bayfront Events' },
  created_at: '2031-01-01T00:00:00.000Z',
  updated_at: '2031-02-01T00:00:00.000Z',
};

const review = (over: Partial<AdminVenueReview> = {}): AdminVenueReview => ({
  venue: VENUE,
  status: 'for_approval',
  organization_name: 'Bayfront Events',
  owner_email: 'owner@bayfront.test',
  submitted_at: '2031-02-01T08:00:00.000Z',
  published_at: null,
  rejection_reason: '',
  suspension_reason: '',
  changes: [
    { field: 'name', label: 'Name', before: 'Glasshouse', after: 'The Glasshouse' },
    { field: 'spaces.Sky Terrace.per_hour', label: 'Sky Terrace: hourly price', before: 'SGD 100', after: 'SGD 120' },
  ],
  actions: ['approve', 'reject'],
  removed_at: null,
  ...over,
});

const summary = (over: Partial<AdminVenueSummary> = {}): AdminVenueSummary => ({
  _id: V,
  name: 'The Glasshouse',
  slug: 'the-glasshouse',
  country: 'sg',
  city: 'Singapore',
  status: 'for_approval',
  organization_name: 'Bayfront Events',
  owner_email: 'owner@bayfront.test',
  spaces_count: 1,
  photo: photo(1),
  first_submission: true,
  submitted_at: '2031-02-01T08:00:00.000Z',
  updated_at: '2031-02-01T08:00:00.000Z',
  ...over,
});
const COUNTS = { for_approval: 2, published: 40, suspended: 1, rejected: 3, for_deletion: 0 };
const page1: AdminVenueList = { data: [summary(), summary({ _id: ID.other, name: 'Loft Nine', first_submission: false })], page: 1, limit: 20, total: 2, counts: COUNTS };

beforeEach(() => {
  api.current.routes.set('GET /api/v1/admin/country-settings', ok([storefront(), MALAYSIA]));
  api.current.routes.set('GET /api/v1/admin/venues', ok(page1));
  api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review()));
});

describe('the queue', () => {
  // Drawn with antd: Tabs, Select, Input.Search, Table.
  const openQueue = (url = '/sg/venues/management/admin-venue') => renderAt(url, '/:country/venues/management/admin-venue', <VenueQueuePage />);
  const tabs = () => screen.getByRole('navigation', { name: 'Venues by review status' });
  const lastQuery = () => Object.fromEntries(api.current.seen.filter((r) => r.path === '/api/v1/admin/venues').at(-1)!.query);

  test('tabs with counts; the waiting venues with their team and whether it is a first submission', async () => {
    signInAs('member');
    openQueue();
    expect(await within(tabs()).findByRole('tab', { name: 'Waiting for approval (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs()).getByRole('tab', { name: 'Published (40)' })).toBeInTheDocument();
    // Every tab of the contracts, in their order.
    expect(within(tabs()).getAllByRole('tab')).toHaveLength(ADMIN_VENUE_TABS.length);
    expect(document.querySelector('.ant-table')).not.toBeNull();
    const glass = screen.getByRole('row', { name: /The Glasshouse/ });
    expect(within(glass).getByText('First submission')).toBeInTheDocument();
    expect(within(glass).getByText('owner@bayfront.test')).toBeInTheDocument();
    expect(within(glass).getByText('For approval', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Loft Nine/ })).getByText('Changed since approval')).toBeInTheDocument();
    expect(within(glass).getByRole('link', { name: 'Review The Glasshouse' })).toHaveAttribute('href', REVIEW_URL);
    expect(api.current.seen.find((r) => r.path === '/api/v1/admin/venues')?.query.get('status')).toBe('for_approval');
  });

  test('another tab, a storefront and a search are sent as the query', async () => {
    const user = userEvent.setup();
    signInAs('full');
    openQueue('/sg/venues/management/admin-venue?status=suspended&country=my&q=loft&page=2');
    expect(await within(tabs()).findByRole('tab', { name: 'Suspended (1)' })).toHaveAttribute('aria-selected', 'true');
    const q = api.current.seen.find((r) => r.path === '/api/v1/admin/venues')!.query;
    expect(Object.fromEntries(q)).toEqual({ status: 'suspended', country: 'my', q: 'loft', page: '2', limit: '20' });
    await user.click(within(tabs()).getByRole('tab', { name: 'Rejected (3)' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'rejected', country: 'my', q: 'loft', limit: '20', page: '1' }));
    await waitFor(() => expect(api.current.seen.some((r) => r.path === '/api/v1/admin/country-settings' || r.path.includes('storefront'))).toBe(true));
    await pick(user, 'Storefront', 'Singapore');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'rejected', country: 'sg', q: 'loft', limit: '20', page: '1' }));
    const search = screen.getByRole('searchbox', { name: 'Venue name' });
    await user.clear(search);
    // Emptying the box shows every venue again.
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'rejected', country: 'sg', limit: '20', page: '1' }));
    await user.type(search, '  glass {Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'rejected', country: 'sg', q: 'glass', limit: '20', page: '1' }));
  });

  test('pages are addresses that keep the tab and filters; an empty tab says so', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set('GET /api/v1/admin/venues', ok({ ...page1, page: 2, total: 45 }));
    const { unmount } = openQueue('/sg/venues/management/admin-venue?status=published&page=2');
    await screen.findByRole('row', { name: /The Glasshouse/ });
    expect(screen.getByRole('region', { name: 'Published' })).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'published', page: '3', limit: '20' }));
    unmount();
    api.current.routes.set('GET /api/v1/admin/venues', ok({ ...page1, data: [], total: 0 }));
    openQueue();
    expect(await screen.findByText('Nothing waits for approval: every submitted venue has been reviewed.')).toBeInTheDocument();
  });

  test('sales do not review venues', async () => {
    signInAs('sales');
    openQueue();
    expect(await screen.findByText('Your role cannot open the venue review')).toBeInTheDocument();
    expect(api.current.seen.filter((r) => r.path === '/api/v1/admin/venues')).toHaveLength(0);
  });
});

describe('the review page', () => {
  const openReview = () => renderAt(REVIEW_URL, REVIEW_PATH, <VenueReviewPage />);

  test('shows the venue as guests will see it, what changed, the team and the public preview link', async () => {
    signInAs('member');
    openReview();
    expect(screen.getByLabelText('Loading the venue')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' })).toBeInTheDocument();
    expect(screen.getByText('For approval', { selector: '.ant-tag' })).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'What changed since the last approval' });
    expect(within(changes).getByRole('row', { name: /Sky Terrace: hourly price/ })).toHaveTextContent('SGD 100SGD 120');
    // The table scrolls sideways on a narrow screen: the keyboard reaches it.
    expect(changes.querySelector('.ant-table')).not.toBeNull();
    const content = screen.getByRole('region', { name: 'As guests will see it' });
    expect(within(content).getByAltText('Glasshouse photo 2')).toBeInTheDocument();
    for (const text of ['A glass pavilion on the water.', '1 Bayfront Avenue, 018971, Marina Bay, Singapore, SG', 'Parties', 'Weddings', 'Wi-Fi', 'Bar and alcohol licence', /^Moderate: full refund up to 30 days before/]) {
      expect(within(content).getByText(text)).toBeInTheDocument();
    }
    const terrace = within(content).getByRole('listitem', { name: 'Sky Terrace' });
    expect(terrace).toHaveTextContent('Standing 180 · Seated 90 · Banquet 80');
    expect(terrace).toHaveTextContent(/per hour · minimum 3 hours/);
    expect(terrace).toHaveTextContent(/1,500\.00 per day/);
    const team = screen.getByRole('region', { name: 'Team and dates' });
    // antd Descriptions: a row per item, its label and its value.
    const items = within(team).getAllByRole('row');
    expect(items.map((r) => r.querySelector('.ant-descriptions-item-label')?.textContent)).toEqual(['Team', 'Owner', 'Submitted', 'Published', 'Created', 'Last edited']);
    expect(items.map((r) => r.querySelector('.ant-descriptions-item-content')?.textContent)).toEqual(['Bayfront Events', 'owner@bayfront.test', formatDateTime('2031-02-01T08:00:00.000Z'), '—', formatDateTime(VENUE.created_at), formatDateTime(VENUE.updated_at)]);
    expect(screen.getByRole('link', { name: /Open the public preview/ })).toHaveAttribute('href', `/sg/venues/venue_id_draft?venue=${V}`);
    // Approve is the main step; reject is outlined in the error colour, as a destructive one.
    const actions = screen.getByRole('group', { name: 'Review actions' });
    expect(within(actions).getByRole('button', { name: 'Approve' })).toHaveClass('ant-btn-primary');
    const reject = within(actions).getByRole('button', { name: 'Reject' });
    expect(reject).toHaveClass('ant-btn-dangerous', 'ant-btn-variant-outlined');
    expect(reject).not.toHaveClass('ant-btn-primary');
  });

  test('what the venue lacks is said; a rejected venue shows why; nothing to decide', async () => {
    signInAs('full');
    const bare = { ...VENUE, photos: [], description: '', event_types: [], amenities: [], spaces: [] };
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ venue: bare, status: 'rejected', rejection_reason: 'The photos show another venue.', changes: [], actions: [], owner_email: null })));
    openReview();
    expect(await screen.findByText('Why it was rejected')).toBeInTheDocument();
    expect(screen.getByText('The photos show another venue.')).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Nothing that needs a review changed since the last approval.')).toBeInTheDocument();
    const content = screen.getByRole('region', { name: 'As guests will see it' });
    for (const text of ['No photos.', 'No description', 'No published spaces.']) expect(within(content).getByText(text)).toBeInTheDocument();
    expect(within(content).getAllByText('None')).toHaveLength(2);
    expect(screen.getByText('No owner')).toBeInTheDocument();
    expect(screen.getByText('Nothing to decide in this status.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Review actions' })).toBeNull();
  });

  test('a first submission says so', async () => {
    signInAs('full');
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ changes: null })));
    openReview();
    expect(await screen.findByText('First submission:')).toBeInTheDocument();
  });

  test('approve asks first, then posts and reloads', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/approve`, ok(review({ status: 'published', actions: ['suspend'] })));
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const d = await dialog('Approve The Glasshouse?');
    expect(d).toHaveTextContent('The owner is told by e-mail');
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ status: 'published', actions: ['suspend'] })));
    await user.click(within(d).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writes(api.current).map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/v1/admin/venues/${V}/approve`]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ui.snackbar).toMatchObject({ text: 'The Glasshouse is approved and published', color: 'success' });
    // Reloaded: published now; the member may not suspend.
    expect(await screen.findByText('Nothing your role may decide in this status: suspending, restoring and removing are for full administrators.')).toBeInTheDocument();
  });

  test('reject needs a reason (the owner is e-mailed it) and sends it', async () => {
    const user = userEvent.setup();
    signInAs('member');
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/reject`, ok(review({ status: 'rejected', actions: [] })));
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const d = await dialog('Reject The Glasshouse?');
    expect(d).toHaveTextContent('the reason is e-mailed to the owner');
    await user.click(within(d).getByRole('button', { name: 'Reject' }));
    expect(await within(d).findByText('Reason is required')).toBeInTheDocument();
    expect(within(d).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api.current)).toHaveLength(0);
    await pasteInto(user, within(d).getByLabelText('Reason'), 'The photos show another venue.');
    await user.click(within(d).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(writes(api.current).map((r) => [r.path, r.body])).toEqual([[`/api/v1/admin/venues/${V}/reject`, { reason: 'The photos show another venue.' }]]));
  });

  test('a step the venue moved past (409) is said in the dialog', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/approve`, refuse(409, 'CONFLICT', 'The venue is published: it cannot be approved'));
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const d = await dialog('Approve The Glasshouse?');
    await user.click(within(d).getByRole('button', { name: 'Approve' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('The venue is published: it cannot be approved');
  });

  test('a full administrator suspends a published venue with a reason; a member does not see suspend or remove', async () => {
    const user = userEvent.setup();
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ status: 'published', actions: ['suspend'] })));
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/suspend`, ok(review({ status: 'suspended', actions: ['restore'] })));
    signInAs('member');
    const { unmount } = openReview();
    await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    unmount();

    signInAs('full');
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const d = await dialog('Suspend The Glasshouse?');
    expect(d).toHaveTextContent('The owner is e-mailed the reason');
    await pasteInto(user, within(d).getByLabelText('Reason'), 'Guests reported it closed.');
    await user.click(within(d).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(writes(api.current).map((r) => r.body)).toEqual([{ reason: 'Guests reported it closed.' }]));
  });

  test('restore takes an optional reason; remove asks first and goes back to the queue', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ status: 'suspended', suspension_reason: 'Closed for works', actions: ['restore'] })));
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/restore`, ok(review({ status: 'published', actions: ['suspend'] })));
    const { unmount } = openReview();
    expect(await screen.findByText('Closed for works')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(await dialog('Restore The Glasshouse?')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(writes(api.current).map((r) => [r.path, r.body])).toEqual([[`/api/v1/admin/venues/${V}/restore`, {}]]));
    unmount();

    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review({ status: 'for_deletion', actions: ['remove'] })));
    api.current.routes.set(`POST /api/v1/admin/venues/${V}/remove`, ok(review({ status: 'for_deletion', actions: [] })));
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const d = await dialog('Remove The Glasshouse for good?');
    expect(within(d).getByRole('button', { name: 'Remove' })).toHaveClass('ant-btn-dangerous');
    await user.click(within(d).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sg/venues/management/admin-venue');
    expect(writes(api.current).at(-1)?.path).toBe(`/api/v1/admin/venues/${V}/remove`);
  });

  test('an unknown venue answers not found; a failed load offers to try again', async () => {
    signInAs('full');
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, refuse(404, 'NOT_FOUND', 'Venue not found'));
    const { unmount } = openReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the venue review' })).toHaveAttribute('href', '/sg/venues/management/admin-venue');
    unmount();
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, refuse(500, 'INTERNAL', 'Database unavailable'));
    openReview();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    // Trying again loads the venue.
    api.current.routes.set(`GET /api/v1/admin/venues/${V}`, ok(review()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Glasshouse' })).toBeInTheDocument();
  });

  test('sales do not review venues', async () => {
    signInAs('sales');
    openReview();
    expect(await screen.findByText('Your role cannot open the venue review')).toBeInTheDocument();
    expect(api.current.seen.filter((r) => r.path.startsWith('/api/v1/admin/venues'))).toHaveLength(0);
  });
});
