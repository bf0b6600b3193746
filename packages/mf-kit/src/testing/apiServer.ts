// A tiny real HTTP API for component tests: the app's own api-client talks to it over XHR
// (jsdom), so it answers CORS preflights like a cross-origin server would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  /** The query string's values (the route key ignores them). */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (req: Seen) => { status: number; body: unknown; delayMs?: number };

export interface TestApiServer {
  baseURL: string;
  seen: Seen[];
  /** Route table, keyed "METHOD /path"; tests replace entries as they need. */
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

/** Told of each answer a handler gives, before it is sent (standInApi checks it against the contracts). */
export type AnswerCheck = (req: Seen, answer: { status: number; body: unknown }, handler: Handler) => void;

export async function startApiServer(options: { check?: AnswerCheck } = {}): Promise<TestApiServer> {
  const seen: Seen[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const entry: Seen = { method: req.method ?? '', path, query: url.searchParams, headers: req.headers, body };
      seen.push(entry);
      const handler = routes.get(`${entry.method} ${path}`);
      const answer = handler ? handler(entry) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      if (handler) options.check?.(entry, answer, handler);
      setTimeout(() => {
        res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
