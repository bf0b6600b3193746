import type { FastifyRequest } from 'fastify';

// What a log may say of a request's address (docs/architecture.md "Security"). Links in mail, calendar
// feeds and shared shortlists carry bearer-grade secrets in the path (`/forgot-password/
// password-reset/<token>`, `/api/v1/calendar/<token>.ics`) and sign-in answers in the query
// (`/callback/google?code=…`), so a log never holds an address as it was asked for: a routed
// request is logged by its route's template, anything else by the shape of its path; a query by
// its names only.

/** A segment an unrouted path keeps: a plain lowercase word (`sg`, `password-reset`) or a version (`v1`); no random secret this server makes is one. */
const PLAIN_WORD = /^(?:[a-z][a-z-]{0,39}|v\d{1,2})$/;
/** A query's name as a log shows it (our links never put a secret in a name, only in a value). */
const QUERY_NAME = /^[A-Za-z][A-Za-z_-]{0,39}$/;
const MAX_QUERY_NAMES = 20;

/** `/a/b?x=1&y=2` → `/a/b?x=…&y=…`, the path as pathForLog writes it. */
export function urlForLog(url: string, template?: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return pathForLog(path, template) + queryForLog(q < 0 ? '' : url.slice(q + 1));
}

/** The route's template when there is one (`/api/v1/calendar/:token.ics`), else the path with every segment that is not a plain word written `:`. */
function pathForLog(path: string, template?: string): string {
  if (template) return template;
  return path
    .split('/')
    .map((s, i) => (i === 0 || s === '' || PLAIN_WORD.test(s) ? s : ':'))
    .join('/');
}

function queryForLog(query: string): string {
  if (!query) return '';
  const names = [...new Set([...new URLSearchParams(query).keys()].map((k) => (QUERY_NAME.test(k) ? k : ':')))];
  const shown = names.slice(0, MAX_QUERY_NAMES).map((k) => `${k}=…`);
  if (names.length > MAX_QUERY_NAMES) shown.push('…');
  return `?${shown.join('&')}`;
}

/**
 * pino's `req` serializer for Fastify's request lines: the address as urlForLog writes it (the
 * not-found handler, which draws the pages, has no template: the shape of the path).
 */
export function requestForLog(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: urlForLog(req.url, req.routeOptions?.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
