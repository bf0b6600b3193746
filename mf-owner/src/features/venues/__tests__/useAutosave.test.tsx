import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { changedValues, useAutosave } from '../useAutosave';
import { SaveStatus } from '../SaveStatus';

// The owner's forms save as they are typed in: a first single change is saved too (react-hook-form
// only tracks the formState a render reads), leaving the page saves what waits for its timer, and
// closing the tab with unsaved edits asks first.

interface Values {
  name: string;
}

function NameForm({ save, delayMs = 50 }: { save: (v: Partial<Values>) => Promise<Values>; delayMs?: number }) {
  const form = useForm<Values, unknown, Values>({ defaultValues: { name: 'Loft' } });
  const { state, flush } = useAutosave(form, save, delayMs);
  return (
    <form>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <button type="button" onClick={() => void flush()}>
        Save now
      </button>
      <SaveStatus state={state} />
    </form>
  );
}

test('a single change is saved after the pause, with only the changed field', async () => {
  const save = jest.fn(async (v: Partial<Values>) => ({ name: v.name ?? '' }));
  render(<NameForm save={save} />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Loft Two' } });
  await screen.findByText('All changes saved');
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith({ name: 'Loft Two' });
});

test('leaving before the pause ends still saves the change', async () => {
  const save = jest.fn(async (v: Partial<Values>) => ({ name: v.name ?? '' }));
  const view = render(<NameForm save={save} delayMs={10_000} />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Roof' } });
  view.unmount();
  await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Roof' }));
});

test('closing the tab with unsaved edits asks first, and not once they are saved', async () => {
  let finish: (v: Values) => void = () => undefined;
  const save = jest.fn(() => new Promise<Values>((resolve) => (finish = resolve)));
  render(<NameForm save={save} />);
  const unload = () => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };
  expect(unload()).toBe(false);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Garden' } });
  expect(unload()).toBe(true);
  await waitFor(() => expect(save).toHaveBeenCalled());
  await act(async () => finish({ name: 'Garden' }));
  await screen.findByText('All changes saved');
  expect(unload()).toBe(false);
});

test('what is typed during a save stays on screen and is saved next', async () => {
  const finish: ((v: Values) => void)[] = [];
  const save = jest.fn((v: Partial<Values>) => new Promise<Values>((resolve) => finish.push(() => resolve({ name: v.name ?? '' }))));
  render(<NameForm save={save} />);
  const input = screen.getByLabelText('Name');
  fireEvent.change(input, { target: { value: 'Loft Two' } });
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  fireEvent.change(input, { target: { value: 'Loft Two Three' } });
  await act(async () => finish[0]!({ name: 'Loft Two' }));
  expect(input).toHaveValue('Loft Two Three');
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  expect(save).toHaveBeenLastCalledWith({ name: 'Loft Two Three' });
  await act(async () => finish[1]!({ name: 'Loft Two Three' }));
  await screen.findByText('All changes saved');
});

test('“Save now” while the timer’s save is on its way waits for it and does not send the change again', async () => {
  const finish: ((v: Values) => void)[] = [];
  const save = jest.fn((v: Partial<Values>) => new Promise<Values>((resolve) => finish.push(() => resolve({ name: v.name ?? '' }))));
  render(<NameForm save={save} />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Loft Two' } });
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  fireEvent.click(screen.getByRole('button', { name: 'Save now' }));
  // Without the queue the second flush compares with the state before the first save and sends it again.
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(save).toHaveBeenCalledTimes(1);
  await act(async () => finish[0]!({ name: 'Loft Two' }));
  await screen.findByText('All changes saved');
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(save).toHaveBeenCalledTimes(1);
});

test('changedValues compares with what was saved, whole objects and lists by value', () => {
  type V = { a: string; b: number[]; c: { d: number | null } };
  expect(changedValues<V>({ a: 'x', b: [1, 2], c: { d: null } }, { a: 'x', b: [1, 2], c: { d: null } })).toEqual({});
  expect(changedValues<V>({ a: 'x', b: [2, 1], c: { d: 1 } }, { a: 'x', b: [1, 2], c: { d: null } })).toEqual({ b: [2, 1], c: { d: 1 } });
});
