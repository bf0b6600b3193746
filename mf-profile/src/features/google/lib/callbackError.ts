import type { ClientApiError } from '@venues/api-client';

/** What the callback page says when Google sign-in could not finish. */
export function describeGoogleError(error: Pick<ClientApiError, 'code' | 'message' | 'status'>): string {
  switch (error.code) {
    case 'OAUTH_STATE_INVALID':
      return 'This sign-in attempt has expired or was already used. Start again from the sign-in page.';
    case 'OAUTH_CODE_REJECTED':
      return 'Google did not confirm this sign-in. Start again from the sign-in page.';
    case 'OAUTH_EMAIL_NOT_VERIFIED':
      return 'Your Google account’s e-mail address is not verified. Verify it with Google, or sign up with your e-mail and a password.';
    case 'PROVIDER_NOT_CONFIGURED':
      return 'Google sign-in is not available right now. Sign in with your e-mail and password instead.';
    case 'ACCOUNT_SUSPENDED':
    case 'ACCOUNT_DELETED':
      return error.message;
    default:
      return error.status === null ? error.message : 'We could not sign you in with Google. Please try again.';
  }
}

/** The provider's own refusal (`?error=access_denied`, …) on the redirect. */
export function describeProviderError(code: string): string {
  if (code === 'access_denied') return 'Google sign-in was cancelled. You can try again or use your e-mail and password.';
  return 'Google could not sign you in. Please try again.';
}
