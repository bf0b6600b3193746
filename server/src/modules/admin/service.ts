import type { z } from 'zod';
import {
  ADMIN_LIMITS,
  ADMIN_ROLE_CODES,
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  adminRoleOf,
  deriveRoles,
  type AdminAccount,
  type AdminRole,
  type AdminStorefront,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  type auditLogQuery,
  type Page,
  type storefrontCreateBody,
  type storefrontPatchBody,
} from '@venues/contracts';
import { isIsoCountry } from '@venues/geo';
import type { Tx } from '../../db/repository';
import type { TenantRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { SessionSockets } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { ListingPhotos, PhotoUpload } from '../owner-venues/photos';
import { recordAudit } from './audit';
import type { AdminRepository, StorefrontRow, StorefrontUpdate, StorefrontWithCount } from './repository';

type StorefrontCreate = z.output<typeof storefrontCreateBody>;
type StorefrontPatch = z.output<typeof storefrontPatchBody>;
type AuditQuery = z.output<typeof auditLogQuery>;

/** ISO 4217 codes the runtime knows (ICU's list, not a table of ours). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const percentOf = (bp: number) => bp / 100;
const basisPoints = (percent: number) => Math.round(percent * 100);

/** The fields of a storefront as the API names them: what the audit trail keeps before and after. */
function fieldsOf(r: StorefrontRow) {
  return {
    country_name: r.countryName,
    cca2: r.cca2,
    photo: r.photos,
    currency: r.currency,
    tax_name: r.taxName,
    tax_rate: percentOf(r.taxRateBasisPoints),
    prices_include_tax: r.taxInclusive,
    service_fee_percent: percentOf(r.serviceFeeBasisPoints),
    phone_country: r.phoneCountry,
    enabled: r.active,
    is_default: r.isDefault,
  };
}
type StorefrontFields = ReturnType<typeof fieldsOf>;

/** The keys whose values differ, with their values before and after (null when none differ). */
function changed<T extends Record<string, unknown>>(before: T, after: T, keys: readonly (keyof T & string)[]): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const diff = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (!diff.length) return null;
  return { before: Object.fromEntries(diff.map((k) => [k, before[k]])), after: Object.fromEntries(diff.map((k) => [k, after[k]])) };
}

/** The fields `storefront.update` covers (enabled and is_default have their own actions). */
const UPDATE_FIELDS = ['country_name', 'photo', 'currency', 'tax_name', 'tax_rate', 'prices_include_tax', 'service_fee_percent', 'phone_country'] as const satisfies readonly (keyof StorefrontFields)[];

const conflict = (reason: string, message: string, field?: string) =>
  new AppError('CONFLICT', field ? `${field}: ${message}` : message, field ? { reason, fields: [{ field, message }] } : { reason });
const defaultStaysEnabled = () => conflict('default', 'The default storefront cannot be disabled. Make another storefront the default first.', 'enabled');
const defaultMustBeEnabled = () => conflict('default', 'A disabled storefront cannot be the default. Enable it in the same change.', 'is_default');

function checkCountry(field: 'cca2' | 'phone_country', cc: string | undefined): void {
  if (cc !== undefined && !isIsoCountry(cc)) throw fieldError(field, `${cc.toUpperCase()} is not an ISO 3166-1 country code`);
}
function checkCurrency(currency: string | null | undefined): void {
  if (currency && !CURRENCIES.has(currency)) throw fieldError('currency', `${currency} is not an ISO 4217 currency code`);
}

/**
 * The storefronts (docs/admin.md "Storefronts"): read from the database on every request, so a
 * change counts at once on every API node; each change and its audit records are one transaction.
 */
