/** Error envelope of docs/design.md §4: { error: { code, message, details } }. */
import { STATE_ERROR_CODES, type StateErrorCode } from './state-machines';

/** Codes of the API's errors, besides the state codes of the transaction machines (409, see state-machines.ts). */
const BASE_ERROR_CODES = [
  'VALIDATION_ERROR', // 400, details.fields names each failing field
  'BAD_REQUEST', // 400
  'UNAUTHENTICATED', // 401: no, expired or invalid access token
  'INVALID_CREDENTIALS', // 401 on login
  'INVALID_REFRESH_TOKEN', // 401 on refresh
  'FORBIDDEN', // 403: valid token, lacks the permission
  'ROLE_MISMATCH', // 403 on login: account cannot sign in through the chosen role
  'ACCOUNT_SUSPENDED', // 403: client clears the session
  'ACCOUNT_DELETED', // 403: client clears the session
  'EMAIL_NOT_VERIFIED', // 403 on login: the address is not confirmed yet (the session, if any, is kept)
  'INVALID_TOKEN', // 400: a link's token is wrong, expired or already used
  'PROVIDER_NOT_CONFIGURED', // 503: Google sign-in is not set up on this server
  'OAUTH_STATE_INVALID', // 400: Google sign-in state unknown, expired or already used (start again)
  'OAUTH_CODE_REJECTED', // 400: the provider refused the code (replayed, expired) or its answer failed checks
  'OAUTH_EMAIL_NOT_VERIFIED', // 400: the Google account's e-mail is not verified
  'TENANT_INVALID', // 401: unknown tenant code / api key pair
  'NOT_FOUND', // 404
  'CONFLICT', // 409
  'RATE_LIMITED', // 429
  'INTERNAL', // 500
  'SLOT_TAKEN', // 409: the space is held, blocked or booked at that time
  'UNPAID_HOLDS', // 409: the customer already holds as many unpaid instant bookings as allowed (details.holds: pay one)
  'ATTACHMENT_INVALID', // 400 / 413: an attachment's type or size is not accepted
  'BLOCK_OVERLAPS_BOOKING', // 409: a block would overlap a booking (the message names it)
  'BLOCK_OVERLAPS_HOLD', // 409: a block would overlap a custom offer's hold (the message names it)
  'BLOCK_OVERLAPS_BLOCK', // 409: a block would overlap another block
  'BLOCK_NOT_REMOVABLE', // 409: a booking's or a hold's time is freed by cancelling it, not by unblocking
] as const;
export type BaseErrorCode = (typeof BASE_ERROR_CODES)[number];
export type ErrorCode = BaseErrorCode | StateErrorCode;
export const ERROR_CODES = [...BASE_ERROR_CODES, ...STATE_ERROR_CODES] as [ErrorCode, ...ErrorCode[]];
/** True for the 409 codes that name a record's state (`OFFER_EXPIRED`). */
export const isStateErrorCode = (code: string): code is StateErrorCode => (STATE_ERROR_CODES as readonly string[]).includes(code);

export interface FieldError {
  /** Dotted path of the field, e.g. "email" or "address.postalCode". */
  field: string;
  message: string;
}

export interface ApiError {
  code: ErrorCode;
  message: string;
  details?: { fields?: FieldError[]; [k: string]: unknown };
}

export interface ApiErrorEnvelope {
  error: ApiError;
}

/** 403 codes after which the client clears its session (docs/design.md §4). */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = ['ACCOUNT_SUSPENDED', 'ACCOUNT_DELETED'];

export function isApiErrorEnvelope(v: unknown): v is ApiErrorEnvelope {
  return (
    typeof v === 'object' &&
    v !== null &&
    'error' in v &&
    typeof (v as { error: unknown }).error === 'object' &&
    (v as { error: { code?: unknown } }).error !== null &&
    typeof (v as { error: { code?: unknown } }).error.code === 'string'
  );
}
