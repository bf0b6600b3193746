import { DEMO_TENANT } from '@venues/contracts';

export type SessionEndReason = 'refresh-failed' | 'account-ended';

export interface ApiClientOptions {
  /** Defaults to '/api' (same origin; the dev server proxies it). */
  baseURL?: string;
  tenantCode?: string;
  apiKey?: string;
  /** Which login endpoint to use (docs/spec.md §7: chosen by a config flag). */
  loginVersion?: 'v1' | 'v2';
  /** Public secret sent as x-scoped-auth when set (docs/spec.md §7). */
  scopedAuth?: string;
  /** Told when the client ended the session: the shell redirects (login or country home). */
  onSessionEnded?(reason: SessionEndReason): void;
}

export interface ResolvedOptions {
  baseURL: string;
  tenantCode: string;
  apiKey: string;
  loginVersion: 'v1' | 'v2';
  scopedAuth?: string;
  onSessionEnded?(reason: SessionEndReason): void;
}

/** Demo-tenant defaults until the app's bootstrap configures the client. */
export const options: ResolvedOptions = {
  baseURL: '/api',
  tenantCode: DEMO_TENANT.code,
  apiKey: DEMO_TENANT.apiKey,
  loginVersion: 'v1',
};
