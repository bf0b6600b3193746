import { toApiError } from '@venues/api-client';

/**
 * A refused administrator action as one sentence the page shows: the server's message (a 409 names
 * the status or the rule, a 403 who may do it), with a next step for the cases it does not cover.
 */
export function actionMessage(thrown: unknown, what = 'The change was not saved'): string {
  const error = toApiError(thrown);
  if (error.status === null && error.code === 'INTERNAL') return `${what}: ${error.message}`;
  if (error.code === 'RATE_LIMITED') return 'Too many changes at once. Wait a minute and try again.';
  if (error.code === 'NOT_FOUND') return `${what}: it no longer exists (someone may have removed it). Reload the page.`;
  return error.message || `${what}. Try again.`;
}
