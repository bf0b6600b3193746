import type { DataEnvelope, GoogleUrlQuery, LoginBody, LoginResponseV1, LoginResponseV2, RefreshTokenResponse, User } from '@venues/contracts';
import { session } from '@venues/session';
import { http, options, refreshSession } from '@venues/api-client/client';
import { unwrap } from './unwrap';

export type LoginResult = LoginResponseV1 & { expiresIn?: number; user: User };

/**
 * Keeps a sign-in answer (login v2, complete-profile, Google): the access token and the user.
 * The refresh token stays in the httpOnly cookie the server set.
 */
export function startSession<T extends LoginResponseV2>(answer: T): T {
  session.setTokens({ accessToken: answer.accessToken });
  session.setUser(answer.user);
  return answer;
}

export const authApi = {
  /** Signs in through /v1 or /v2 (per configuration), stores the access token and loads the user. */
  async login(body: LoginBody): Promise<LoginResult> {
    const res = await http.post<DataEnvelope<LoginResponseV1 | LoginResponseV2>>(`/${options.loginVersion}/auth/login`, body, {
      authFlow: true,
    });
    const answer = unwrap(res);
    session.setTokens({ accessToken: answer.accessToken });
    try {
      // v2 carries the user; v1 needs GET /me.
      const user = 'user' in answer && answer.user ? answer.user : await authApi.me();
      session.setUser(user);
      return { ...answer, user };
    } catch (e) {
      // Half a sign-in is none: do not leave a token without its user.
      session.clear();
      throw e;
    }
  },

  /** Ends the session on the server and here; a failed call still clears (docs/spec.md §4). True when the server confirmed. */
  async logout(): Promise<boolean> {
    // Signed out here first: the page's socket closes before the server ends the session, which
    // would otherwise close it from there and send the realtime client to renew a session being left.
    session.clear();
    try {
      await http.post('/v1/auth/logout', {}, { authFlow: true });
      return true;
    } catch {
      return false;
    }
  },

  /** Rotates the tokens through the httpOnly refresh cookie; shared with the 401 handler's refresh. */
  refresh(): Promise<RefreshTokenResponse> {
    return refreshSession();
  },

  async me(): Promise<User> {
    return unwrap(await http.get<DataEnvelope<User>>('/v1/user/me'));
  },

  /**
   * The Google sign-in URL the browser is sent to. role: the kind of account a first sign-in
   * creates; returnTo: a path on this site to come back to. Fails with PROVIDER_NOT_CONFIGURED
   * (503) when the server has no Google client (check accountsApi.providers() first).
   */
  async googleUrl(query: GoogleUrlQuery = {}): Promise<string> {
    const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
    const data = unwrap(await http.get<DataEnvelope<string | { url: string }>>('/v1/auth/google', { params }));
    return typeof data === 'string' ? data : data.url;
  },
};
