// A real HTTP server for the client's tests: a tiny imitation of the API's auth rules.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
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
      api.seen.push({ method: req.method ?? '', path, headers: req.headers, body });
      const signedIn = req.headers.authorization === `Bearer ${api.validToken}`;

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
              { _id: '2', country_name: 'Singapore', cca2: 'sg', photo: [], currency: 'SGD', active: true },
              { _id: '1', country_name: 'Malaysia', cca2: 'my', photo: [], currency: 'MYR', active: true },
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
