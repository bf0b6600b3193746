import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldErrors, toApiError } from '@venues/api-client';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };
/**
 * Saves what is typed now; true when nothing is left unsaved. `complete` (the wizard's "Save and
 * continue", VenueSectionForm) also asks that the step's required fields be filled in.
 */
export type Flush = (options?: { focus?: boolean; complete?: boolean }) => Promise<boolean>;

/** Whether two form values (text, numbers, booleans, null, arrays and plain objects of them) are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The top-level fields whose value differs from what was last saved (arrays and objects whole).
 * Compared by value rather than read from react-hook-form's dirtyFields, which keeps a field set
 * with setValue (the opening hours) marked after it was saved.
 */
export function changedValues<T extends FieldValues>(values: T, saved: Partial<T> | undefined): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) if (!sameValue(values[key], saved?.[key])) out[key] = values[key];
  return out;
}

interface Focusable {
  focus: () => void;
}

/**
 * The first field with an error, in the page's order (the errors' order is the rules' order). A
 * field bound by Controller/FormField (the antd controls) holds react-hook-form's focus wrapper, not
 * an element: its place in the page is found by the input's name.
 */
export function firstInvalidElement(errors: FieldErrors): Focusable | null {
  const found: { el: HTMLElement | undefined; target: Focusable }[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const ref = (node as { ref?: unknown }).ref;
    if (typeof (node as { type?: unknown }).type === 'string' && ref instanceof HTMLElement) found.push({ el: ref, target: ref });
    else if (typeof (node as { type?: unknown }).type === 'string' && ref && typeof (ref as Partial<Focusable>).focus === 'function') {
      found.push({ el: document.getElementsByName(path)[0], target: ref as Focusable });
    } else for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  // Those without an element in the page (no name on the input) come last, in the rules' order.
  const placed = found.filter((f) => f.el?.isConnected);
  placed.sort((a, b) => (a.el!.compareDocumentPosition(b.el!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = placed[0] ?? found.find((f) => !f.el);
  return first?.target ?? null;
}

/**
 * Saves a form as the owner types (docs/owner-venues.md "Saved as you go"): 800 ms after the last
 * change, when the form is valid, only the changed fields are sent. The server's field errors land
 * on their fields; `flush` saves at once (the wizard's Next, leaving a section), and with `focus`
 * takes the owner to the first field in the way. Saving by itself never moves the focus: the owner
 * may be typing elsewhere (give the form `shouldFocusError: false`).
 */
export function useAutosave<T extends FieldValues>(form: UseFormReturn<T, unknown, T>, save: (changed: Partial<T>) => Promise<T>, delayMs = 800) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  // Read during render: react-hook-form only tracks the parts of formState a render reads, so a
  // first change read later from an effect would still look clean.
  const { isDirty } = form.formState;
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const values = useWatch({ control: form.control });
  const key = JSON.stringify(values);
  const saveRef = useRef(save);
  saveRef.current = save;

  // One save at a time: a flush asked while one is on its way (the timer's, then "Save and
  // continue") waits for it and then sends only what is still unsaved, never the same change twice.
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  // What the last save stored. A save answered after the page was left (the owner moved on with it
  // on its way) still resets the form, but the form's default values are no longer updated then:
  // the flush of leaving would send the same change again without this.
  const stored = useRef<Partial<T>>({});
  const { defaultValues } = form.formState;
  useEffect(() => {
    stored.current = {};
  }, [defaultValues]);
  const saveNow = useCallback(
    (focus: boolean) =>
      new Promise<boolean>((resolve) => {
        void form.handleSubmit(
          async (all) => {
            const changed = changedValues(all, { ...(form.formState.defaultValues as Partial<T> | undefined), ...stored.current } as Partial<T>);
            if (Object.keys(changed).length === 0) return resolve(true);
            setState({ status: 'saving' });
            try {
              const answer = await saveRef.current(changed);
              // What the server stored becomes the saved state; the values on screen stay as they
              // are, with whatever was typed during the save (replacing them would redraw a list
              // of packages and lose the focus of the one being typed in).
              form.reset(answer, { keepValues: true });
              stored.current = answer as Partial<T>;
              setState({ status: 'saved' });
              resolve(true);
            } catch (e) {
              const fields = Object.entries(fieldErrors(e));
              for (const [name, message] of fields) form.setError(name as Path<T>, { type: 'server', message });
              if (focus) firstInvalidElement(form.formState.errors)?.focus();
              // A refusal about a field this form does not hold (another section's) is told here.
              const elsewhere = fields.filter(([name]) => form.getValues(name as Path<T>) === undefined).map(([, message]) => message);
              const message = fields.length ? ['Check the highlighted fields.', ...elsewhere].join(' ') : toApiError(e).message;
              setState({ status: 'error', message });
              resolve(false);
            }
          },
          (errors) => {
            setState({ status: 'error', message: 'Check the highlighted fields: they are not saved yet.' });
            if (focus) firstInvalidElement(errors)?.focus();
            resolve(false);
          },
        )();
      }),
    [form],
  );
  const flush: Flush = useCallback(
    ({ focus = false } = {}) => {
      const next = queue.current.then(() => saveNow(focus));
      queue.current = next;
      return next;
    },
    [saveNow],
  );

  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
    // The values (as text) are what starts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isDirty]);

  // Leaving the page (a link, another section) saves what is still waiting for its timer.
  useEffect(() => () => void (dirtyRef.current && flush()), [flush]);

  // Closing the tab or reloading with unsaved edits: the browser asks first.
  const pending = isDirty || state.status === 'saving' || state.status === 'error';
  useEffect(() => {
    if (!pending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return { state, flush };
}
