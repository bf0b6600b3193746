/*
 * What a person typed before the page came alive, handed to React.
 *
 * The server draws the public pages (docs/ssr.md) and the browser hydrates them a moment later.
 * A person can type, pick or tick in that moment. React keeps what the element shows but not its
 * own state, so the next render of a controlled field writes the old state back over it: a date
 * typed into "Availability and price" vanished when the start time was picked next. React has the
 * fix behind a flag that our version does not ship (react/react#33129, "replay onChange events if
 * input/textarea/select has changed before hydration"); this does the same once the page has
 * hydrated: every field whose value differs from what React drew gets its change event again.
 *
 * React notices a change by comparing a field with the value it last saw (its value tracker, set
 * through the element's own `value`/`checked` property). So the tracker is first told the drawn
 * value, then the element gets the typed value through the prototype's setter (which the tracker
 * does not see), and the event React listens to is sent: React's onChange runs with the typed value.
 */

const valueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

function replayValue(el: HTMLInputElement | HTMLTextAreaElement): boolean {
  const typed = el.value;
  if (typed === el.defaultValue) return false;
  el.value = el.defaultValue;
  valueSetter(el)?.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

function replayChecked(el: HTMLInputElement): boolean {
  // A radio group changes through the one now checked; a box through itself.
  if (el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)) return false;
  el.checked = !el.checked;
  // click() toggles it back to what the person chose and sends the event React listens to.
  el.click();
  return true;
}

function replaySelect(el: HTMLSelectElement): boolean {
  if ([...el.options].every((o) => o.selected === o.defaultSelected)) return false;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Replays the changes made to the fields under `root` before hydration; returns how many. */
export function keepTypedBeforeHydration(root: ParentNode): number {
  let replayed = 0;
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (el.disabled) continue;
    let changed = false;
    if (el instanceof HTMLSelectElement) changed = replaySelect(el);
    else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) changed = replayChecked(el);
    else if (el instanceof HTMLInputElement && ['file', 'submit', 'reset', 'button', 'image', 'hidden'].includes(el.type)) changed = false;
    else changed = replayValue(el);
    if (changed) replayed += 1;
  }
  return replayed;
}
