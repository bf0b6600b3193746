import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { EVENT_LIMITS } from '@venues/contracts';
import { renderAt, standInApi, pasteInto } from '@venues/mf-kit/testing';
import NewEnquiryPage from '../pages/NewEnquiryPage';
import { enquiry, venueDetail } from '../test/fixtures';

const api = standInApi();
const VENUE = venueDetail({ _id: '11111111-1111-4111-8111-111111111111', spaces: [] });

beforeEach(() => {
  api.current.routes.set('GET /api/v1/venues/the-loft', () => ({ status: 200, body: { data: VENUE } }));
});

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
