import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorEnvelope } from '@venues/contracts';
import { AppError } from '../lib/errors';
import { zodToAppError } from '../lib/validate';

export interface ErrorsOptions {
  /** Handles unknown non-API GETs (the SPA fallback); answers true when it replied. */
  fallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

function envelope(e: AppError): ApiErrorEnvelope {
  return { error: { code: e.code, message: e.message, details: e.details } };
}

/** Turn anything thrown into an AppError; nothing caused by input may become a 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return zodToAppError(err);
  const fe = err as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
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
