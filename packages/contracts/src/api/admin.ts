import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../admin-lists';
import { ADMIN_LIMITS } from '../constants';
import {
  ADMIN_ROLES,
  adminIdParams,
  adminRoleBody,
  adminsWho,
  auditLogQuery,
  storefrontCreateBody,
  storefrontPatchBody,
  type AdminAccount,
  type AdminStorefront,
  type AuditEntry,
} from '../admin';
import { LISTING_PHOTO_LIMITS } from '../owner-venues';
import { dataOf, errors, obj, pageOf, same } from './common';

// The administration's answers and routes for storefronts, administrators and the audit trail
// (server/src/modules/admin, docs/admin.md). Every route is under the `admin` tag.

const iso = z.string();

export const adminStorefrontAnswer = obj({
  _id: z.string(),
  country_name: z.string(),
  cca2: z.string(),
  photo: z.array(obj({ path: z.string() })),
  currency: z.string().nullable(),
  tax_name: z.string(),
  tax_rate: z.number(),
  prices_include_tax: z.boolean(),
  service_fee_percent: z.number(),
  phone_country: z.string(),
  enabled: z.boolean(),
  is_default: z.boolean(),
  published_venues: z.number().int(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof adminStorefrontAnswer>, AdminStorefront>(true);

export const adminAccountAnswer = obj({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ADMIN_ROLES),
  is_you: z.boolean(),
  created_at: iso,
});
same<z.infer<typeof adminAccountAnswer>, AdminAccount>(true);

const fields = z.record(z.string(), z.unknown()).nullable();
export const auditEntryAnswer = obj({
  _id: z.string(),
  actor: obj({ _id: z.string().nullable(), email: z.string(), role: z.enum(ADMIN_ROLES) }),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string(),
  summary: z.string(),
  reason: z.string(),
  before: fields,
  after: fields,
  created_at: iso,
});
same<z.infer<typeof auditEntryAnswer>, AuditEntry>(true);

const base = { tags: ['admin'], security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const who = (p: Parameters<typeof adminsWho>[0]) => ` (${adminsWho(p)})`;
const upload = `multipart/form-data: field "${LISTING_PHOTO_LIMITS.field}" (JPEG, PNG or WebP, at most ${LISTING_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, at least ${LISTING_PHOTO_LIMITS.minWidth}×${LISTING_PHOTO_LIMITS.minHeight} pixels; at most ${ADMIN_LIMITS.photosPerStorefront} photos)`;

/** /v1/admin/country-settings: the storefronts. */
export const adminStorefrontsApi = {
  list: { ...base, summary: `Every storefront, enabled or not, by name${who('storefronts.read')}`, response: { ...ok(z.array(adminStorefrontAnswer)), ...errors(403) } },
  get: { ...base, summary: `One storefront${who('storefronts.read')}`, params: adminIdParams, response: { ...ok(adminStorefrontAnswer), ...errors(403, 404) } },
  create: {
    ...base,
    summary: `Open a storefront: a real ISO country not yet a storefront (409 naming cca2), a real ISO 4217 currency${who('storefronts.manage')}`,
    body: storefrontCreateBody,
    response: { ...created(adminStorefrontAnswer), ...errors(403, 409) },
  },
  update: {
    ...base,
    summary: `Change a storefront; enabled:false disables it (never the default: 409), is_default:true makes it the default${who('storefronts.manage')}`,
    params: adminIdParams,
    body: storefrontPatchBody,
    response: { ...ok(adminStorefrontAnswer), ...errors(403, 404, 409) },
  },
  addPhoto: {
    ...base,
    summary: `Append a photo to a storefront (${upload})${who('storefronts.manage')}`,
    params: adminIdParams,
    consumes: ['multipart/form-data'],
    response: { ...created(adminStorefrontAnswer), ...errors(403, 404, 409) },
  },
};

/** /v1/admin/admins: the administrators and their roles. */
export const adminAccountsApi = {
  list: { ...base, summary: `The administrators${who('admins.manage')}`, response: { ...ok(z.array(adminAccountAnswer)), ...errors(403) } },
  changeRole: {
    ...base,
    summary: `Change another administrator's role (never your own: 403 reason self; never the last full administrator's: 409)${who('admins.manage')}`,
    params: adminIdParams,
    body: adminRoleBody,
    response: { ...ok(adminAccountAnswer), ...errors(403, 404, 409) },
  },
};

/** /v1/admin/audit-log: the administrators' actions, newest first. */
export const auditLogApi = {
  list: { ...base, summary: `The audit trail of administrators' actions, newest first${who('audit.read')}`, querystring: auditLogQuery, response: { ...ok(pageOf(auditEntryAnswer)), ...errors(403) } },
};
