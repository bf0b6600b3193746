import { plural } from '@venues/geo';
import { LOGIN_ROLE_ACCEPTS, LOGIN_ROLES, type ApiError, type LoginRole } from '@venues/contracts';

/** What the sign-in form shows for a failed attempt. */
export type LoginProblem =
  | { kind: 'form'; message: string; link?: { to: string; label: string } }
  | { kind: 'fields'; message: string }
  /** The address is not confirmed yet: the form offers to send the link again. */
  | { kind: 'unverified'; message: string; email: string };

export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMinutes(retryAfter: string | number | null | undefined, now: number = Date.now()): number | null {
  if (retryAfter === null || retryAfter === undefined || retryAfter === '') return null;
  let seconds: number;
  if (typeof retryAfter === 'number' || /^\s*\d+\s*$/.test(retryAfter)) {
    seconds = Number(retryAfter);
  } else {
    const at = Date.parse(retryAfter);
    if (Number.isNaN(at)) return null;
    seconds = (at - now) / 1000;
  }
  return Math.max(1, Math.ceil(seconds / 60));
}

export function tooManyAttemptsMessage(minutes: number | null): string {
  if (minutes === null) return 'Too many attempts. Try again in a few minutes.';
  return `Too many attempts. Try again in ${plural(minutes, 'minute')}.`;
}

const ROLE_LABEL: Record<LoginRole, string> = {
  user: 'customer sign-in',
  venue: 'venue sign-in',
  admin: 'administrator sign-in',
};

/**
 * The login choice the account belongs to, when the server names it in the error details
 * (`accountRole` as a login choice — what our server sends — or `role` as a stored role). Unknown → null.
 */
function rightLoginRole(details: ApiError['details']): LoginRole | null {
  const named = details?.['accountRole'] ?? details?.['loginRole'];
  if (typeof named === 'string' && (LOGIN_ROLES as readonly string[]).includes(named)) return named as LoginRole;
  const stored = details?.['role'];
  if (typeof stored === 'string') {
    for (const choice of LOGIN_ROLES) if (LOGIN_ROLE_ACCEPTS[choice].includes(stored as never)) return choice;
  }
  return null;
}

export interface LoginErrorContext {
  country: string;
  /** The Retry-After header of a 429 answer, if any. */
  retryAfter?: string | number | null;
  /** The current ?returnTo, carried over to the suggested login page. */
  returnTo?: string | null;
  /** The e-mail that was typed (for "send the link again"). */
  email?: string;
  now?: number;
}

/** Turns a failed login's API error into what the user sees and can do next. */
export function describeLoginError(error: ApiError & { status?: number | null }, ctx: LoginErrorContext): LoginProblem {
  const query = ctx.returnTo ? `?returnTo=${encodeURIComponent(ctx.returnTo)}` : '';
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { kind: 'form', message: INVALID_CREDENTIALS_MESSAGE };
    case 'ROLE_MISMATCH': {
      const role = rightLoginRole(error.details);
      const link = role
        ? { to: `/${ctx.country}/login/${role}${query}`, label: `Go to the ${ROLE_LABEL[role]}` }
        : { to: `/${ctx.country}/login/createas${query}`, label: 'Choose how to sign in' };
      return { kind: 'form', message: error.message, link };
    }
    case 'RATE_LIMITED':
      return { kind: 'form', message: tooManyAttemptsMessage(retryAfterMinutes(ctx.retryAfter, ctx.now)) };
    case 'EMAIL_NOT_VERIFIED':
      return { kind: 'unverified', message: error.message, email: ctx.email ?? '' };
    case 'ACCOUNT_SUSPENDED':
    case 'ACCOUNT_DELETED':
      return { kind: 'form', message: error.message };
    case 'VALIDATION_ERROR':
      return { kind: 'fields', message: error.message };
    case 'TENANT_INVALID':
    case 'INTERNAL':
      // No answer at all (status null): the client's "check your connection" message says it best.
      if (error.status === null && error.message) return { kind: 'form', message: error.message };
      return { kind: 'form', message: 'We could not sign you in right now. Please try again in a moment.' };
    default:
      return { kind: 'form', message: error.message || 'Sign-in failed. Check your details and try again.' };
  }
}
