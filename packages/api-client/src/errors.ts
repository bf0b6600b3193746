import axios from 'axios';
import { ERROR_CODES, isApiErrorEnvelope, type ApiError, type ErrorCode } from '@venues/contracts';

/** The server's error, plus the HTTP status (null when no answer came back). */
export type ClientApiError = ApiError & { status: number | null };

function codeForStatus(status: number | null): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL';
  }
}

/** Any thrown value as { code, message, details }: the server's envelope when there is one. */
export function toApiError(e: unknown): ClientApiError {
  if (axios.isAxiosError(e)) {
    const status = e.response?.status ?? null;
    const body: unknown = e.response?.data;
    if (isApiErrorEnvelope(body)) {
      const code = (ERROR_CODES as readonly string[]).includes(body.error.code) ? body.error.code : codeForStatus(status);
      return { code, message: body.error.message || e.message, details: body.error.details, status };
    }
    if (!e.response) {
      return { code: 'INTERNAL', message: 'Could not reach the server. Check your connection and try again.', status: null };
    }
    return { code: codeForStatus(status), message: e.message, status };
  }
  if (isApiErrorEnvelope(e)) return { ...e.error, status: null };
  if (e instanceof Error) return { code: 'INTERNAL', message: e.message, status: null };
  return { code: 'INTERNAL', message: typeof e === 'string' ? e : 'Something went wrong', status: null };
}

/** details.fields as { field: message } (first message per field), for react-hook-form's setError. */
export function fieldErrors(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const fields = toApiError(e).details?.fields;
  if (!Array.isArray(fields)) return out;
  for (const f of fields) {
    if (f && typeof f.field === 'string' && typeof f.message === 'string' && !(f.field in out)) out[f.field] = f.message;
  }
  return out;
}

/** The HTTP status of a failed call, or null. */
export function errorStatus(e: unknown): number | null {
  return axios.isAxiosError(e) ? (e.response?.status ?? null) : null;
}
