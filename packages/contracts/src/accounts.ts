import { z } from 'zod';
import { email, isStorableText, isoDateFormat, safeString } from './common';
import { NOTIFICATION_TYPES, type NotificationType } from './constants';
import { checkPasswordOf, passwordLength, passwordPolicy } from './password-schema';
import type { LoginResponseV2 } from './auth';

/*
 * Accounts: sign-up, e-mail verification, recovery, invitations, Google sign-in and
 * the profile calls. Every schema here is used by the web forms AND the server, so both reject
 * the same input with the same message. Schemas that check a password are asynchronous (the
 * strength estimator loads lazily): use parseAsync / safeParseAsync.
 */

/** A given or family name: required, trimmed, at most 100 characters. */
export const personName = (label: string) =>
  safeString({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

// ---------------------------------------------------------------------------------------------
// Tokens in links (verification, reset, invitation): 256 random bits, base64url.

/** A token from an e-mailed link. A malformed one answers the same as a wrong one (INVALID_TOKEN). */
export const accountToken = safeString({ message: 'The link is incomplete. Open it again from the e-mail.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'This link is not valid. Request a new one.');

// ---------------------------------------------------------------------------------------------
// Date of birth: a real past date, age 13–120.

export const AGE_LIMITS = { min: 13, max: 120 } as const;

function ageOn(today: Date, y: number, m: number, d: number): number {
  const ty = today.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return ty - y - (beforeBirthday ? 1 : 0);
}

export const dateOfBirth = isoDateFormat.superRefine((value, ctx) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    ctx.addIssue({ code: 'custom', message: 'Enter a real date' });
    return;
  }
  const today = new Date();
  if (date.getTime() > today.getTime()) {
    ctx.addIssue({ code: 'custom', message: 'Date of birth must be in the past' });
    return;
  }
  const age = ageOn(today, y, m, d);
  if (age < AGE_LIMITS.min) ctx.addIssue({ code: 'custom', message: `You must be at least ${AGE_LIMITS.min} years old` });
  else if (age > AGE_LIMITS.max) ctx.addIssue({ code: 'custom', message: `Enter a date of birth within the last ${AGE_LIMITS.max} years` });
});

// ---------------------------------------------------------------------------------------------
// Sign-up: POST /v1/auth/registration and /v2/auth/registration (same body).

export const REGISTRATION_ROLES = ['user', 'venue'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

// registrationBody (it checks a phone number) lives in ./registration, so that pages without
// phone fields do not download the phone-number library with this module.

/** A plain confirmation the page shows as it is. */
export interface MessageResponse {
  message: string;
}
/** v1 answer of registration. */
export type RegistrationResponseV1 = MessageResponse;
/** v2 answer of registration: also the address the link went to. */
export interface RegistrationResponseV2 extends MessageResponse {
  email: string;
}

// ---------------------------------------------------------------------------------------------
// E-mail verification.

export const verifyEmailBody = z.object({ token: accountToken }).strict();
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
export const VERIFY_PURPOSES = ['signup', 'email-change'] as const;
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];
export interface VerifyEmailResponse {
  purpose: VerifyPurpose;
  /** The address now verified (for an e-mail change: the new address of the account). */
  email: string;
  /**
   * Present when the link was opened in the browser that signed up (docs/adr/0114): that browser
   * is signed in, as by POST /v2/auth/login. Elsewhere the person signs in as before.
   */
  session?: LoginResponseV2;
}

/** POST /v1/auth/verify-email/resend: always the same answer. */
export const resendVerificationBody = z.object({ email }).strict();

// ---------------------------------------------------------------------------------------------
// Password recovery.

/** POST /v1/auth/account-recovery: always the same answer. */
export const accountRecoveryBody = z.object({ email }).strict();
/** PATCH /v1/auth/password-reset/:token. */
export const passwordResetBody = z.object({ password: passwordPolicy }).strict();
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
/** GET /v1/auth/password-reset/:token when the link can still be used. */
export interface PasswordResetCheck {
  valid: true;
}

// ---------------------------------------------------------------------------------------------
// Invited team members.

/** assigned_roles of an invited VENUE_LISTER: 2 venue admin, 4 venue member (docs/spec.md §6). */
export const INVITE_ROLES = [2, 4] as const;
export const INVITE_ROLE_LABELS: Record<(typeof INVITE_ROLES)[number], string> = { 2: 'Venue admin', 4: 'Venue member' };

/** POST /api/auth/users/sign-up, by a venue owner or venue admin. */
export const inviteBody = z
  .object({
    email,
    first_name: safeString().trim().max(100, 'First name must be at most 100 characters').optional(),
    last_name: safeString().trim().max(100, 'Last name must be at most 100 characters').optional(),
    assigned_roles: z.union([z.literal(2), z.literal(4)], { message: 'Choose venue admin (2) or venue member (4)' }),
  })
  .strict();
export type InviteBody = z.infer<typeof inviteBody>;

/** GET /v1/auth/complete-profile/:token. */
export interface CompleteProfileInfo {
  email: string;
  organization_name: string;
  role_label: string;
  first_name: string;
  last_name: string;
}

/** POST /v1/auth/complete-profile/:token: answers like login v2 and signs the person in. */
export const completeProfileBody = z
  .object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    password: passwordLength,
  })
  .strict()
  .superRefine(
    async (b, ctx) => {
      if (typeof b !== 'object' || b === null) return;
      await checkPasswordOf(ctx, 'password', b.password, [b.first_name, b.last_name].map((v) => (typeof v === 'string' ? v : '')));
    },
    { when: () => true },
  );
