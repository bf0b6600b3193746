import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { checkedInHandler } from '@venues/contracts/api';
import { zodToAppError } from './validate';

/*
 * How routes' zod schemas (from @venues/contracts/api) are used. Requests: parsed by zod, a failure
 * is the same 400 VALIDATION_ERROR that parse() gave (fields named without a part prefix). Answers:
 * plain JSON.stringify — zod never strips or slows an answer in production; with
 * `validateResponses` (tests) every answer is checked against its declared schema after
 * serialization, so a drift between a handler and its contract fails the tests.
 */

/** Request parts: params, querystring, body (headers are not declared). */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the ${httpPart} schema must be a zod schema from @venues/contracts`);
  // Fastify passes a missing body as null; the schemas treat "no body" as undefined (as parse(req.body) did).
  const input = (data: unknown) => (httpPart === 'body' && data === null ? undefined : data);
  if (checkedInHandler.has(schema)) return (data) => ({ value: input(data) });
  return (data) => {
    const r = schema.safeParse(input(data));
    return r.success ? { value: r.data } : { error: zodToAppError(r.error) };
  };
};

/** An answer that does not match its route's declared schema (only raised with validateResponses). */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly status: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${route} answered ${status} with a body that does not match its schema: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

export function serializerCompiler(validateResponses: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!validateResponses || !(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const r = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
      if (!r.success) throw new ResponseContractError(`${method} ${url}`, String(httpStatus), r.error.issues);
      return json;
    };
  };
}
