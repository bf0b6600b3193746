import type { AxiosError } from 'axios';
import { session } from '@venues/session';
import { authApi, configureApiClient, contactApi, countryApi, fieldErrors, http, notificationsApi, renewSession, toApiError } from './index';
import { whileSessionEnds } from './http';
import { startTestApi, type TestApi } from './test-server';

let api: TestApi;
const onSessionEnded = jest.fn();

beforeAll(async () => {
  api = await startTestApi();
  configureApiClient({ baseURL: api.baseURL, tenantCode: 'demo', apiKey: 'pk_test', loginVersion: 'v1', onSessionEnded });
  http.defaults.adapter = 'http';
});
afterAll(() => api.close());

beforeEach(() => {
  api.seen.length = 0;
  api.refresh = 'ok';
  api.logoutStatus = 200;
  api.validToken = 'access-1';
  onSessionEnded.mockReset();
  session.clear();
});

function signIn(token: string) {
  session.setTokens({ accessToken: token });
}

test('every call carries the tenant headers, credentials and the bearer token', async () => {
  signIn('access-1');
  await notificationsApi.counts();
  const req = api.seen.find((r) => r.path === '/api/v1/notifications')!;
  expect(req.headers['x-tenant-code']).toBe('demo');
  expect(req.headers['x-api-key']).toBe('pk_test');
  expect(req.headers.authorization).toBe('Bearer access-1');
  expect(http.defaults.withCredentials).toBe(true);
});

test('no bearer header when signed out', async () => {
  await countryApi.list({ fresh: true });
  expect(api.seen[0]!.headers.authorization).toBeUndefined();
  expect(api.seen[0]!.headers['x-tenant-code']).toBe('demo');
});

test('three concurrent 401s share ONE refresh, then each retries once and succeeds', async () => {
  signIn('expired-token');
  const results = await Promise.all([authApi.me(), notificationsApi.counts(), authApi.me()]);
  expect(results[0]._id).toBe('u1');
  expect(results[1].totalUnreadCount).toBe(1);
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(1);
  // 3 failures + 3 retries, no more.
  expect(api.hits('/api/v1/user/me')).toBe(4);
  expect(api.hits('/api/v1/notifications')).toBe(2);
  expect(session.accessToken).toBe('access-2');
  const retries = api.seen.filter((r) => r.path !== '/api/v1/auth/refresh-token' && r.headers.authorization === 'Bearer access-2');
  expect(retries).toHaveLength(3);
  // The refresh relies on the httpOnly cookie: no token in the body.
  const refresh = api.seen.find((r) => r.path === '/api/v1/auth/refresh-token')!;
  expect(refresh.body).toEqual({});
  expect(onSessionEnded).not.toHaveBeenCalled();
});

test('a failed refresh clears the session, tells the app once and rejects with the original error', async () => {
  signIn('expired-token');
  api.refresh = 'fail';
  const outcomes = await Promise.allSettled([authApi.me(), notificationsApi.counts()]);
  for (const o of outcomes) {
    expect(o.status).toBe('rejected');
    const err = (o as PromiseRejectedResult).reason as AxiosError;
    expect(err.response?.status).toBe(401);
    expect(err.config?.url).not.toContain('refresh-token');
  }
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(1);
  expect(session.accessToken).toBeNull();
  expect(session.isAuthenticated).toBe(false);
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
  expect(onSessionEnded).toHaveBeenCalledWith('refresh-failed');
});

test('a refresh that yields no token ends the session too', async () => {
  signIn('expired-token');
  api.refresh = 'no-token';
  await expect(authApi.me()).rejects.toMatchObject({ response: { status: 401 } });
  expect(session.isAuthenticated).toBe(false);
  expect(onSessionEnded).toHaveBeenCalledWith('refresh-failed');
});

test('a call still 401 after its retry is not retried again', async () => {
  signIn('expired-token');
  // The server hands out a token but then rejects it anyway.
  const realToken = api.validToken;
  const spy = jest.spyOn(session, 'setTokens').mockImplementation(function (this: typeof session) {
    this.accessToken = 'still-wrong';
  });
  try {
    await expect(authApi.me()).rejects.toMatchObject({ response: { status: 401 } });
  } finally {
    spy.mockRestore();
  }
  expect(realToken).toBe('access-1');
  expect(api.hits('/api/v1/user/me')).toBe(2);
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(1);
});

test('a 401 while signed out does not try to refresh', async () => {
  await expect(authApi.me()).rejects.toMatchObject({ response: { status: 401 } });
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(0);
  expect(onSessionEnded).not.toHaveBeenCalled();
});

