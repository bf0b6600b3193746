import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { SESSION_ENDING_CODES, TENANT_HEADERS, isApiErrorEnvelope, pageCallKey, takePageCall, type DataEnvelope, type RefreshTokenResponse } from '@venues/contracts';
import { session } from '@venues/session';
import { options, type ApiClientOptions } from './config';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Login, refresh and logout: a 401/403 on them never triggers the refresh or the session-ending rules. */
    authFlow?: boolean;
    /** Set once the call has been retried after a 401. */
    _retried?: boolean;
    /** The access token this call was sent with, to spot a token rotated meanwhile. */
    _sentToken?: string | null;
  }
}

export const REFRESH_PATH = '/v1/auth/refresh-token';

export const http: AxiosInstance = axios.create({ baseURL: options.baseURL, withCredentials: true });

export function configureApiClient(o: ApiClientOptions): void {
  if (o.baseURL !== undefined) options.baseURL = o.baseURL;
  if (o.tenantCode !== undefined) options.tenantCode = o.tenantCode;
  if (o.apiKey !== undefined) options.apiKey = o.apiKey;
  if (o.loginVersion !== undefined) options.loginVersion = o.loginVersion;
  options.scopedAuth = o.scopedAuth ?? options.scopedAuth;
  options.onSessionEnded = o.onSessionEnded ?? options.onSessionEnded;
  http.defaults.baseURL = options.baseURL;
}

http.interceptors.request.use((config) => {
  config.headers.set(TENANT_HEADERS.code, options.tenantCode);
  config.headers.set(TENANT_HEADERS.apiKey, options.apiKey);
  if (options.scopedAuth) config.headers.set(TENANT_HEADERS.scopedAuth, options.scopedAuth);
  // Read at send time, so a retry carries the refreshed token.
  const token = session.accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  config._sentToken = token;
  return config;
});

// A GET whose answer the server wrote into the page (contracts/page-data.ts) is answered from it, once.
http.interceptors.request.use((config) => {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || !config.url) return config;
  const body = takePageCall(pageCallKey(config.url, config.params as Record<string, unknown> | undefined));
  if (body !== undefined) config.adapter = async (c) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config: c, request: null });
  return config;
});

let refreshInFlight: Promise<RefreshTokenResponse> | null = null;

/**
 * One refresh at a time: every caller while it is in flight shares it. The refresh token is the
 * httpOnly cookie the server set at login, so no token goes in the body.
 */
export function refreshSession(): Promise<RefreshTokenResponse> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const res = await http.post<DataEnvelope<RefreshTokenResponse>>(REFRESH_PATH, {}, { authFlow: true });
      const answer = res.data?.data;
      if (!answer?.accessToken) throw new Error('The refresh answered without an access token');
      session.setTokens({ accessToken: answer.accessToken });
      return answer;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

let retryGate: Promise<boolean> | null = null;
let sessionEnding = 0;

/**
 * Runs a call after which the server ends this session (deleting the account). The server closes
 * the page's socket as it does, which may reach the page before the call's answer: no renewal is
 * tried meanwhile, so a refresh refused by the ending session does not end it as "expired".
 */
export async function whileSessionEnds<T>(call: () => Promise<T>): Promise<T> {
  sessionEnding++;
  try {
    return await call();
  } finally {
    sessionEnding--;
  }
}

/**
 * The refresh as the 401 handler (and the realtime client, when the server closed its socket)
 * needs it: false, and the session ended once however many callers wait, when it fails.
 */
export function renewSession(): Promise<boolean> {
  // The call under way ends the session itself (whileSessionEnds): its own answer decides.
  if (sessionEnding > 0) return Promise.resolve(false);
  if (!retryGate) {
    retryGate = refreshSession()
      .then(
        () => true,
        () => {
          endSession('refresh-failed');
          return false;
        },
      )
      .finally(() => {
        retryGate = null;
      });
  }
  return retryGate;
}

function endSession(reason: 'refresh-failed' | 'account-ended'): void {
  session.clear();
  options.onSessionEnded?.(reason);
}

function errorCode(error: AxiosError): string | undefined {
  const body = error.response?.data;
  return isApiErrorEnvelope(body) ? body.error.code : undefined;
}

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || !error.config || !error.response) throw error;
  const config: InternalAxiosRequestConfig = error.config;
  const status = error.response.status;

  if (status === 401 && !config.authFlow && !config._retried) {
    const current = session.accessToken;
    // Another call already refreshed since this one was sent: retry with the new token.
    const rotated = Boolean(config._sentToken && current && current !== config._sentToken);
    if (!rotated) {
      // Nobody is signed in (or the session already ended): nothing to refresh.
      if (!session.isAuthenticated) throw error;
      if (!(await renewSession())) throw error;
    }
    config._retried = true;
    return http.request(config);
  }

  if (status === 403 && !config.authFlow) {
    const code = errorCode(error);
    // A plain 403 keeps the session (the caller shows a no-access message); a closed account ends it.
    if (code && (SESSION_ENDING_CODES as readonly string[]).includes(code)) endSession('account-ended');
  }
  throw error;
});
