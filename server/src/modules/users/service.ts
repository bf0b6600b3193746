import sharp from 'sharp';
import { PROFILE_PICTURE, TOKEN_LIFETIMES, deriveRoles, userPatchBodyFor, type EmailChangeBody, type User } from '@venues/contracts';
import type { TenantRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Passwords } from '../../lib/password';
import { parse } from '../../lib/validate';
import type { AccountMailer } from '../../mail/account-mailer';
import type { Storage } from '../../plugins/storage';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin/audit';
import type { CountryRepository } from '../countries/repository';
import { toUserDto } from './dto';
import type { LinkTokens } from './link-tokens';
import type { UserRepository, UserUpdate } from './repository';

const EMAIL_TAKEN = 'This email address is already in use';
const emailTaken = () => new AppError('CONFLICT', `email: ${EMAIL_TAKEN}`, { fields: [{ field: 'email', message: EMAIL_TAKEN }] });
const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;
const wrongPassword = () => fieldError('password', 'The password is incorrect');

/** An uploaded picture as it arrives: its bytes, or why there are none. */
export type Upload = { ok: true; data: Buffer } | { ok: false; message: string };

/** Ends sessions and their sockets (the auth module's; passed in, so users does not depend on auth). */
export interface SessionEnder {
  endUserSessions(tenantId: string, userId: string): Promise<void>;
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly links: LinkTokens,
    private readonly countries: CountryRepository,
    private readonly sessions: SessionEnder,
    private readonly storage: Storage,
    private readonly mail: AccountMailer,
    private readonly passwords: Passwords,
  ) {}

  /** Only the account itself, or a full admin when allowed, may change a record. */
  private async target(actor: AuthUser, id: string, adminMayEdit: boolean): Promise<UserRow> {
    if (id !== actor.id && !(adminMayEdit && actor.roles.isAdmin)) throw new AppError('FORBIDDEN', 'You can only change your own account');
    const row = id === actor.id ? actor.row : await this.users.byId(actor.tenantId, id);
    if (!row) throw notFound('User');
    return row;
  }

  private async save(row: UserRow, patch: UserUpdate): Promise<User> {
    try {
      const u = await this.users.update(row.tenantId, row.id, patch);
      if (!u) throw notFound('User');
      return toUserDto(u);
    } catch (e) {
      // The unique index is the last word when two requests race for one address.
      if ((e as { code?: string }).code === '23505' || /users_tenant_email_uq/.test(String((e as Error).message))) throw emailTaken();
      throw e;
    }
  }

  private async assertStorefront(tenantId: string, country: string): Promise<void> {
    if (!(await this.countries.isActive(tenantId, country))) throw fieldError('country', 'Choose one of the countries we serve');
  }

  /**
   * PATCH /v1/user/:id. The phone is checked for the account's country (or the one sent with it).
   * People change their own e-mail through the e-mail call (password and confirmation); a full
   * administrator may set a customer's or venue account's address directly (adminSetsEmail), never
   * another administrator's: that one would then reset the password at the new address and act in
   * the administrator's name.
   */
  async patch(tenant: TenantRow, actor: AuthUser, id: string, input: unknown): Promise<User> {
    const row = await this.target(actor, id, true);
    const body = parse(userPatchBodyFor(row.country), input);
    const newEmail = body.email !== undefined && body.email !== row.email ? body.email : null;
    if (newEmail !== null) {
      if (row.id === actor.id) throw fieldError('email', 'Change your e-mail address in your account settings: it asks for your password and confirms the new address');
      if (deriveRoles({ role: row.role, assigned_roles: row.assignedRoles }).isTeamAdmin) {
        throw new AppError('FORBIDDEN', "email: An administrator's e-mail address is changed only by that administrator, in their account settings", {
          fields: [{ field: 'email', message: "An administrator's e-mail address is changed only by that administrator, in their account settings" }],
        });
      }
      if (await this.users.emailTaken(row.tenantId, newEmail, row.id)) throw emailTaken();
    }
    if (body.country !== undefined) await this.assertStorefront(row.tenantId, body.country);
    if (body.profile_picture !== undefined && body.profile_picture !== '' && body.profile_picture !== row.profilePicture) {
      throw fieldError('profile_picture', 'Upload the picture instead of linking to it');
    }
    const patch: UserUpdate = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name;
    if (body.last_name !== undefined) patch.lastName = body.last_name;
    if (body.email !== undefined) patch.email = body.email;
    // phone_number (the spec's profile vocabulary) is the account-service's mobile phone: kept as one number.
    if (body.phone_number !== undefined) patch.phoneNumber = patch.mobilePhone = body.phone_number;
    if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth;
    if (body.country !== undefined) patch.country = body.country;
    if (body.profile_picture === '') {
      patch.profilePicture = '';
      await this.forgetPicture(row);
    }
    return newEmail === null ? this.save(row, patch) : this.adminSetsEmail(tenant, actor, row, patch, newEmail);
  }

  /**
   * An administrator gives another person's account a new address: recorded in the audit trail
   * with the change itself; the links mailed to the old address stop working (as does a pending
   * change of the person's own); every session ends, so whoever holds the account now signs in
   * again; and the old address is told who changed it and how to object.
   */
  private async adminSetsEmail(tenant: TenantRow, actor: AuthUser, row: UserRow, patch: UserUpdate, newEmail: string): Promise<User> {
    const user = await this.users
      .transaction(async (tx) => {
        const updated = await this.users.withTx(tx).update(row.tenantId, row.id, { ...patch, pendingEmail: '' });
        if (!updated) throw notFound('User');
        await this.links.withTx(tx).retireAll(row.tenantId, row.id);
        await recordAudit(tx, actor, {
          action: 'user.email_change',
          targetType: 'user',
          targetId: row.id,
          summary: `Changed the e-mail address of ${nameOf(row)}`,
          before: { email: row.email },
          after: { email: newEmail },
        });
        return updated;
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw emailTaken();
        throw e;
      });
    await this.sessions.endUserSessions(row.tenantId, row.id);
    await this.mail.send(tenant, row.email, (b, t) =>
      t.emailChangedByAdmin(b, { name: row.firstName, admin: nameOf(actor.row), oldEmail: row.email, newEmail, contactUrl: this.mail.links.contactUs(row.country) }),
    );
    return toUserDto(user);
  }

  /** Account-service vocabulary (PUT /api/auth/users/:id/...): self only. */
  async accountUpdate(actor: AuthUser, id: string, patch: UserUpdate): Promise<User> {
    return this.save(await this.target(actor, id, false), patch);
  }

  /** The caller's own record for the self-only calls; another account's id answers 403. */
  ownAccount(actor: AuthUser, id: string): Promise<UserRow> {
    return this.target(actor, id, false);
  }

  // ---- e-mail change ------------------------------------------------------------------------

  /**
   * Starts an e-mail change: the account keeps its address until the link mailed to the new one
   * is used (24 h); the current address gets a notice. The password confirms it is the owner.
   */
  async startEmailChange(tenant: TenantRow, actor: AuthUser, id: string, body: EmailChangeBody): Promise<User> {
    const row = await this.target(actor, id, false);
    if (!(await this.passwords.verify(row.passwordHash, body.password))) throw wrongPassword();
    if (body.email === row.email) throw fieldError('email', 'This is already your e-mail address');
    if (await this.users.emailTaken(row.tenantId, body.email, row.id)) throw emailTaken();

    const updated = (await this.users.update(row.tenantId, row.id, { pendingEmail: body.email }))!;
    const token = await this.links.issue({
      tenantId: row.tenantId,
      userId: row.id,
      purpose: 'email-change',
      email: body.email,
      ttlMs: TOKEN_LIFETIMES.verifyEmailHours * 60 * 60 * 1000,
    });
    await this.mail.send(tenant, body.email, (b, t) => t.emailChangeVerify(b, { name: row.firstName, url: this.mail.links.verifyEmail(token), newEmail: body.email }));
    await this.mail.send(tenant, row.email, (b, t) => t.emailChangeNotice(b, { name: row.firstName, newEmail: body.email, resetUrl: this.mail.links.forgotPassword() }));
    return toUserDto(updated);
  }

  // ---- profile picture ----------------------------------------------------------------------

  /**
   * Stores a picture: recognised by its content (JPEG, PNG or WebP, whatever the name or type
   * says), at most 5 MB, turned upright, cropped square and re-encoded as a 512×512 WebP
   * without metadata. The previous picture's file goes unless another account shows the same one.
   */
  async setPicture(tenant: TenantRow, actor: AuthUser, id: string, upload: Upload): Promise<User> {
    const row = await this.target(actor, id, false);
    if (!upload.ok) throw fieldError(PROFILE_PICTURE.field, upload.message);
    let webp: Buffer;
    try {
      const image = sharp(upload.data, { limitInputPixels: 50_000_000, failOn: 'error' });
      const meta = await image.metadata();
      if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error('format');
      webp = await image.rotate().resize(PROFILE_PICTURE.size, PROFILE_PICTURE.size, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
    } catch {
      throw fieldError(PROFILE_PICTURE.field, 'Choose a JPEG, PNG or WebP picture');
    }
    const stored = await this.storage.putContent(`${tenant.code}/avatars`, webp, 'webp');
    const user = await this.save(row, { profilePicture: stored.url });
    if (row.profilePicture !== stored.url) await this.forgetPicture(row);
    return user;
  }

  async removePicture(actor: AuthUser, id: string): Promise<User> {
    const row = await this.target(actor, id, false);
    const user = await this.save(row, { profilePicture: '' });
    await this.forgetPicture(row);
    return user;
  }

  /** Removes the file of a picture no other account uses (files are content-addressed, so two may share one). */
  private async forgetPicture(row: UserRow): Promise<void> {
    const key = row.profilePicture ? this.storage.keyOf(row.profilePicture) : null;
    if (!key) return;
    if ((await this.users.othersWithPicture(row.tenantId, row.profilePicture, row.id)) === 0) await this.storage.remove(key);
  }

  // ---- delete -------------------------------------------------------------------------------

  /**
   * Delete = anonymise, after the password confirms it: the row stays for the records other
   * people need (bookings, messages), personal data goes, every session ends, links stop working.
   */
  async deleteSelf(actor: AuthUser, password: string): Promise<void> {
    const row = actor.row;
    if (!(await this.passwords.verify(row.passwordHash, password))) throw wrongPassword();
    const id = actor.id;
    const passwordHash = await this.passwords.unusable();
    await this.users.transaction(async (tx) => {
      await this.users.withTx(tx).anonymise(actor.tenantId, id, passwordHash);
      await this.links.withTx(tx).retireAll(actor.tenantId, id);
    });
    await this.sessions.endUserSessions(actor.tenantId, id);
    await this.forgetPicture(row);
  }
}
