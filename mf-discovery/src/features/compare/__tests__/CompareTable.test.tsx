import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CompareTable } from '../CompareTable';
import { amenityRows, cheapestRate, layoutMax } from '../compareRows';
import { detail, space } from '../../../test/fixtures';

// Three venues built here: the table is pure rendering of what it is given.
const glasshouse = detail(); // Sky Terrace 180/90/0/80 and Garden Room (same), SGD 120/h, 1,500/day; wifi, bar, wheelchair
const loft = detail({
  _id: 'loft',
  slug: 'the-loft',
  name: 'The Loft',
  area: 'Tanjong Pagar',
  rating_avg: null,
  rating_count: 0,
  amenities: ['wifi', 'projector'],
  cancellation_policy: 'flexible',
  photos: [],
  photo: null,
  spaces: [
    space({ _id: 's1', capacity: { standing: 40, seated: 24, theatre: 30, banquet: 0 }, pricing: { currency: 'SGD', per_hour: { amount: 90, min_hours: 2 }, per_day: null, packages: [] } }),
    space({ _id: 's2', capacity: { standing: 60, seated: 20, theatre: 50, banquet: 0 }, pricing: { currency: 'SGD', per_hour: { amount: 70, min_hours: 2 }, per_day: null, packages: [] } }),
  ],
});
const hall = detail({
  _id: 'hall',
  slug: 'grand-hall',
  name: 'Grand Hall',
  amenities: ['stage'],
  cancellation_policy: 'strict',
  spaces: [space({ _id: 's3', capacity: { standing: 800, seated: 500, theatre: 600, banquet: 450 }, pricing: { currency: 'SGD', per_hour: null, per_day: { amount: 12000 }, packages: [] } })],
});

function renderTable() {
  render(
    <MemoryRouter>
      <CompareTable venues={[glasshouse, loft, hall]} country="sg" onRemove={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Comparing The Glasshouse, The Loft and Grand Hall' });
}

/** The cells of the row named `label`, one per venue. */
function cells(table: HTMLElement, label: string): string[] {
  const header = within(table).getByRole('rowheader', { name: label });
  return [...header.parentElement!.querySelectorAll('td')].map((td) => td.textContent ?? '');
}

test('the capacity per layout is the most any space takes; prices are the cheapest rates; amenities any venue has', () => {
  expect(layoutMax(loft, 'standing')).toBe(60);
  expect(layoutMax(loft, 'seated')).toBe(24);
  expect(layoutMax(loft, 'banquet')).toBe(0);
  expect(cheapestRate(loft, 'hour')).toEqual({ amount: 70, currency: 'SGD' });
  expect(cheapestRate(loft, 'day')).toBeNull();
  expect(amenityRows([glasshouse, loft, hall]).map((a) => a.value)).toEqual(['wifi', 'projector', 'stage', 'bar', 'wheelchair-access']);
});

test('one column per venue with its photo, name and link, and a row per fact', () => {
  const table = renderTable();
  const heads = within(table).getAllByRole('columnheader');
  expect(heads.map((h) => within(h).getByRole('link').textContent)).toEqual(['The Glasshouse', 'The Loft', 'Grand Hall']);
  expect(within(heads[0]!).getByRole('link')).toHaveAttribute('href', '/sg/venues/the-glasshouse');
  expect(heads[0]!.querySelector('img')).toHaveAttribute('src', '/media/demo/photo-1.svg');
  expect(heads[1]!.querySelector('img')).toBeNull(); // no photo: a plain box
  expect(within(heads[2]!).getByRole('button', { name: 'Remove Grand Hall from the comparison' })).toBeInTheDocument();

  expect(cells(table, 'Place')).toEqual(['Marina Bay, Singapore', 'Tanjong Pagar, Singapore', 'Marina Bay, Singapore']);
  expect(cells(table, 'Rating')).toEqual(['★ 4.6 (23)Rated 4.6 out of 5 from 23 reviews', 'New', '★ 4.6 (23)Rated 4.6 out of 5 from 23 reviews']);
  expect(cells(table, 'Spaces')).toEqual(['2', '2', '1']);
  expect(cells(table, 'Standing')).toEqual(['180', '60', '800']);
  expect(cells(table, 'Seated')).toEqual(['90', '24', '500']);
  expect(cells(table, 'Theatre')).toEqual(['—No', '50', '600']);
  expect(cells(table, 'Banquet')).toEqual(['80', '—No', '450']);
  expect(cells(table, 'Per hour')).toEqual(['SGD 120', 'SGD 70', '—No'].map((s) => s.replace(' ', '\u00a0')));
  expect(cells(table, 'Per day')).toEqual(['SGD 1,500', '—No', 'SGD 12,000'].map((s) => s.replace(' ', '\u00a0')));
  expect(cells(table, 'Wi-Fi')).toEqual(['✓Yes', '✓Yes', '—No']);
  expect(cells(table, 'Stage')).toEqual(['—No', '—No', '✓Yes']);
  expect(within(table).queryByRole('rowheader', { name: 'Parking' })).toBeNull(); // nobody has it
  expect(cells(table, 'Cancellation policy')).toEqual(['ModerateFull refund 30 days or more before', 'FlexibleFull refund 7 days or more before', 'StrictFull refund 90 days or more before']);
  expect(within(table).getByRole('link', { name: /^View venue\W+The Loft$/ })).toHaveAttribute('href', '/sg/venues/the-loft');
});

test('the table scrolls inside a named, focusable region (phones)', () => {
  renderTable();
  const region = screen.getByRole('region', { name: 'Comparing The Glasshouse, The Loft and Grand Hall' });
  expect(region).toHaveAttribute('tabindex', '0');
});
