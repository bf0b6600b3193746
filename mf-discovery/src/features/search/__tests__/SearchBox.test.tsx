import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../SearchBox';
import { renderAt } from '@venues/mf-kit/testing';
import type { VenuePlace } from '@venues/contracts';

const MARINA: VenuePlace = { kind: 'area', name: 'Marina Bay', city: 'Singapore', count: 12 };
/** The server's place matching stands here: "marnia" (a typo) finds Marina Bay, "Orchard" nothing. */
const find = jest.fn(async (_country: string, q: string) => (/^mar/i.test(q) ? [MARINA] : []));

test('submitting the search box navigates to the venue search with the chosen criteria', async () => {
  const user = userEvent.setup();
  renderAt('/ph', '/:country', <SearchBox country="ph" findPlaces={find} />);

  await user.selectOptions(screen.getByLabelText('What'), 'weddings');
  await user.type(screen.getByLabelText('Where'), 'Tagaytay');
  await user.type(screen.getByLabelText('Guests'), '150');
  // Native date inputs take the ISO value.
  await user.type(screen.getByLabelText('Date'), '2027-02-20');
  await user.click(screen.getByRole('button', { name: 'Search venues' }));

  expect(screen.getByTestId('location')).toHaveTextContent('/ph/venues?city=Tagaytay&event_type=weddings&guests=150&date=2027-02-20');
});

test('pressing Enter in a field submits, and empty fields are left out', async () => {
  const user = userEvent.setup();
  renderAt('/sg', '/:country', <SearchBox country="sg" findPlaces={find} />);
  await user.type(screen.getByLabelText('Where'), 'Orchard{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg\/venues\?city=Orchard$/);
});

test('the search is a labelled search landmark with every event type', () => {
  renderAt('/sg', '/:country', <SearchBox country="sg" />);
  const form = screen.getByRole('search', { name: 'Find a venue' });
  expect(form).toBeInTheDocument();
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(expect.arrayContaining(['Meetings', 'Parties', 'Corporate events', 'Conferences', 'Workshops', 'Weddings']));
});

test('"Where" suggests places as the search page does, and a typo searches the place it stands for', async () => {
  const user = userEvent.setup();
  renderAt('/sg', '/:country', <SearchBox country="sg" findPlaces={find} />);
  const where = screen.getByRole('combobox', { name: 'Where' });
  await user.type(where, 'marnia');
  // The same suggestions as the search page's filters (PlaceCombobox), from the server's matching.
  expect(await screen.findByRole('option', { name: /Marina Bay/ })).toBeInTheDocument();
  expect(find).toHaveBeenLastCalledWith('sg', 'marnia');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/sg\/venues\?city=Marina(\+|%20)Bay$/);
});

test('the search button also searches the matched place', async () => {
  const user = userEvent.setup();
  renderAt('/sg', '/:country', <SearchBox country="sg" findPlaces={find} />);
  const where = screen.getByRole('combobox', { name: 'Where' });
  await user.type(where, 'marnia');
  await screen.findByRole('option', { name: /Marina Bay/ });
  await user.click(screen.getByRole('button', { name: 'Search venues' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/city=Marina(\+|%20)Bay$/);
});

test('free text stays when no place matches it', async () => {
  const user = userEvent.setup();
  renderAt('/sg', '/:country', <SearchBox country="sg" findPlaces={find} />);
  await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Tanjong Pagar');
  // No suggestion comes for a place the server does not know: the typed text is searched.
  await new Promise((r) => setTimeout(r, 250));
  expect(screen.queryByRole('option', { name: /Marina/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Search venues' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/city=Tanjong(\+|%20)Pagar$/);
});
