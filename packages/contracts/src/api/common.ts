import { z } from 'zod';
import { ERROR_CODES, type ApiErrorEnvelope } from '../errors';

/*
 * Response schemas (zod) of the API, for the server's route declarations and the OpenAPI document.
 * Kept out of the package's main entry: the web imports the TypeScript interfaces only, so no page
 * downloads these schemas. Each schema is checked against its interface at compile time (`same`).
 */

/** True when A and B are assignable both ways and have the same keys: a schema that drifts from its interface fails to compile. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;
/** Compile-time check: `same<z.infer<typeof schema>, Interface>(true)`. */
export const same = <A, B>(ok: Same<A, B>): Same<A, B> => ok;

/** Answers are JSON: every object is closed, so a field added on one side only fails the tests (responses are checked there). */
export const obj = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

/** `{ data }`, the envelope of every answer (DESIGN §4). */
export const dataOf = <T extends z.ZodType>(schema: T) => obj({ data: schema });

/** A page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) => obj({ data: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const okAnswer = obj({ ok: z.literal(true) });
export const messageAnswer = obj({ message: z.string() });

export const fieldErrorSchema = obj({ field: z.string(), message: z.string() });

/** The error envelope `{ error: { code, message, details } }`; details.fields names each failing field. */
export const apiErrorEnvelope = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.object({ fields: z.array(fieldErrorSchema).optional() }).catchall(z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ApiError', description: 'The error envelope: { error: { code, message, details } }; details.fields names each failing field (VALIDATION_ERROR).' });
same<z.infer<typeof apiErrorEnvelope>, ApiErrorEnvelope>(true);

const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input (VALIDATION_ERROR names each field) or a bad request',
  401: 'Missing or invalid tenant headers (TENANT_INVALID), or not signed in',
  403: 'Signed in without the permission',
  404: 'Not found',
  409: 'Conflicts with what exists',
  413: 'The body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests (Retry-After says when to try again)',
  500: 'Something went wrong on the server',
  503: 'A provider this call needs is not configured',
};

/** Every call may answer 400, 401 (tenant), 413, 415, 429 and 500; add the route's own (403, 404, 409, 503). */
export function errors(...extra: number[]): Record<number, ErrorResponse> {
  const codes = [...new Set([400, 401, 413, 415, 429, 500, ...extra])].sort();
  return Object.fromEntries(codes.map((c) => [c, { description: ERROR_MEANING[c] ?? 'Error', content: { 'application/json': { schema: apiErrorEnvelope } } }]));
}
export interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: typeof apiErrorEnvelope } };
}
