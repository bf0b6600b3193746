import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors, toApiError, type ClientApiError } from '@venues/api-client';
import { TEAM_REFUSAL_REASONS, type TeamRefusalReason } from '@venues/contracts';

/** `details.reason` of a team call's refusal (docs/team.md), when it has one. */
export function refusalReason(e: unknown): TeamRefusalReason | null {
  const reason = toApiError(e).details?.reason;
  return (TEAM_REFUSAL_REASONS as readonly unknown[]).includes(reason) ? (reason as TeamRefusalReason) : null;
}

/**
 * Puts the server's field errors (details.fields) on the form's fields, focusing the first;
 * answers the error still to show when no field took it. `rename`: server field → form field.
 */
export function placeFieldErrors<T extends FieldValues>(
  thrown: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  rename: Partial<Record<string, FieldPath<T>>> = {},
): ClientApiError | null {
  let placed = false;
  for (const [serverName, message] of Object.entries(fieldErrors(thrown))) {
    const name = rename[serverName] ?? (serverName as FieldPath<T>);
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : toApiError(thrown);
}
