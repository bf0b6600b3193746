import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HYDRATING_ATTR } from '@venues/contracts';
import { HydrationDone } from '../hydration/HydrationDone';
import { remoteContainer, takeServerRendered } from '../domElement';

// What a person types into a server-drawn page before it hydrates survives: React's state takes it
// (the next render used to write the old value back), and the container's hydrating mark goes.

function Form({ done }: { done: boolean }) {
  const [date, setDate] = useState('');
  const [start, setStart] = useState('18:00');
  const [guests, setGuests] = useState('');
  const [instant, setInstant] = useState(false);
  const [note, setNote] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input aria-label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <select aria-label="Start" value={start} onChange={(e) => setStart(e.target.value)}>
        <option>09:00</option>
        <option>18:00</option>
      </select>
      <input aria-label="Guests" type="number" value={guests} onChange={(e) => setGuests(e.target.value)} />
      <input aria-label="Instant" type="checkbox" checked={instant} onChange={(e) => setInstant(e.target.checked)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{JSON.stringify({ date, start, guests, instant, note })}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      {done && <HydrationDone remote="mf-test" />}
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Draws the form on the "server", lets `typeBefore` act on that HTML, then hydrates it. */
async function hydrateAfter(typeBefore: (el: HTMLElement) => void, done = true): Promise<HTMLElement> {
  document.body.innerHTML = '<main id="remote-slot"></main>';
  const container = remoteContainer('mf-test');
  container.innerHTML = renderToString(<Form done={done} />);
  container.setAttribute('data-server-rendered', '');
  expect(takeServerRendered(container)).toBe(true);
  typeBefore(container);
  await act(async () => {
    root = hydrateRoot(container, <Form done={done} />);
  });
  return container;
}

const field = <T extends Element>(el: HTMLElement, label: string) => el.querySelector<T & HTMLElement>(`[aria-label="${label}"]`)!;
const state = (el: HTMLElement) => JSON.parse(el.querySelector('output')!.textContent!) as Record<string, unknown>;

function typeEverything(el: HTMLElement) {
  field<HTMLInputElement>(el, 'Date').value = '2027-01-12';
  field<HTMLSelectElement>(el, 'Start').value = '09:00';
  field<HTMLInputElement>(el, 'Guests').value = '12';
  field<HTMLInputElement>(el, 'Instant').checked = true;
  field<HTMLTextAreaElement>(el, 'Note').value = 'A quiet room';
}

test('the fields typed before hydration reach the state and survive the next render; the mark goes', async () => {
  const el = await hydrateAfter(typeEverything);
  expect(state(el)).toEqual({ date: '2027-01-12', start: '09:00', guests: '12', instant: true, note: 'A quiet room' });
  await act(async () => el.querySelector('button')!.click());
  expect(field<HTMLInputElement>(el, 'Date').value).toBe('2027-01-12');
  expect(field<HTMLInputElement>(el, 'Instant').checked).toBe(true);
  expect(el.hasAttribute(HYDRATING_ATTR)).toBe(false);
});

test('without it, React writes the old state back on the next render (the bug it fixes)', async () => {
  const el = await hydrateAfter(typeEverything, false);
  expect(state(el).date).toBe('');
  await act(async () => el.querySelector('button')!.click());
  expect(field<HTMLInputElement>(el, 'Date').value).toBe('');
});

test('untouched fields send nothing', async () => {
  const el = await hydrateAfter(() => undefined);
  expect(state(el)).toEqual({ date: '', start: '18:00', guests: '', instant: false, note: '' });
  expect(el.hasAttribute(HYDRATING_ATTR)).toBe(false);
});
