import type { z } from 'zod';
import type { FieldError } from '@venues/contracts';
import { AppError } from './errors';

/** An id as the database stores it (a UUID): tested before a lookup by id or slug, or a query that casts to uuid. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A zod failure as 400 VALIDATION_ERROR: every failing field listed, the first one named in the message. */
export function zodToAppError(error: z.ZodError): AppError {
  const fields: FieldError[] = error.issues.flatMap((i) => {
    const path = i.path.map(String).join('.');
    if (i.code === 'unrecognized_keys') {
      return i.keys.map((k) => ({ field: path ? `${path}.${k}` : k, message: 'Unknown field' }));
    }
    return [{ field: path || 'body', message: i.message }];
  });
  const first = fields[0] ?? { field: 'body', message: 'Invalid input' };
  return new AppError('VALIDATION_ERROR', `${first.field}: ${first.message}`, { fields });
}

/** Parse with a contracts schema or throw the 400 envelope. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw zodToAppError(r.error);
}

/** parse() for schemas with asynchronous checks (the password policy). */
export async function parseAsync<S extends z.ZodType>(schema: S, input: unknown): Promise<z.output<S>> {
  const r = await schema.safeParseAsync(input);
  if (r.success) return r.data;
  throw zodToAppError(r.error);
}
