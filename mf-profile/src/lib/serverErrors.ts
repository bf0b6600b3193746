import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors, toApiError } from '@venues/api-client';

/** What a form shows after a failed call: nothing more when every message found its field. */
export interface SubmitProblem {
  message: string;
  code: string;
  status: number | null;
}

/**
 * Puts the server's field errors (details.fields) on the form's own fields, focusing the first;
 * returns the form-level problem to show when no field took the message.
 * `rename` maps a server field name to the form's (e.g. `primaryPhone` → `phone`).
 */
export function applyServerErrors<T extends FieldValues>(
  thrown: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  rename: Record<string, FieldPath<T>> = {},
): SubmitProblem | null {
  const error = toApiError(thrown);
  let placed = false;
  for (const [serverName, message] of Object.entries(fieldErrors(thrown))) {
    const name = rename[serverName] ?? (serverName as FieldPath<T>);
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (placed) return null;
  return { message: error.message, code: error.code, status: error.status };
}
