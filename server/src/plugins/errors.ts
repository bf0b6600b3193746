import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorEnvelope } from '@venues/contracts';
import { AppError } from '../lib/errors';
import { ResponseContractError } from '../lib/schema-compilers';
import { zodToAppError } from '../lib/validate';

export interface ErrorsOptions {
  /** Handles unknown non-API GETs (the SPA fallback); answers true when it replied. */
  fallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export function envelope(e: AppError): ApiErrorEnvelope {
  return { error: { code: e.code, message: e.message, details: e.details } };
}

/**
 * PostgreSQL's encoding errors (from pg or PGlite, possibly wrapped by drizzle in `cause`): text it
 * cannot store. The schemas refuse such text first (contracts' safeString); this is the net.
 * 22021 character_not_in_repertoire (e.g. U+0000 in text), 22P05 untranslatable_character (jsonb).
 */
function isEncodingError(err: unknown): boolean {
  for (let x = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; x && depth < 4; x = x.cause as typeof x, depth++) {
    if (x.code === '22021' || x.code === '22P05') return true;
  }
  return false;
}

/** Fastify's own errors, in words for people; the status stays Fastify's. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here: send JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

/** Turn anything thrown into an AppError; nothing caused by input may become a 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return zodToAppError(err);
  if (err instanceof ResponseContractError) return new AppError('INTERNAL', err.message, { route: err.route, issues: err.issues }, 500);
  if (isEncodingError(err)) return new AppError('BAD_REQUEST', 'The request contains text that cannot be stored (a control character or broken Unicode)', {}, 400);
  const fe = err as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  const known = fe.code ? FRAMEWORK_MESSAGES[fe.code] : undefined;
  if (known && status >= 400 && status < 500) return new AppError('BAD_REQUEST', known, {}, status);
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && status === 400)) {
    return new AppError('BAD_REQUEST', 'The request body is not valid JSON', {}, 400);
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('BAD_REQUEST', 'The request body is empty but the content type is JSON', {}, 400);
  }
  if (status === 429) return new AppError('RATE_LIMITED', fe.message ?? 'Too many requests');
  if (status === 404) return new AppError('NOT_FOUND', fe.message ?? 'Not found');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', fe.message ?? 'Bad request', {}, status);
  return new AppError('INTERNAL', 'Something went wrong on our side', {}, 500);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is found (a malformed %-escape,
 * a path parameter over maxParamLength) answer the envelope too.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const e = toAppError(err);
  void reply.status(e.statusCode).send(envelope(e));
}

/** Fastify's `clientErrorHandler`: a request Node cannot parse (bad HTTP, headers too large) gets the envelope as well. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(envelope(new AppError('BAD_REQUEST', tooLarge ? 'The request headers are too large' : 'The request is not valid HTTP', {}, status)));
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const errorsPlugin = fp<ErrorsOptions>(async (app, opts) => {
  app.setErrorHandler((err, req, reply) => {
    const e = toAppError(err);
    if (e.statusCode >= 500) req.log.error({ err }, 'unhandled error');
    if (e.code === 'RATE_LIMITED' && typeof e.details.retryAfter === 'number') reply.header('retry-after', String(e.details.retryAfter));
    return reply.status(e.statusCode).send(envelope(e));
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (opts.fallback && (await opts.fallback(req, reply))) return reply;
    const path = req.url.split('?')[0];
    return reply.status(404).send(envelope(new AppError('NOT_FOUND', `No route for ${req.method} ${path}`)));
  });
});