test('a plain 403 keeps the session', async () => {
  signIn('access-1');
  await expect(http.get('/v1/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
  expect(session.accessToken).toBe('access-1');
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(0);
  expect(onSessionEnded).not.toHaveBeenCalled();
});

test('a 403 ACCOUNT_SUSPENDED ends the session', async () => {
  signIn('access-1');
  const err = await http.get('/v1/suspended').catch((e: unknown) => e);
  expect(toApiError(err)).toMatchObject({ code: 'ACCOUNT_SUSPENDED', status: 403 });
  expect(session.accessToken).toBeNull();
  expect(onSessionEnded).toHaveBeenCalledWith('account-ended');
});

test('login (v1) stores the token and loads the user through /me', async () => {
  const result = await authApi.login({ email: 'ada@example.com', password: 'pw', role: 'user' });
  expect(api.hits('/api/v1/auth/login')).toBe(1);
  expect(api.hits('/api/v1/user/me')).toBe(1);
  expect(result.user._id).toBe('u1');
  expect(session.accessToken).toBe('access-1');
  expect(session.user?._id).toBe('u1');
  expect(session.roles.isUser).toBe(true);
});

test('login (v2) takes the user from the answer', async () => {
  configureApiClient({ loginVersion: 'v2' });
  try {
    await authApi.login({ email: 'ada@example.com', password: 'pw', role: 'user' });
  } finally {
    configureApiClient({ loginVersion: 'v1' });
  }
  expect(api.hits('/api/v2/auth/login')).toBe(1);
  expect(api.hits('/api/v1/user/me')).toBe(0);
  expect(session.user?.email).toBe('ada@example.com');
});

test('logout clears the session even when the server answers 500', async () => {
  signIn('access-1');
  api.logoutStatus = 500;
  await expect(authApi.logout()).resolves.toBe(false);
  expect(api.hits('/api/v1/auth/logout')).toBe(1);
  expect(session.accessToken).toBeNull();
  expect(session.isAuthenticated).toBe(false);
});

test('logout that succeeds also clears', async () => {
  signIn('access-1');
  await expect(authApi.logout()).resolves.toBe(true);
  expect(session.isAuthenticated).toBe(false);
});

test('logout signs out here before the call leaves (the page closes its socket before the server ends the session)', async () => {
  signIn('access-1');
  const leaving = authApi.logout();
  expect(session.isAuthenticated).toBe(false);
  await expect(leaving).resolves.toBe(true);
  expect(api.hits('/api/v1/auth/logout')).toBe(1);
});

test('renewSession: a refresh gives the new token; a failed one ends the session once and answers false', async () => {
  signIn('access-1');
  await expect(renewSession()).resolves.toBe(true);
  expect(session.accessToken).toBe(api.validToken);
  expect(session.accessToken).not.toBe('access-1');
  api.refresh = 'fail';
  await expect(renewSession()).resolves.toBe(false);
  expect(session.isAuthenticated).toBe(false);
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
  expect(onSessionEnded).toHaveBeenCalledWith('refresh-failed');
});

test('while a call ends the session (account deletion), renewSession tries no refresh and leaves the session to that call', async () => {
  signIn('access-1');
  api.refresh = 'fail';
  let renewed: Promise<boolean> | null = null;
  await whileSessionEnds(async () => {
    renewed = renewSession();
  });
  await expect(renewed).resolves.toBe(false);
  expect(session.isAuthenticated).toBe(true);
  expect(onSessionEnded).not.toHaveBeenCalled();
});

test('toApiError and fieldErrors read a 400 envelope', async () => {
  const err = await contactApi.send({ name: 'A', email: 'x', message: 'short' }).catch((e: unknown) => e);
  expect(toApiError(err)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Check the highlighted fields', status: 400 });
  expect(fieldErrors(err)).toEqual({ email: 'Enter a valid email address', message: 'Message must be at least 10 characters' });
});

test('toApiError without an answer or from a plain value', async () => {
  const unreachable = await http.get('http://127.0.0.1:1/api/nothing').catch((e: unknown) => e);
  expect(toApiError(unreachable)).toMatchObject({ code: 'INTERNAL', status: null });
  expect(toApiError(new Error('x'))).toMatchObject({ code: 'INTERNAL', message: 'x' });
  expect(fieldErrors('nope')).toEqual({});
});

test('countryApi.list unwraps the envelope, in the server\'s order (by name)', async () => {
  const list = await countryApi.list({ fresh: true });
  expect(list.map((c) => c.cca2)).toEqual(['my', 'sg']);
});

test('countryApi.list asks once per page; fresh asks again; prime hands over a list', async () => {
  const before = api.hits('/api/v1/country-settings');
  await Promise.all([countryApi.list({ fresh: true }), countryApi.list(), countryApi.list()]);
  expect(api.hits('/api/v1/country-settings')).toBe(before + 1);
  countryApi.prime([{ cca2: 'ph', country_name: 'Philippines', photo: [] }] as never);
  expect((await countryApi.list()).map((c) => c.cca2)).toEqual(['ph']);
  expect(api.hits('/api/v1/country-settings')).toBe(before + 1);
});