export type CompleteProfileBody = z.infer<typeof completeProfileBody>;

// ---------------------------------------------------------------------------------------------
// Google sign-in (OpenID Connect code flow with PKCE, state and nonce).

/** GET /v1/auth/providers. */
export interface AuthProviders {
  google: boolean;
}

/** Where to go after signing in: a path on this site only (no scheme, no host, no "//"). */
export const returnToPath = z
  .string()
  .trim()
  .max(2048, 'Return path is too long')
  // Its own message for control characters (and what cannot be stored): none belongs in a path of this site.
  .refine((p) => /^\/(?![/\\])/.test(p) && !/[\u0000-\u001f]/.test(p) && isStorableText(p), 'Return path must be a path on this site, starting with /');

/** GET /v1/auth/google query. role: which kind of account a first Google sign-in creates. */
export const googleUrlQuery = z
  .object({
    role: z.enum(REGISTRATION_ROLES, { message: 'Role must be user or venue' }).default('user'),
    returnTo: returnToPath.optional(),
  })
  .strict();
export type GoogleUrlQuery = z.input<typeof googleUrlQuery>;

/**
 * POST /v1/auth/google/callback: what the provider put on /callback/google. Pass `iss` too when
 * the query has it (RFC 9207; Google does not send it, other OpenID providers do).
 */
export const googleCallbackBody = z
  .object({
    code: safeString({ message: 'The sign-in code is missing' }).min(1, 'The sign-in code is missing').max(4096, 'The sign-in code is too long'),
    state: safeString({ message: 'The sign-in state is missing' }).min(1, 'The sign-in state is missing').max(1024, 'The sign-in state is too long'),
    iss: safeString().max(2048, 'The issuer is too long').optional(),
  })
  .strict();
export type GoogleCallbackBody = z.infer<typeof googleCallbackBody>;

/** The login v2 answer plus where to go next (the returnTo given when the sign-in started). */
export interface GoogleSignInResponse extends LoginResponseV2 {
  returnTo: string | null;
  /** True when this sign-in created the account. */
  created: boolean;
}

// ---------------------------------------------------------------------------------------------
// Profile.

/** PUT /api/auth/users/:id/email: starts an e-mail change; the link goes to the new address. */
export const emailChangeBody = z
  .object({
    email,
    password: safeString({ message: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(1024, 'Password is too long'),
  })
  .strict();
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** DELETE /v1/user: confirmation with the password. */
export const deleteAccountBody = z
  .object({
    password: safeString({ message: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(1024, 'Password is too long'),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** POST /api/v1/user/:id/profile-picture (multipart, field `file`). */
export const PROFILE_PICTURE = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Stored as a square WebP of this many pixels. */
  size: 512,
} as const;

// ---------------------------------------------------------------------------------------------
// Notification preferences.

export interface NotificationPreference {
  type: NotificationType;
  email: boolean;
  in_app: boolean;
}

/** What each type is, for the settings page. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  INQUIRY: 'New enquiries',
  BOOKING_CONFIRMED: 'Booking confirmations',
  BOOKING_CANCELLED: 'Booking cancellations',
  CUSTOM_OFFER: 'Custom offers',
  CUSTOM_OFFER_CANCELLED: 'Cancelled custom offers',
  MESSAGE: 'Messages',
  ANNOUNCEMENT: 'Announcements',
  SYSTEM: 'Account and system notices',
};

/** PUT /api/v1/user/notification-preferences: some or all types; the answer is the whole list. */
export const notificationPreferencesBody = z
  .array(
    z
      .object({
        type: z.enum(NOTIFICATION_TYPES, { message: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
        email: z.boolean({ message: 'email must be true or false' }),
        in_app: z.boolean({ message: 'in_app must be true or false' }),
      })
      .strict(),
    { message: 'Send a list of preferences' },
  )
  .max(NOTIFICATION_TYPES.length, `At most ${NOTIFICATION_TYPES.length} preferences`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      if (seen.has(p.type)) ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `${p.type} is listed twice` });
      seen.add(p.type);
    });
  });
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;
