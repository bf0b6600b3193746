import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { VenuePlace } from '@venues/contracts';
import { PlaceCombobox } from '../PlaceCombobox';

const PLACES: VenuePlace[] = [
  { kind: 'area', name: 'Marina Bay', city: 'Singapore', count: 12 },
  { kind: 'city', name: 'Marina City', city: 'Marina City', count: 1 },
];

function Harness({ find, onSubmit }: { find: (country: string, q: string) => Promise<VenuePlace[]>; onSubmit: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="where">Where</label>
      <PlaceCombobox id="where" country="sg" value={value} onChange={setValue} find={find} />
    </form>
  );
}

async function typed(text: string) {
  const find = jest.fn(async (_country: string, q: string) => (q.toLowerCase().startsWith('mar') ? PLACES : []));
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<Harness find={find} onSubmit={onSubmit} />);
  const input = screen.getByRole('combobox', { name: 'Where' });
  await user.type(input, text);
  // The suggestions come after a short pause in typing.
  await screen.findByRole('option', { name: /Marina Bay/ });
  return { user, input, find, onSubmit };
}

test('typing shows the matching places with their counts, in a listbox the field controls', async () => {
  const { input, find } = await typed('marina');
  expect(find).toHaveBeenLastCalledWith('sg', 'marina');
  const list = screen.getByRole('listbox', { name: 'Places' });
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveAttribute('aria-controls', list.id);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Marina BaySingapore · 12 venues', 'Marina City1 venue']);
});

test('arrow keys move the active option (wrapping round), Enter takes it without submitting', async () => {
  const { user, input, onSubmit } = await typed('mar');
  await user.keyboard('{ArrowDown}');
  const [bay, city] = screen.getAllByRole('option');
  expect(input).toHaveAttribute('aria-activedescendant', bay!.id);
  expect(bay).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', city!.id);
  await user.keyboard('{ArrowDown}');
  // Past the last: back in the field, no option active.
  expect(input).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute('aria-activedescendant', city!.id);
  await user.keyboard('{ArrowUp}{Enter}');
  expect(input).toHaveValue('Marina Bay');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(onSubmit).not.toHaveBeenCalled();
  // With the list closed, Enter submits the form.
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('Marina Bay');
});

test('Escape closes the list and keeps the text; Enter then submits it as typed', async () => {
  const { user, input, onSubmit } = await typed('marina');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  expect(input).toHaveValue('marina');
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('marina');
});

test('a click on a suggestion takes it; nothing is asked for under two letters', async () => {
  const { user, input } = await typed('marina');
  await user.click(screen.getByRole('option', { name: /Marina Bay/ }));
  expect(input).toHaveValue('Marina Bay');
  const find = jest.fn(async () => PLACES);
  render(<Harness find={find} onSubmit={jest.fn()} />);
  await user.type(screen.getAllByRole('combobox')[1]!, 'm');
  await act(() => new Promise((r) => setTimeout(r, 300)));
  expect(find).not.toHaveBeenCalled();
});
