import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldErrors, toApiError } from '@venues/api-client';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

/** The values of the fields the user changed (react-hook-form's dirtyFields; arrays and objects whole). */
export function changedValues<T extends FieldValues>(values: T, dirty: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(dirty) as (keyof T)[]) if (dirty[key]) out[key] = values[key];
  return out;
}

/**
 * Saves a form as the owner types (docs/owner-venues.md "Saved as you go"): 800 ms after the last
 * change, when the form is valid, only the changed fields are sent. The server's field errors land
 * on their fields; `flush` saves at once (the wizard's Next, leaving a section).
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

  const flush = useCallback(
    (): Promise<boolean> =>
      new Promise((resolve) => {
        void form.handleSubmit(
          async (all) => {
            const changed = changedValues(all, form.formState.dirtyFields as Partial<Record<keyof T, unknown>>);
            if (Object.keys(changed).length === 0) return resolve(true);
            setState({ status: 'saving' });
            try {
              const stored = await saveRef.current(changed);
              // What the server stored becomes the new clean state; what was typed meanwhile stays.
              form.reset(stored, { keepDirtyValues: true });
              setState({ status: 'saved' });
              resolve(true);
            } catch (e) {
              const fields = fieldErrors(e);
              for (const [name, message] of Object.entries(fields)) form.setError(name as Path<T>, { type: 'server', message });
              setState({ status: 'error', message: Object.keys(fields).length ? 'Check the highlighted fields.' : toApiError(e).message });
              resolve(false);
            }
          },
          () => {
            setState({ status: 'error', message: 'Check the highlighted fields: they are not saved yet.' });
            resolve(false);
          },
        )();
      }),
    [form],
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
