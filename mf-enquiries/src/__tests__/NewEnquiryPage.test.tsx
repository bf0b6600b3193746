import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { EVENT_LIMITS } from '@venues/contracts';
import { renderAt, standInApi, pasteInto, testUser } from '@venues/mf-kit/testing';
import { session } from '@venues/session';
import { keepEnquiryDraft, readEnquiryDraft } from '@venues/session/enquiry-draft';
import NewEnquiryPage from '../pages/NewEnquiryPage';
import { enquiry, venueDetail } from '../test/fixtures';

const api = standInApi();
const VENUE = venueDetail({ _id: '11111111-1111-4111-8111-111111111111', spaces: [] });

beforeEach(() => {
  api.current.routes.set('GET /api/v1/venues/the-loft', () => ({ status: 200, body: { data: VENUE } }));
  localStorage.clear();
});
afterEach(() => act(() => session.clear()));
const signIn = () => act(() => session.setUser(testUser({ _id: 'u1', role: ['USER'], assigned_roles: 'NO_ROLES_ASSIGNED' })));
const posts = () => api.current.seen.filter((r) => r.method === 'POST');

const open = () => renderAt('/sg/enquiries/new?venue=the-loft&date=2027-03-02&guests=40', '/:country/enquiries/new', <NewEnquiryPage />);

