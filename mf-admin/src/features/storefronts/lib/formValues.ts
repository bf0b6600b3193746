import type { z } from 'zod';
import type { AdminStorefront, storefrontCreateBody, storefrontPatchBody } from '@venues/contracts';

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

/**
 * A country picked for a new storefront fills its name, currency and phone country (all still
 * editable). The country table (world-countries, about 150 KB gzip) downloads at the first pick.
 */
export async function prefillFor(cca2: string): Promise<Partial<StorefrontFormValues>> {
  const { countryInfo } = await import(/* webpackChunkName: "world-countries" */ '@venues/geo/countries');
  const info = countryInfo(cca2);
  return info ? { country_name: info.name, currency: info.currency ?? '', phone_country: info.cca2 } : {};
}

/** The body the form's values stand for (empty currency: none; a number left empty stays null and is refused). */
export function rawBody(v: StorefrontFormValues): Record<string, unknown> {
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
