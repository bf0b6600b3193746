import { session } from '@venues/session';
import { accountsApi, authApi, configureApiClient, fieldErrors, http, teamApi, toApiError, userApi } from './index';
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
  api.validToken = 'access-1';
  onSessionEnded.mockReset();
  session.clear();
});

const last = (path: string) => [...api.seen].reverse().find((r) => r.path === path)!;
const caught = <T>(p: Promise<T>) => p.then(() => null, (e: unknown) => e);

const registration = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: ' Ada@Example.com ',
  password: 'Analytical-Engine-1843',
  role: 'user' as const,
  country: 'sg',
  accept_terms: true as const,
};

test('register goes to v1 or v2 with the login flag; v1 answers the address sent', async () => {
  expect(await accountsApi.register(registration)).toEqual({ message: 'Check your inbox', email: 'ada@example.com' });
  expect(last('/api/v1/auth/registration').body).toMatchObject({ email: ' Ada@Example.com ', role: 'user' });
  configureApiClient({ loginVersion: 'v2' });
  try {
    expect(await accountsApi.register(registration)).toEqual({ message: 'Check your inbox', email: 'from-server@example.com' });
  } finally {
    configureApiClient({ loginVersion: 'v1' });
  }
  expect(session.isAuthenticated).toBe(false);
});

test('verify-email: the token goes in the body; a bad one is INVALID_TOKEN with the server message', async () => {
  expect(await accountsApi.verifyEmail('good-token')).toEqual({ purpose: 'signup', email: 'ada@example.com' });
  const err = await caught(accountsApi.verifyEmail('used-token'));
  expect(toApiError(err)).toMatchObject({ code: 'INVALID_TOKEN', status: 400, message: 'This link has expired. Request a new one.' });
  expect((await accountsApi.resendVerification('ada@example.com')).message).toMatch(/link is on its way/);
  expect(last('/api/v1/auth/verify-email/resend').body).toEqual({ email: 'ada@example.com' });
});

test('password recovery: request, check the link, reset', async () => {
  await accountsApi.accountRecovery('ada@example.com');
  expect(last('/api/v1/auth/account-recovery').body).toEqual({ email: 'ada@example.com' });
  expect(await accountsApi.checkPasswordReset('good-token')).toEqual({ valid: true });
  expect(toApiError(await caught(accountsApi.checkPasswordReset('old/../token')))).toMatchObject({ code: 'INVALID_TOKEN' });
  // The token is one path segment, whatever it holds.
  expect(api.seen.some((r) => r.path === '/api/v1/auth/password-reset/old%2F..%2Ftoken')).toBe(true);
  await accountsApi.resetPassword('good-token', 'Analytical-Engine-1843');
  expect(last('/api/v1/auth/password-reset/good-token')).toMatchObject({ method: 'PATCH', body: { password: 'Analytical-Engine-1843' } });
});

test('complete-profile shows the invitation, then signs the member in', async () => {
  expect(await accountsApi.completeProfileInfo('good-token')).toMatchObject({ email: 'new@example.com', role_label: 'Venue member' });
  const answer = await accountsApi.completeProfile('good-token', { first_name: 'Ada', last_name: 'L', password: 'Analytical-Engine-1843' });
  expect(answer.user._id).toBe('u1');
  expect(session.accessToken).toBe('access-1');
  expect(session.user?._id).toBe('u1');
});

test('Google: providers, the URL with role and returnTo, the callback signs in and says where to go', async () => {
  expect(await accountsApi.providers()).toEqual({ google: true });
  const url = await authApi.googleUrl({ role: 'venue', returnTo: '/sg/venues' });
  expect(url).toContain('role=venue');
  expect(last('/api/v1/auth/google').query).toEqual({ role: 'venue', returnTo: '/sg/venues' });
  const bad = await caught(accountsApi.googleCallback({ code: 'c', state: 'forged' }));
  expect(toApiError(bad)).toMatchObject({ code: 'OAUTH_STATE_INVALID', status: 400 });
  expect(session.isAuthenticated).toBe(false);
  const ok = await accountsApi.googleCallback({ code: 'c', state: 'good-state' });
  expect(ok).toMatchObject({ returnTo: '/sg/venues', created: true });
  expect(session.user?._id).toBe('u1');
});

test('a 403 EMAIL_NOT_VERIFIED keeps the session and does not refresh', async () => {
  session.setTokens({ accessToken: 'access-1' });
  const err = await caught(http.get('/v1/unverified'));
  expect(toApiError(err)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', status: 403 });
  expect(session.accessToken).toBe('access-1');
  expect(onSessionEnded).not.toHaveBeenCalled();
  expect(api.hits('/api/v1/auth/refresh-token')).toBe(0);
});

test('profile picture: multipart with the field "file"; remove', async () => {
  session.setTokens({ accessToken: 'access-1' });
  const user = await userApi.uploadProfilePicture('u1', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), { filename: 'me.jpg' });
  expect(user.profile_picture).toBe('/media/demo/avatars/x.webp');
  const req = last('/api/v1/user/u1/profile-picture');
  expect(String(req.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
  expect(String(req.body)).toContain('name="file"; filename="me.jpg"');
  expect((await userApi.removeProfilePicture('u1')).profile_picture).toBe('');
});

test('notification preferences, invitations', async () => {
  session.setTokens({ accessToken: 'access-1' });
  expect(await userApi.notificationPreferences()).toEqual([{ type: 'MESSAGE', email: true, in_app: true }]);
  const list = [{ type: 'MESSAGE' as const, email: false, in_app: true }];
  expect(await userApi.updateNotificationPreferences(list)).toEqual(list);
  expect(last('/api/v1/user/notification-preferences')).toMatchObject({ method: 'PUT', body: list });
  expect(await teamApi.invite({ email: 'team@example.com', assigned_roles: 4 })).toEqual({ message: 'Invitation sent' });
});

test('delete account: a wrong password keeps the session and names the field; the right one ends it', async () => {
  session.setTokens({ accessToken: 'access-1' });
  const err = await caught(userApi.deleteAccount({ password: 'wrong' }));
  expect(fieldErrors(err)).toEqual({ password: 'The password is incorrect' });
  expect(session.isAuthenticated).toBe(true);
  expect(await userApi.deleteAccount({ password: 'right' })).toEqual({ ok: true });
  expect(last('/api/v1/user').body).toEqual({ password: 'right' });
  expect(session.isAuthenticated).toBe(false);
});