test('the search’s date and guests fill the form; a time that ends before it starts is refused before sending', async () => {
  const user = userEvent.setup();
  open();
  expect(await screen.findByRole('heading', { name: 'Enquire about The Loft' })).toBeInTheDocument();
  expect(screen.getByLabelText('Date')).toHaveValue('2027-03-02');
  expect(screen.getByLabelText('Guests')).toHaveValue('40');
  expect(screen.getByLabelText('Date').closest('.ant-picker')).not.toBeNull();
  expect(screen.getByLabelText('To').closest('.ant-picker')).not.toBeNull();
  expect(screen.getByLabelText('Guests').closest('.ant-input-number')).not.toBeNull();
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), '08:00{Enter}');
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  expect(await screen.findByText('End time must be after the start time')).toBeInTheDocument();
  expect(screen.getByText('Choose an event type')).toBeInTheDocument();
  expect(api.current.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('the date picker offers the days from today to the booking horizon, in the venue’s time zone', async () => {
  const user = userEvent.setup();
  renderAt('/sg/enquiries/new?venue=the-loft', '/:country/enquiries/new', <NewEnquiryPage />);
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  const today = DateTime.now().setZone(VENUE.time_zone);
  await user.click(screen.getByLabelText('Date'));
  const cell = (d: DateTime) => document.querySelector(`td[title="${d.toISODate()}"]`);
  await waitFor(() => expect(cell(today)).not.toBeNull());
  expect(cell(today)).not.toHaveClass('ant-picker-cell-disabled');
  expect(cell(today.minus({ days: 1 }))).toHaveClass('ant-picker-cell-disabled');
  // The last day: typed in, it is taken; the day after is not.
  const last = today.plus({ days: EVENT_LIMITS.maxDaysAhead });
  await user.clear(screen.getByLabelText('Date'));
  await user.type(screen.getByLabelText('Date'), `${last.toISODate()}{Enter}`);
  await waitFor(() => expect(cell(last)).not.toBeNull());
  expect(cell(last)).not.toHaveClass('ant-picker-cell-disabled');
  expect(cell(last.plus({ days: 1 }))).toHaveClass('ant-picker-cell-disabled');
});

test('the venue page’s availability check fills the times too; a bad time is left out', async () => {
  renderAt('/sg/enquiries/new?venue=the-loft&date=2027-03-02&start=09:30&end=13:30&guests=12', '/:country/enquiries/new', <NewEnquiryPage />);
  expect(await screen.findByRole('heading', { name: 'Enquire about The Loft' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('09:30');
  expect(screen.getByLabelText('To')).toHaveValue('13:30');
  expect(screen.getByLabelText('Guests')).toHaveValue('12');
});

test('a time in the link that is not HH:MM keeps the form’s default', async () => {
  renderAt('/sg/enquiries/new?venue=the-loft&start=9am', '/:country/enquiries/new', <NewEnquiryPage />);
  expect(await screen.findByRole('heading', { name: 'Enquire about The Loft' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('18:00');
});

test('the server’s answer lands: a field error under its field, success opens the conversation', async () => {
  const user = userEvent.setup();
  signIn();
  api.current.routes.set('POST /api/v1/enquiries', () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'event_date: Choose a date from today on', details: { fields: [{ field: 'event_date', message: 'Choose a date from today on' }] } } },
  }));
  open();
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  await user.click(screen.getByRole('combobox', { name: 'Type of event' }));
  await user.click(await screen.findByTitle('Meetings'));
  await pasteInto(user, screen.getByLabelText('Message'), 'Is it free?');
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  expect(await screen.findByText('Choose a date from today on')).toBeInTheDocument();
  expect(api.current.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ venue_id: VENUE._id, event_type: 'meetings', event_date: '2027-03-02', guests: 40, message: 'Is it free?' });

  api.current.routes.set('POST /api/v1/enquiries', () => ({ status: 201, body: { data: enquiry({ _id: '22222222-2222-4222-8222-222222222222' }) } }));
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/enquiries/22222222-2222-4222-8222-222222222222'));
});

// Enquiring before signing up (docs/adr/0114-enquiring-before-signing-up.md).

const KEPT = { event_type: 'weddings', event_date: '2027-03-02', start_time: '18:00', end_time: '22:00', guests: 40, message: 'A dinner for 40' };

test('“Type of event” selects by typing: “wed” and Enter picks Weddings', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  const picker = screen.getByRole('combobox', { name: 'Type of event' });
  await user.click(picker);
  await user.keyboard('wed');
  // Only the matching types are offered.
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  // rc-select reads the legacy `which`, which jsdom leaves 0 for user-event's keys (a browser sets it: the e2e journey types it).
  fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  await waitFor(() => expect(picker.closest('.ant-select')).toHaveTextContent('Weddings'));
  // It is the field's value: the form goes on without "Choose an event type".
  await pasteInto(user, screen.getByLabelText('Message'), 'A dinner for 40');
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  await waitFor(() => expect(readEnquiryDraft('the-loft')?.values.event_type).toBe('weddings'));
});

test('signed out: “Send enquiry” keeps it on the device, sends nothing, and leads to a customer’s sign-up', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  expect(screen.getByText(/your enquiry waits on this device/)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Type of event' }));
  await user.click(await screen.findByTitle('Weddings'));
  await pasteInto(user, screen.getByLabelText('Message'), 'A dinner for 40');
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/signup/user?returnTo='));
  const to = new URL(screen.getByTestId('location').textContent!, 'http://x');
  expect(to.searchParams.get('returnTo')).toBe('/sg/enquiries/new?venue=the-loft&send=kept');
  expect(to.searchParams.get('reason')).toBe('enquiry');
  expect(readEnquiryDraft('the-loft')).toMatchObject({ venue: 'the-loft', venueName: 'The Loft', values: { ...KEPT, message: 'A dinner for 40' } });
  expect(posts()).toHaveLength(0);
});

test('signed out, a rule broken: nothing is kept, the field says why', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  await user.click(screen.getByRole('button', { name: /Send enquiry$/ }));
  expect(await screen.findByText('Choose an event type')).toBeInTheDocument();
  expect(readEnquiryDraft('the-loft')).toBeNull();
  expect(screen.queryByTestId('location')).toBeNull();
});

test('back signed in with &send=kept: the kept enquiry is sent once and its conversation opens', async () => {
  keepEnquiryDraft({ venue: 'the-loft', venueName: 'The Loft', values: KEPT });
  api.current.routes.set('POST /api/v1/enquiries', () => ({ status: 201, body: { data: enquiry({ _id: '33333333-3333-4333-8333-333333333333' }) } }));
  signIn();
  renderAt('/sg/enquiries/new?venue=the-loft&send=kept', '/:country/enquiries/new', <NewEnquiryPage />);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sg/enquiries/33333333-3333-4333-8333-333333333333'));
  expect(posts()).toHaveLength(1);
  expect(posts()[0]!.body).toEqual({ venue_id: VENUE._id, ...KEPT });
  expect(readEnquiryDraft('the-loft')).toBeNull();
});

