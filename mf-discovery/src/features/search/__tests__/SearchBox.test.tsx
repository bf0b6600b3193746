import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../SearchBox';
import { renderAt } from '@venues/mf-kit/testing';

test('submitting the search box navigates to the venue search with the chosen criteria', async () => {
  const user = userEvent.setup();
  renderAt('/ph', '/:country', <SearchBox country="ph" cities={['Makati']} />);

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
  renderAt('/sg', '/:country', <SearchBox country="sg" />);
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