export class StorefrontService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly photos: ListingPhotos,
  ) {}

  private toAnswer(r: StorefrontWithCount): AdminStorefront {
    return {
      _id: r.id,
      ...fieldsOf(r),
      published_venues: r.publishedVenues,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  async list(user: AuthUser): Promise<AdminStorefront[]> {
    return (await this.repo.storefronts(user.tenantId)).map((r) => this.toAnswer(r));
  }

  async get(user: AuthUser, id: string): Promise<AdminStorefront> {
    const r = await this.repo.storefront(user.tenantId, id);
    if (!r) throw notFound('Storefront');
    return this.toAnswer(r);
  }

  /** Makes `row` the default: the previous default is unset first (one per tenant, a unique index). */
  private async makeDefault(repo: AdminRepository, tx: Tx, user: AuthUser, row: StorefrontRow): Promise<void> {
    const previous = await repo.lockDefault(user.tenantId);
    await repo.unsetDefault(user.tenantId, row.id);
    await repo.updateStorefront(user.tenantId, row.id, { isDefault: true });
    await recordAudit(tx, user, {
      action: 'storefront.make_default',
      targetType: 'storefront',
      targetId: row.id,
      summary: `Made ${row.countryName} the default storefront${previous && previous.id !== row.id ? ` instead of ${previous.countryName}` : ''}`,
      before: { is_default: false, previous_default: previous?.cca2 ?? null },
      after: { is_default: true },
    });
  }

  /** Runs a change; a second default at once (the unique index) answers 409 rather than 500. */
  private async inTransaction<T>(fn: (repo: AdminRepository, tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.repo.transaction((tx) => fn(this.repo.withTx(tx), tx));
    } catch (e) {
      if (isUniqueViolation(e, 'country_settings_tenant_cca2_uq')) throw conflict('duplicate', 'This country is already a storefront', 'cca2');
      if (isUniqueViolation(e, 'country_settings_default_uq')) throw conflict('default', 'Another administrator changed the default storefront at the same time. Try again.', 'is_default');
      throw e;
    }
  }

  async create(user: AuthUser, b: StorefrontCreate): Promise<AdminStorefront> {
    checkCountry('cca2', b.cca2);
    checkCountry('phone_country', b.phone_country);
    checkCurrency(b.currency);
    if (b.is_default && !b.enabled) throw defaultMustBeEnabled();
    return this.inTransaction(async (repo, tx) => {
      const existing = await repo.storefrontByCode(user.tenantId, b.cca2);
      if (existing) throw conflict('duplicate', `${b.cca2.toUpperCase()} is already a storefront (${existing.countryName})`, 'cca2');
      const row = await repo.insertStorefront({
        tenantId: user.tenantId,
        cca2: b.cca2,
        countryName: b.country_name,
        photos: b.photo,
        currency: b.currency,
        taxName: b.tax_name,
        taxRateBasisPoints: basisPoints(b.tax_rate),
        taxInclusive: b.prices_include_tax,
        serviceFeeBasisPoints: basisPoints(b.service_fee_percent),
        phoneCountry: b.phone_country ?? b.cca2,
        active: b.enabled,
        isDefault: false,
      });
      await recordAudit(tx, user, {
        action: 'storefront.create',
        targetType: 'storefront',
        targetId: row.id,
        summary: `Opened the storefront ${row.countryName} (${row.cca2.toUpperCase()})${row.active ? '' : ', disabled'}`,
        before: null,
        after: fieldsOf(row),
      });
      if (b.is_default) await this.makeDefault(repo, tx, user, row);
      return this.toAnswer((await repo.storefront(user.tenantId, row.id))!);
    });
  }

  async update(user: AuthUser, id: string, b: StorefrontPatch): Promise<AdminStorefront> {
    checkCountry('phone_country', b.phone_country);
    checkCurrency(b.currency);
    return this.inTransaction(async (repo, tx) => {
      const cur = await repo.lockStorefront(user.tenantId, id);
      if (!cur) throw notFound('Storefront');
      const enabled = b.enabled ?? cur.active;
      if (!enabled && (cur.isDefault || b.is_default)) throw cur.isDefault ? defaultStaysEnabled() : defaultMustBeEnabled();
      if (b.photo) {
        const known = new Set(cur.photos.map((p) => p.path));
        const stranger = b.photo.find((p) => !known.has(p.path));
        if (stranger) throw fieldError('photo', `${stranger.path} is not one of this storefront's photos: reorder or remove them here, add one with POST /v1/admin/country-settings/${id}/photos`);
      }
      const patch: StorefrontUpdate = {};
      if (b.country_name !== undefined) patch.countryName = b.country_name;
      if (b.photo !== undefined) patch.photos = b.photo;
      if (b.currency !== undefined) patch.currency = b.currency;
      if (b.tax_name !== undefined) patch.taxName = b.tax_name;
      if (b.tax_rate !== undefined) patch.taxRateBasisPoints = basisPoints(b.tax_rate);
      if (b.prices_include_tax !== undefined) patch.taxInclusive = b.prices_include_tax;
      if (b.service_fee_percent !== undefined) patch.serviceFeeBasisPoints = basisPoints(b.service_fee_percent);
      if (b.phone_country !== undefined) patch.phoneCountry = b.phone_country;
      if (b.enabled !== undefined) patch.active = b.enabled;
      const next: StorefrontRow = { ...cur, ...patch };
      if (next.taxRateBasisPoints > 0 && next.taxName === '') throw fieldError('tax_name', 'Name the tax (e.g. GST) when its rate is above 0');

      const before = fieldsOf(cur);
      const after = fieldsOf(next);
      const edit = changed(before, after, UPDATE_FIELDS);
      const switched = before.enabled !== after.enabled;
      if (edit || switched) await repo.updateStorefront(user.tenantId, id, patch);
      const name = next.countryName;
      if (edit) {
        await recordAudit(tx, user, {
          action: 'storefront.update',
          targetType: 'storefront',
          targetId: id,
          summary: `Changed the storefront ${name}: ${Object.keys(edit.after).join(', ')}`,
          ...edit,
        });
      }
      if (switched) {
        await recordAudit(tx, user, {
          action: after.enabled ? 'storefront.enable' : 'storefront.disable',
          targetType: 'storefront',
          targetId: id,
          summary: after.enabled ? `Enabled the storefront ${name}: its venues are back in search` : `Disabled the storefront ${name}: its venues left search and their pages`,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
        });
      }
      if (b.is_default && !cur.isDefault) await this.makeDefault(repo, tx, user, next);
      return this.toAnswer((await repo.storefront(user.tenantId, id))!);
    });
  }

  /** Appends an uploaded photo (processed like venue photos: checked, upright, WebP at two widths). */
  async addPhoto(user: AuthUser, tenant: TenantRow, id: string, upload: PhotoUpload): Promise<AdminStorefront> {
    const full = () => conflict('photos_full', `A storefront has at most ${ADMIN_LIMITS.photosPerStorefront} photos: remove one first`, 'photo');
    const cur = await this.repo.storefront(user.tenantId, id);
    if (!cur) throw notFound('Storefront');
    if (cur.photos.length >= ADMIN_LIMITS.photosPerStorefront) throw full();
    return this.photos.storeWhile(tenant.code, upload, (photo) =>
      this.inTransaction(async (repo, tx) => {
        const locked = await repo.lockStorefront(user.tenantId, id);
        if (!locked) throw notFound('Storefront');
        if (locked.photos.length >= ADMIN_LIMITS.photosPerStorefront) throw full();
        const photos = [...locked.photos, { path: photo.url }];
        await repo.updateStorefront(user.tenantId, id, { photos });
        await recordAudit(tx, user, {
          action: 'storefront.update',
          targetType: 'storefront',
          targetId: id,
          summary: `Added a photo to the storefront ${locked.countryName}`,
          before: { photo: locked.photos },
          after: { photo: photos },
        });
        return this.toAnswer((await repo.storefront(user.tenantId, id))!);
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Administrators
// ---------------------------------------------------------------------------------------------

const roleOf = (u: Pick<UserRow, 'role' | 'assignedRoles'>): AdminRole | null => adminRoleOf(deriveRoles({ role: u.role, assigned_roles: u.assignedRoles }));
const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;
const RANK = Object.fromEntries(ADMIN_ROLES.map((r, i) => [r, i])) as Record<AdminRole, number>;

/** The administrators and their roles (docs/admin.md "Administrators"). */
export class AdminAccountService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly sockets: SessionSockets,
  ) {}

  private toAccount(u: UserRow, me: AuthUser): AdminAccount {
    return { _id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, role: roleOf(u)!, is_you: u.id === me.id, created_at: u.createdAt.toISOString() };
  }

  /** Full administrators first, then sales, then admin members; by address within a role. */
  async list(user: AuthUser): Promise<AdminAccount[]> {
    return (await this.repo.admins(user.tenantId))
      .filter((u) => roleOf(u) !== null)
      .map((u) => this.toAccount(u, user))
      .sort((a, b) => RANK[a.role] - RANK[b.role] || a.email.localeCompare(b.email));
  }

  /**
   * Never your own role; the last active full administrator stays one (the full administrators are
   * locked first, so two demotions at once cannot leave none). Counts from the person's next call.
   */
  async changeRole(user: AuthUser, id: string, role: AdminRole): Promise<AdminAccount> {
    if (id === user.id) throw new AppError('FORBIDDEN', 'You cannot change your own role. Ask another full administrator.', { reason: 'self' });
    const account = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const fulls = await repo.lockFullAdmins(user.tenantId);
      const target = await repo.lockAdmin(user.tenantId, id);
      const current = target ? roleOf(target) : null;
      if (!target || !current) throw notFound('Administrator');
      if (current === role) return { account: this.toAccount(target, user), changed: false };
      if (current === 'full' && !fulls.some((f) => f !== target.id)) {
        throw new AppError('CONFLICT', `${nameOf(target)} is the last full administrator: make someone else a full administrator first`, { reason: 'last_full_admin' });
      }
      if (!fulls.includes(user.id)) throw new AppError('FORBIDDEN', 'Your own role changed: only full administrators change roles', { reason: 'not_full' });
      const updated = await repo.setAssignedRoles(user.tenantId, id, ADMIN_ROLE_CODES[role]);
      await recordAudit(tx, user, {
        action: 'admin.role_change',
        targetType: 'admin',
        targetId: id,
        summary: `Changed ${nameOf(target)}'s role from ${ADMIN_ROLE_LABELS[current]} to ${ADMIN_ROLE_LABELS[role]}`,
        before: { role: current },
        after: { role },
      });
      return { account: this.toAccount(updated, user), changed: true };
    });
    // Their sockets hold the old role: they reconnect and are checked afresh.
    if (account.changed) this.sockets.endAccount(id);
    return account.account;
  }
}

// ---------------------------------------------------------------------------------------------
// The audit trail
// ---------------------------------------------------------------------------------------------

export class AuditLogService {
  constructor(private readonly repo: AdminRepository) {}

  async list(user: AuthUser, q: AuditQuery): Promise<Page<AuditEntry>> {
    const page = q.page ?? 1;
    const limit = q.limit ?? ADMIN_LIMITS.defaultLimit;
    const { rows, total } = await this.repo.auditPage(user.tenantId, { action: q.action, targetType: q.target_type, targetId: q.target_id, actorId: q.actor_id, from: q.from, to: q.to }, page, limit);
    return {
      data: rows.map((r) => ({
        _id: r.id,
        actor: { _id: r.actorId, email: r.actorEmail, role: r.actorRole as AdminRole },
        action: r.action as AuditAction,
        target_type: r.targetType as AuditTargetType,
        target_id: r.targetId,
        summary: r.summary,
        reason: r.reason,
        before: r.before ?? null,
        after: r.after ?? null,
        created_at: r.createdAt.toISOString(),
      })),
      page,
      limit,
      total,
    };
  }
}