test('back signed in, the server refuses the kept enquiry: the form shows it filled, with the reason, and keeps it', async () => {
  keepEnquiryDraft({ venue: 'the-loft', venueName: 'The Loft', values: KEPT });
  api.current.routes.set('POST /api/v1/enquiries', () => ({
    status: 400,
    body: { error: { code: 'VALIDATION_ERROR', message: 'event_date: Choose a date from today on', details: { fields: [{ field: 'event_date', message: 'Choose a date from today on' }] } } },
  }));
  signIn();
  renderAt('/sg/enquiries/new?venue=the-loft&send=kept', '/:country/enquiries/new', <NewEnquiryPage />);
  expect(await screen.findByText('Choose a date from today on')).toBeInTheDocument();
  expect(screen.getByLabelText('Guests')).toHaveValue('40');
  expect(screen.getByLabelText('Message')).toHaveValue('A dinner for 40');
  expect(posts()).toHaveLength(1);
  expect(readEnquiryDraft('the-loft')?.values).toEqual(KEPT);
});

test('signed in without &send=kept, a kept enquiry only fills the form: nothing is sent unasked', async () => {
  keepEnquiryDraft({ venue: 'the-loft', venueName: 'The Loft', values: KEPT });
  signIn();
  renderAt('/sg/enquiries/new?venue=the-loft', '/:country/enquiries/new', <NewEnquiryPage />);
  await screen.findByRole('heading', { name: 'Enquire about The Loft' });
  expect(screen.getByLabelText('Message')).toHaveValue('A dinner for 40');
  expect(posts()).toHaveLength(0);
});

test('a folder’s enquiry still asks a visitor to sign in first', async () => {
  renderAt('/sg/enquiries/new?folder=f1', '/:country/enquiries/new', <NewEnquiryPage />);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/login?returnTo=${encodeURIComponent('/sg/enquiries/new?folder=f1')}&reason=enquiry`));
});

test('the compare page’s list (?venues=) asks a visitor to sign in first', async () => {
  const OTHER = venueDetail({ _id: '33333333-3333-4333-8333-333333333333', slug: 'the-barn', name: 'The Barn', spaces: [] });
  api.current.routes.set('GET /api/v1/venues/the-barn', () => ({ status: 200, body: { data: OTHER } }));
  api.current.routes.set('POST /api/v1/enquiries/bulk', () => ({ status: 201, body: { data: { bulk_id: 'b1', enquiries: [], skipped: [] } } }));
  renderAt('/sg/enquiries/new?venues=the-loft,the-barn', '/:country/enquiries/new', <NewEnquiryPage />);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/sg/login?returnTo=${encodeURIComponent('/sg/enquiries/new?venues=the-loft,the-barn')}&reason=enquiry`.replace('%2C', '%252C')));
});

test('signed in, the compare page’s list sends one enquiry to each venue', async () => {
  const user = userEvent.setup();
  signIn();
  const OTHER = venueDetail({ _id: '33333333-3333-4333-8333-333333333333', slug: 'the-barn', name: 'The Barn', spaces: [] });
  api.current.routes.set('GET /api/v1/venues/the-barn', () => ({ status: 200, body: { data: OTHER } }));
  api.current.routes.set('POST /api/v1/enquiries/bulk', () => ({ status: 201, body: { data: { bulk_id: 'b1', enquiries: [], skipped: [] } } }));
  renderAt('/sg/enquiries/new?venues=the-loft,the-barn&date=2027-03-02', '/:country/enquiries/new', <NewEnquiryPage />);
  expect(await screen.findByRole('heading', { name: 'Enquire about 2 venues' })).toBeInTheDocument();
  expect(screen.getByText(/Each of these 2 venues gets its own conversation: The Loft, The Barn\./)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Type of event' }));
  await user.click(await screen.findByTitle('Meetings'));
  await pasteInto(user, screen.getByLabelText('Message'), 'Are you free?');
  await user.click(screen.getByRole('button', { name: /Send to all$/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg\/enquiries$/));
  expect(posts().map((r) => r.path)).toEqual(['/api/v1/enquiries/bulk']);
  expect(posts()[0]!.body).toMatchObject({ venue_ids: [VENUE._id, OTHER._id], event_type: 'meetings', event_date: '2027-03-02', message: 'Are you free?' });
  expect(posts()[0]!.body).not.toHaveProperty('folder_id');
});
