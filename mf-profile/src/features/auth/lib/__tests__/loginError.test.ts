import { describeLoginError, retryAfterMinutes, tooManyAttemptsMessage, INVALID_CREDENTIALS_MESSAGE } from '../loginError';
import { retryAfterOf } from '../retryAfterOf';

const ctx = { country: 'sg' };

describe('describeLoginError', () => {
  it('explains wrong credentials without saying which one', () => {
    expect(describeLoginError({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }, ctx)).toEqual({
      kind: 'form',
      message: INVALID_CREDENTIALS_MESSAGE,
    });
  });

  it('links a role mismatch to the login page of the account role, keeping returnTo', () => {
    const problem = describeLoginError(
      { code: 'ROLE_MISMATCH', message: 'This account signs in as a venue owner.', details: { role: 'VENUE_LISTER' } },
      { ...ctx, returnTo: '/sg/x' },
    );
    expect(problem).toEqual({
      kind: 'form',
      message: 'This account signs in as a venue owner.',
      link: { to: '/sg/login/venue?returnTo=%2Fsg%2Fx', label: 'Go to the venue sign-in' },
    });
  });

  it('an unconfirmed address keeps the server’s message and the typed e-mail for "send again"', () => {
    const problem = describeLoginError({ code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your e-mail first.' }, { ...ctx, email: 'mei@example.com' });
    expect(problem).toEqual({ kind: 'unverified', message: 'Confirm your e-mail first.', email: 'mei@example.com' });
  });

  it('accepts the login choice named by the server', () => {
    const problem = describeLoginError({ code: 'ROLE_MISMATCH', message: 'm', details: { accountRole: 'admin' } }, ctx);
    expect(problem.kind === 'form' && problem.link?.to).toBe('/sg/login/admin');
  });

  it('falls back to the role choice screen when the right role is unknown', () => {
    const problem = describeLoginError({ code: 'ROLE_MISMATCH', message: 'm' }, ctx);
    expect(problem.kind === 'form' && problem.link?.to).toBe('/sg/login/createas');
  });

  it('tells how long to wait when rate limited', () => {
    expect(describeLoginError({ code: 'RATE_LIMITED', message: 'x' }, { ...ctx, retryAfter: '600' }).message).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it.each(['ACCOUNT_SUSPENDED', 'ACCOUNT_DELETED'] as const)('shows the server message for %s', (code) => {
    expect(describeLoginError({ code, message: 'Your account is suspended. Contact support.' }, ctx).message).toBe(
      'Your account is suspended. Contact support.',
    );
  });
});

describe('retryAfterMinutes', () => {
  it('rounds seconds up to whole minutes, at least one', () => {
    expect(retryAfterMinutes('61')).toBe(2);
    expect(retryAfterMinutes(5)).toBe(1);
    expect(retryAfterMinutes('0')).toBe(1);
  });
  it('reads an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMinutes('Thu, 01 Jan 2026 00:15:00 GMT', now)).toBe(15);
  });
  it('gives null for a missing or unreadable header', () => {
    expect(retryAfterMinutes(undefined)).toBeNull();
    expect(retryAfterMinutes('soon')).toBeNull();
  });
  it('words one minute in the singular', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(null)).toBe('Too many attempts. Try again in a few minutes.');
  });
});

describe('retryAfterOf', () => {
  it('reads the header of an axios-like error', () => {
    expect(retryAfterOf({ response: { headers: { 'retry-after': '120' } } })).toBe('120');
    expect(retryAfterOf({ response: { headers: { get: (n: string) => (n === 'retry-after' ? '30' : undefined) } } })).toBe('30');
  });
  it('falls back to the error details', () => {
    expect(retryAfterOf(new Error('x'), { code: 'RATE_LIMITED', message: 'm', details: { retryAfter: 90 } })).toBe(90);
    expect(retryAfterOf(null)).toBeNull();
  });
});

describe('describeLoginError without an answer', () => {
  it('passes the client message through when the server could not be reached', () => {
    const message = 'Could not reach the server. Check your connection and try again.';
    expect(describeLoginError({ code: 'INTERNAL', message, status: null }, ctx).message).toBe(message);
  });
  it('words a server failure without technical detail', () => {
    expect(describeLoginError({ code: 'INTERNAL', message: 'Request failed with status code 500', status: 500 }, ctx).message).toBe(
      'We could not sign you in right now. Please try again in a moment.',
    );
  });
});
