import { accountToken } from '@venues/contracts';
import type { AccountLimitConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';

/** The answers that must not differ whether or not an address has an account. */
export const ACCOUNT_MESSAGES = {
  registered: (email: string) => `We sent a link to ${email}. Open it within 24 hours to confirm your address and finish signing up.`,
  resent: 'If that address has an account waiting for confirmation, a new link is on its way. Check your inbox and spam folder.',
  recovery: 'If that address has an account, a link to choose a new password is on its way. It works for 1 hour.',
  passwordReset: 'Your password is changed. Sign in with your new password.',
  invalidLink: 'This link is not valid any more: it was already used, has expired or was replaced by a newer one. Request a new one.',
} as const;

export const invalidToken = (message: string = ACCOUNT_MESSAGES.invalidLink) => new AppError('INVALID_TOKEN', message);

/** A mailed link's token, from a path or a body: a malformed one answers like a wrong one. */
export function tokenOf(value: unknown): string {
  const r = accountToken.safeParse(value);
  if (!r.success) throw invalidToken();
  return r.data;
}

/** Per e-mail address and kind of mail: too many → 429 (the same for every address, so it reveals nothing). */
export async function limitMailTo(limiter: RateLimitStore, limits: AccountLimitConfig, tenantId: string, kind: string, email: string): Promise<void> {
  const h = await limiter.hit(`acct:mail:${kind}:${tenantId}:${email}`, limits.windowMs);
  if (h.count > limits.emailRequests) {
    throw rateLimited(h.resetMs, 'We already sent several e-mails to this address. Check your inbox and spam folder, or try again later.');
  }
}
