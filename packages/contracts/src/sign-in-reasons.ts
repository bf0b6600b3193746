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
