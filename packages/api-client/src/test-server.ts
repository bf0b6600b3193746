// A real HTTP server for the client's tests: a tiny imitation of the API's auth rules.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface TestApi {
  baseURL: string;
  seen: SeenRequest[];
  /** The access token the server accepts now. */
  validToken: string;
  /** What the next refresh does. */
  refresh: 'ok' | 'fail' | 'no-token';
  refreshDelayMs: number;
  logoutStatus: number;
  hits(path: string): number;
  close(): Promise<void>;
}

export const TEST_USER = {
  _id: 'u1',
  email: 'ada@example.com',
  role: ['USER'],
  assigned_roles: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const error = (code: string, message: string, details?: unknown) => ({ error: { code, message, details } });

export async function startTestApi(): Promise<TestApi> {
  let tokenCounter = 1;
  const api: Omit<TestApi, 'baseURL' | 'close'> = {
    seen: [],
    validToken: 'access-1',
    refresh: 'ok',
    refreshDelayMs: 30,
    logoutStatus: 200,
    hits: (path) => api.seen.filter((r) => r.path === path).length,
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      api.seen.push({ method: req.method ?? '', path, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const signedIn = req.headers.authorization === `Bearer ${api.validToken}`;
      const signIn = (extra: Record<string, unknown> = {}) =>
        send(res, 200, { data: { accessToken: api.validToken, refreshToken: 'r', expiresIn: 900, user: TEST_USER, ...extra } });

      // Accounts: paths with a token in them.
      const tokenRoute = /^\/api\/v1\/auth\/(password-reset|complete-profile)\/([^/]+)$/.exec(path);
      if (tokenRoute) {
        const [, kind, token] = tokenRoute;
        if (token !== 'good-token') return send(res, 400, error('INVALID_TOKEN', 'This link has expired. Request a new one.'));
        if (kind === 'password-reset') return send(res, 200, { data: req.method === 'GET' ? { valid: true } : { message: 'Password changed' } });
        return req.method === 'GET'
          ? send(res, 200, { data: { email: 'new@example.com', organization_name: 'Harbour', role_label: 'Venue member', first_name: '', last_name: '' } })
          : signIn();
      }
      const userPicture = /^\/api\/v1\/user\/([^/]+)\/profile-picture$/.exec(path);
      if (userPicture) {
        if (!signedIn) return send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
        const multipart = String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
        if (req.method === 'POST' && (!multipart || !raw.includes('name="file"'))) {
          return send(res, 400, error('VALIDATION_ERROR', 'file: Choose a picture', { fields: [{ field: 'file', message: 'Choose a picture' }] }));
        }
        return send(res, 200, { data: { ...TEST_USER, profile_picture: req.method === 'POST' ? '/media/demo/avatars/x.webp' : '' } });
      }

      switch (`${req.method} ${path}`) {
        case 'POST /api/v1/auth/login':
          return send(res, 200, { data: { accessToken: api.validToken, refreshToken: 'r' } });
        case 'POST /api/v2/auth/login':
          return send(res, 200, { data: { accessToken: api.validToken, refreshToken: 'r', expiresIn: 900, user: TEST_USER } });
        case 'POST /api/v1/auth/refresh-token':
          return void setTimeout(() => {
            if (api.refresh === 'fail') return send(res, 401, error('INVALID_REFRESH_TOKEN', 'Refresh token is invalid'));
            if (api.refresh === 'no-token') return send(res, 200, { data: {} });
            api.validToken = `access-${++tokenCounter}`;
            send(res, 200, { data: { accessToken: api.validToken, refreshToken: 'r2' } });
          }, api.refreshDelayMs);
        case 'POST /api/v1/auth/logout':
          return api.logoutStatus === 200 ? send(res, 200, { data: { ok: true } }) : send(res, api.logoutStatus, error('INTERNAL', 'Boom'));
        case 'GET /api/v1/user/me':
          return signedIn ? send(res, 200, { data: TEST_USER }) : send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
        case 'GET /api/v1/notifications':
          return signedIn
            ? send(res, 200, { data: { unreadCountsByType: { INQUIRY: 1 }, totalUnreadCount: 1 } })
            : send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
        case 'POST /api/v1/auth/registration':
          return send(res, 201, { data: { message: 'Check your inbox' } });
        case 'POST /api/v2/auth/registration':
          return send(res, 201, { data: { message: 'Check your inbox', email: 'from-server@example.com' } });
        case 'POST /api/v1/auth/verify-email': {
          const token = (body as { token?: string } | undefined)?.token;
          return token === 'good-token'
            ? send(res, 200, { data: { purpose: 'signup', email: 'ada@example.com' } })
            : send(res, 400, error('INVALID_TOKEN', 'This link has expired. Request a new one.'));
        }
        case 'POST /api/v1/auth/verify-email/resend':
        case 'POST /api/v1/auth/account-recovery':
          return send(res, 200, { data: { message: 'If the address has an account, a link is on its way' } });
        case 'GET /api/v1/auth/providers':
          return send(res, 200, { data: { google: true } });
        case 'GET /api/v1/auth/google':
          return send(res, 200, { data: `https://accounts.example/auth?${url.searchParams.toString()}` });
        case 'POST /api/v1/auth/google/callback':
          return (body as { state?: string } | undefined)?.state === 'good-state'
            ? signIn({ returnTo: '/sg/venues', created: true })
            : send(res, 400, error('OAUTH_STATE_INVALID', 'The sign-in expired. Start again.'));
        case 'GET /api/v1/unverified':
          return send(res, 403, error('EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first'));
        case 'DELETE /api/v1/user':
          if (!signedIn) return send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
          return (body as { password?: string } | undefined)?.password === 'right'
            ? send(res, 200, { data: { ok: true } })
            : send(res, 400, error('VALIDATION_ERROR', 'password: The password is incorrect', { fields: [{ field: 'password', message: 'The password is incorrect' }] }));
        case 'GET /api/v1/user/notification-preferences':
        case 'PUT /api/v1/user/notification-preferences':
          if (!signedIn) return send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
          return send(res, 200, { data: req.method === 'PUT' ? body : [{ type: 'MESSAGE', email: true, in_app: true }] });
        case 'POST /api/auth/users/sign-up':
          return signedIn ? send(res, 201, { data: { message: 'Invitation sent' } }) : send(res, 401, error('UNAUTHENTICATED', 'Sign in'));
        case 'GET /api/v1/forbidden':
          return send(res, 403, error('FORBIDDEN', 'No access'));
        case 'GET /api/v1/suspended':
          return send(res, 403, error('ACCOUNT_SUSPENDED', 'Your account is suspended'));
        case 'POST /api/v1/contact-us':
          return send(
            res,
            400,
            error('VALIDATION_ERROR', 'Check the highlighted fields', {
              fields: [
                { field: 'email', message: 'Enter a valid email address' },
                { field: 'message', message: 'Message must be at least 10 characters' },
                { field: 'email', message: 'second message for the same field' },
              ],
            }),
          );
        case 'GET /api/v1/country-settings':
          return send(res, 200, {
            data: [
              { _id: '1', country_name: 'Malaysia', cca2: 'my', photo: [], currency: 'MYR', active: true },
              { _id: '2', country_name: 'Singapore', cca2: 'sg', photo: [], currency: 'SGD', active: true },
            ],
          });
        default:
          return send(res, 404, error('NOT_FOUND', 'No such route'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    baseURL: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  });
}
