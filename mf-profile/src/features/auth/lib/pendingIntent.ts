import { PRODUCT } from '@venues/mf-kit';
import { TOKEN_LIFETIMES, signInReasonKey, type SignInReason } from '@venues/contracts';
import { safeReturnTo } from './returnTo';

/**
 * What a person was doing when they were asked to create an account (an enquiry, a favourite, a
 * shortlist link): the page to come back to, and why. Kept in localStorage, not in the address,
 * because the confirmation link in the e-mail opens in a new tab with nothing of the first one;
 * it lives as long as that link (docs/adr/0105-journeys-across-pages.md). Same device only.
 */
const KEY = `${PRODUCT}:pending-intent`;
const MAX_AGE_MS = TOKEN_LIFETIMES.verifyEmailHours * 3600_000;

export interface PendingIntent {
  returnTo: string;
  reason: SignInReason | null;
}

export function rememberIntent(returnTo: string, reason: SignInReason | null, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ returnTo, reason, at: now }));
  } catch {
    // Storage blocked: the person finds their way back by hand.
  }
}

/** The remembered intent if it is still fresh (an old or malformed one is dropped). */
export function readIntent(now = Date.now()): PendingIntent | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const p = JSON.parse(raw) as { returnTo?: unknown; reason?: unknown; at?: unknown };
    const returnTo = safeReturnTo(typeof p.returnTo === 'string' ? p.returnTo : null);
    if (returnTo && typeof p.at === 'number' && p.at <= now && now - p.at <= MAX_AGE_MS) {
      return { returnTo, reason: signInReasonKey(typeof p.reason === 'string' ? p.reason : null) };
    }
    localStorage.removeItem(KEY);
  } catch {
    /* unreadable: nothing pending */
  }
  return null;
}

/** Done: the person is back where they were going. */
export function forgetIntent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
