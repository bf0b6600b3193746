import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns';
import { organizations, tenants, users } from './core';

// Accounts: e-mailed link tokens, Google sign-in state, notification preferences, the mail outbox.


export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'email-change', 'password-reset', 'invite', 'ownership-transfer'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Single-use tokens of e-mailed links. Only the sha256 of a token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (for an e-mail change: the new address). */
    email: text('email').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when used, or when a newer token of the same purpose replaced it. */
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.tenantId, t.userId, t.purpose)],
);

/**
 * A team invitation waiting for its answer, one per address and organisation, written before the
 * invite call answers whether or not the address has an account: the team lists these rows, so
 * the list is the same for every address (the account an unregistered invitee needs is made later,
 * with the mail). Accepting it deletes the row.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** 2 venue admin, 4 venue member (INVITE_ROLES). */
    assignedRoles: integer('assigned_roles').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When first invited (an invitation sent again keeps it). */
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('team_invitations_org_email_idx').on(t.tenantId, t.organizationId, t.email)],
);

/** A Google sign-in in progress: state → nonce, PKCE verifier and where to go; single use, 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** sha256 of the state parameter. */
  stateHash: text('state_hash').notNull().unique(),
  /** sha256 of the random value in the browser's httpOnly cookie: the callback must come from the browser that started. */
  bindingHash: text('binding_hash').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  role: text('role', { enum: ['user', 'venue'] }).notNull(),
  returnTo: text('return_to'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Per-type switches; a type without a row is on for both channels. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull().default(true),
    inApp: boolean('in_app').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the server sends, queued: requests only insert a row, the mail worker
 * (plugins/mail-worker.ts) claims due rows, sends them over SMTP (or keeps them for /dev/mail when
 * there is no SMTP_URL) and retries with backoff. `locked_until` is the claim's lease: a row left
 * in 'sending' by a node that died becomes claimable again when it passes.
 */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (a booking's invoice and calendar entry), base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx').on(t.dueAt).where(sql`status in ('pending', 'sending')`),
    check('mail_outbox_status_check', sql`status in ('pending', 'sending', 'sent', 'kept', 'failed')`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
