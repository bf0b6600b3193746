import type { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { storefrontCreateBody, storefrontPatchBody, type AdminStorefront } from '@venues/contracts';
import { countryInfo } from '@venues/geo';

/** What the storefront form edits (numbers may be empty while typing; the currency '' means none). */
export interface StorefrontFormValues {
  cca2: string;
  country_name: string;
  currency: string;
  tax_name: string;
  tax_rate: number | null;
  prices_include_tax: boolean;
  service_fee_percent: number | null;
  phone_country: string;
  enabled: boolean;
}
export type StorefrontField = keyof StorefrontFormValues;
export type StorefrontCreateBody = z.output<typeof storefrontCreateBody>;
export type StorefrontPatchBody = z.output<typeof storefrontPatchBody>;

export const STOREFRONT_FIELDS: readonly StorefrontField[] = ['cca2', 'country_name', 'currency', 'tax_name', 'tax_rate', 'prices_include_tax', 'service_fee_percent', 'phone_country', 'enabled'];

export const EMPTY_STOREFRONT: StorefrontFormValues = {
  cca2: '',
  country_name: '',
  currency: '',
  tax_name: '',
  tax_rate: 0,
  prices_include_tax: false,
  service_fee_percent: 10,
  phone_country: '',
  enabled: true,
};

export function valuesOf(s: AdminStorefront): StorefrontFormValues {
  return {
    cca2: s.cca2,
    country_name: s.country_name,
    currency: s.currency ?? '',
    tax_name: s.tax_name,
    tax_rate: s.tax_rate,
    prices_include_tax: s.prices_include_tax,
    service_fee_percent: s.service_fee_percent,
    phone_country: s.phone_country,
    enabled: s.enabled,
  };
}

/** A country picked for a new storefront fills its name, currency and phone country (all still editable). */
export function prefillFor(cca2: string): Partial<StorefrontFormValues> {
  const info = countryInfo(cca2);
  return info ? { country_name: info.name, currency: info.currency ?? '', phone_country: info.cca2 } : {};
}

/** The body the form's values stand for (empty currency: none; a number left empty stays null and is refused). */
function rawBody(v: StorefrontFormValues): Record<string, unknown> {
  return {
    country_name: v.country_name,
    cca2: v.cca2,
    currency: v.currency.trim() === '' ? null : v.currency,
    tax_name: v.tax_name,
    tax_rate: v.tax_rate,
    prices_include_tax: v.prices_include_tax,
    service_fee_percent: v.service_fee_percent,
    phone_country: v.phone_country || undefined,
    enabled: v.enabled,
  };
}

/** A server or schema field path → the form field it belongs to. */
export function formFieldOf(path: string): StorefrontField | null {
  const head = path.split('.')[0] as StorefrontField;
  return STOREFRONT_FIELDS.includes(head) ? head : null;
}

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
