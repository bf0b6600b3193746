import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns';


export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  /** sha256 hex of the publishable API key. */
  apiKeyHash: text('api_key_hash').notNull(),
  productSlug: text('product_slug').notNull(),
  productName: text('product_name').notNull(),
  createdAt: created(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('organizations_tenant_idx').on(t.tenantId)],
);

/** invited: a team member who has not completed the profile yet (cannot sign in). */
export const USER_STATUSES = ['active', 'invited', 'suspended', 'deleted'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['USER', 'VENUE_OWNER', 'VENUE_LISTER', 'ADMIN'] }).notNull(),
    /** Null means NO_ROLES_ASSIGNED. */
    assignedRoles: integer('assigned_roles'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    type: text('type').notNull().default(''),
    profilePicture: text('profile_picture').notNull().default(''),
    dateOfBirth: text('date_of_birth').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    primaryPhone: text('primary_phone').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    addressCountry: text('address_country').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    stripeAccount: text('stripe_account').notNull().default(''),
    roomId: uuid('room_id').notNull().defaultRandom(),
    /** Set when the address was confirmed (a link, Google, or an invitation accepted); null = cannot sign in yet. */
    emailVerifiedAt: ts('email_verified_at'),
    /** An address waiting for its confirmation link (e-mail change); '' when none. */
    pendingEmail: text('pending_email').notNull().default(''),
    /** The Google account's `sub` once linked. */
    googleSubject: text('google_subject'),
    /** False while the password is a random one nobody knows (Google-made or invited accounts). */
    hasPassword: boolean('has_password').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
    index('users_tenant_room_idx').on(t.tenantId, t.roomId),
    uniqueIndex('users_tenant_google_uq').on(t.tenantId, t.googleSubject),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.tenantId, t.userId)],
);

export const countrySettings = pgTable(
  'country_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    cca2: text('cca2').notNull(),
    countryName: text('country_name').notNull(),
    photos: jsonb('photos').$type<{ path: string }[]>().notNull().default(sql`'[]'::jsonb`),
    currency: text('currency'),
    /** The storefront's sales tax (docs/transactions.md "Money"): '' and 0 when none. */
    taxName: text('tax_name').notNull().default(''),
    /** Hundredths of a percent (900 = 9 %), so the rate is exact. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** True when listed prices already contain the tax. */
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    /** The platform's fee, kept from the venue's payout, in hundredths of a percent. */
    serviceFeeBasisPoints: integer('service_fee_basis_points').notNull().default(1000),
    /** Whose dialling code and number rules the storefront's phone fields start with (ISO alpha-2, lowercase). */
    phoneCountry: text('phone_country').notNull().default(''),
    /** The storefront visitors land on when they have none (docs/spec.md §2 "sg"); one per tenant. */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('country_settings_tenant_cca2_uq').on(t.tenantId, t.cca2),
    uniqueIndex('country_settings_default_uq').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);

export const ANNOUNCEMENT_TARGET_VALUES = ['ALL', 'USERS_ONLY', 'VENUE_OWNERS_ONLY'] as const;
export const TARGET_DEVICE_VALUES = ['ALL', 'WEB_ONLY', 'MOBILE_ONLY'] as const;

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    attachment: jsonb('attachment').$type<{ path: string } | null>(),
    active: boolean('active').notNull().default(true),
    target: text('target', { enum: ANNOUNCEMENT_TARGET_VALUES }).notNull().default('ALL'),
    targetDevice: text('target_device', { enum: TARGET_DEVICE_VALUES }).notNull().default('ALL'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('announcements_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const announcementLogs = pgTable(
  'announcement_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('announcement_logs_pair_uq').on(t.announcementId, t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: ts('read_at'),
    createdAt: created(),
  },
  (t) => [index('notifications_user_unread_idx').on(t.tenantId, t.userId, t.readAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    country: text('country'),
    createdAt: created(),
  },
  (t) => [index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
