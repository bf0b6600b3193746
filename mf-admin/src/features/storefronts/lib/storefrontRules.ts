import type { FieldErrors, Resolver } from 'react-hook-form';
import { storefrontCreateBody, storefrontPatchBody, type AdminStorefront } from '@venues/contracts';
import { formFieldOf, rawBody, valuesOf, type StorefrontCreateBody, type StorefrontField, type StorefrontFormValues, type StorefrontPatchBody } from './formValues';

// The storefront form's rules: the contracts' schemas (zod), downloaded at the form's first check
// (mf-kit's lazyResolver) or submit, so the pages carry no zod (docs/performance.md).

type Schema = typeof storefrontCreateBody | typeof storefrontPatchBody;
function resolverFor(schema: Schema, omit: StorefrontField[]): Resolver<StorefrontFormValues> {
  return (values) => {
    const body = rawBody(values);
    for (const f of omit) delete body[f];
    const parsed = schema.safeParse(body);
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<StorefrontFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The contracts' schemas are the validators: the form refuses what the API refuses, with its messages. */
export const createResolver = resolverFor(storefrontCreateBody, []);
export const editResolver = resolverFor(storefrontPatchBody, ['cca2']);

export function toCreateBody(v: StorefrontFormValues): StorefrontCreateBody {
  return storefrontCreateBody.parse(rawBody(v));
}

/** Only the fields that differ from the stored storefront (PATCH); `cca2` never changes. */
export function toPatchBody(original: AdminStorefront, v: StorefrontFormValues): StorefrontPatchBody {
  const next = rawBody(v);
  const before = rawBody(valuesOf(original));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next)) {
    if (key === 'cca2') continue;
    if (next[key] !== before[key]) patch[key] = next[key];
  }
  return storefrontPatchBody.parse(patch);
}
