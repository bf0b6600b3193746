import { isStateErrorCode, type BaseErrorCode, type ErrorCode, type FieldError } from '@venues/contracts';

const STATUS: Record<BaseErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  ROLE_MISMATCH: 403,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_DELETED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  PROVIDER_NOT_CONFIGURED: 503,
  OAUTH_STATE_INVALID: 400,
  OAUTH_CODE_REJECTED: 400,
  OAUTH_EMAIL_NOT_VERIFIED: 400,
  TENANT_INVALID: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SLOT_TAKEN: 409,
  UNPAID_HOLDS: 409,
  ATTACHMENT_INVALID: 400,
  BLOCK_OVERLAPS_BOOKING: 409,
  BLOCK_OVERLAPS_HOLD: 409,
  BLOCK_OVERLAPS_BLOCK: 409,
  BLOCK_NOT_REMOVABLE: 409,
};

/** An error the errors plugin turns into the `{ error: { code, message, details } }` envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    // A state code (`OFFER_EXPIRED`) is an illegal step from that state: 409.
    this.statusCode = statusCode ?? (isStateErrorCode(code) ? 409 : STATUS[code]);
  }
}

export const fieldError = (field: string, message: string): AppError =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, { fields: [{ field, message }] satisfies FieldError[] });

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this'): AppError => new AppError('FORBIDDEN', message);
