import { randomBytes } from 'node:crypto';
import type { User, UserPatchBody } from '@venues/contracts';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { RefreshTokenRepository } from '../auth/repository';
import type { AuthUser } from '../../types';
import { toUserDto } from './dto';
import type { UserRepository, UserUpdate } from './repository';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly refresh: RefreshTokenRepository,
  ) {}

  /** Only the account itself, or a full admin when allowed, may change a record. */
  private async target(actor: AuthUser, id: string, adminMayEdit: boolean): Promise<UserRow> {
    if (id !== actor.id && !(adminMayEdit && actor.roles.isAdmin)) throw new AppError('FORBIDDEN', 'You can only change your own account');
    const row = id === actor.id ? actor.row : await this.users.byId(actor.tenantId, id);
    if (!row) throw notFound('User');
    return row;
  }

  private async ensureEmailFree(tenantId: string, email: string, userId: string): Promise<void> {
    if (await this.users.emailTaken(tenantId, email, userId)) {
      throw new AppError('CONFLICT', 'email: This email address is already in use', {
        fields: [{ field: 'email', message: 'This email address is already in use' }],
      });
    }
  }

  private async save(row: UserRow, patch: UserUpdate): Promise<User> {
    try {
      const u = await this.users.update(row.tenantId, row.id, patch);
      if (!u) throw notFound('User');
      return toUserDto(u);
    } catch (e) {
      // The unique index is the last word when two requests race for one address.
      if ((e as { code?: string }).code === '23505' || /users_tenant_email_uq/.test(String((e as Error).message))) {
        throw new AppError('CONFLICT', 'email: This email address is already in use', { fields: [{ field: 'email', message: 'This email address is already in use' }] });
      }
      throw e;
    }
  }

  async patch(actor: AuthUser, id: string, body: UserPatchBody): Promise<User> {
    const row = await this.target(actor, id, true);
    if (body.email !== undefined) await this.ensureEmailFree(row.tenantId, body.email, row.id);
    const patch: UserUpdate = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name;
    if (body.last_name !== undefined) patch.lastName = body.last_name;
    if (body.email !== undefined) patch.email = body.email;
    if (body.phone_number !== undefined) patch.phoneNumber = body.phone_number;
    if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth;
    if (body.profile_picture !== undefined) patch.profilePicture = body.profile_picture;
    return this.save(row, patch);
  }

  /** Account-service vocabulary (PUT /api/auth/users/:id/...): self only. */
  async accountUpdate(actor: AuthUser, id: string, patch: UserUpdate): Promise<User> {
    const row = await this.target(actor, id, false);
    if (patch.email !== undefined) await this.ensureEmailFree(row.tenantId, patch.email, row.id);
    return this.save(row, patch);
  }

  /** Delete = anonymise: the row stays for referential history, personal data goes, sessions end. */
  async deleteSelf(actor: AuthUser): Promise<void> {
    const id = actor.id;
    await this.users.update(actor.tenantId, id, {
      status: 'deleted',
      email: `deleted+${id}@deleted.invalid`,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      firstName: '',
      middleName: '',
      lastName: '',
      profilePicture: '',
      dateOfBirth: '',
      phoneNumber: '',
      primaryPhone: '',
      mobilePhone: '',
      addressCountry: '',
      address1: '',
      address2: '',
      city: '',
      province: '',
      postalCode: '',
      stripeAccount: '',
    });
    await this.refresh.revokeUser(actor.tenantId, id);
  }
}
