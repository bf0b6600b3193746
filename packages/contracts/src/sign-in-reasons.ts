/**
 * Why a visitor was sent to sign in (`?reason=` on the login page): the page says so instead of
 * leaving them wondering. Pages that send a visitor to sign in pass one of these keys.
 */
export const SIGN_IN_REASONS = {
  favourite: 'Sign in to save venues to your favourites. You will come back to this page afterwards.',
  enquiry: 'Sign in to send your enquiry. You will come back to the venue afterwards.',
  shortlist: 'Sign in to open the shortlist you were invited to.',
  ownership: 'Sign in with the account the ownership transfer was sent to, to accept it.',
  report: 'Sign in to report a review. You will come back to the venue afterwards.',
  'instant-book': 'Sign in to book instantly. You will come back to the venue with your choice kept.',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;

export function signInReasonText(reason: string | null | undefined): string | null {
  return reason && Object.hasOwn(SIGN_IN_REASONS, reason) ? SIGN_IN_REASONS[reason as SignInReason] : null;
}

/**
 * The same reasons on the sign-up pages: what is kept for the person while they create an account
 * and confirm their e-mail address (on this device), so they can finish what they started.
 */
export const SIGN_UP_REASONS: Record<SignInReason, string> = {
  favourite: 'Create an account to save venues to your favourites. Once your e-mail is confirmed and you sign in, you come back to the venue.',
  enquiry: 'Create an account to send your enquiry. The venue, space, date, times and guests you chose are kept for when you have confirmed your e-mail and signed in.',
  shortlist: 'Create an account to open the shortlist you were invited to. Once your e-mail is confirmed and you sign in, you go straight to it.',
  ownership: 'Create an account with the address the ownership transfer was sent to, to accept it.',
  report: 'Create an account to report a review. Once your e-mail is confirmed and you sign in, you come back to the venue.',
  'instant-book': 'Create an account to book instantly. The space, date, time and guests you chose are kept for when you have confirmed your e-mail and signed in.',
};

/** The key itself when it is a known reason (to carry it from page to page), else null. */
export function signInReasonKey(reason: string | null | undefined): SignInReason | null {
  return reason && Object.hasOwn(SIGN_IN_REASONS, reason) ? (reason as SignInReason) : null;
}

export function signUpReasonText(reason: string | null | undefined): string | null {
  const key = signInReasonKey(reason);
  return key ? SIGN_UP_REASONS[key] : null;
}
