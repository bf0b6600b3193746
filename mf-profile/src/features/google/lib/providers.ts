import { accountsApi } from '@venues/api-client';
import type { AuthProviders } from '@venues/contracts';

let cached: Promise<AuthProviders> | null = null;

/** The server's sign-in providers, asked once per page load; a failure hides the buttons and is retried next time. */
export function loadProviders(): Promise<AuthProviders> {
  cached ??= accountsApi.providers().catch((e: unknown) => {
    cached = null;
    console.error('[mf-profile] sign-in providers unavailable', e);
    return { google: false };
  });
  return cached;
}

/** For tests. */
export function forgetProviders(): void {
  cached = null;
}
