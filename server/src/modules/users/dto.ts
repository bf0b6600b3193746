import type { Role, User } from '@venues/contracts';
import type { UserRow } from '../../db/schema';

/** The user record in both vocabularies of docs/spec.md §3 (profile form and account service). */
export function toUserDto(u: UserRow): User {
  return {
    _id: u.id,
    first_name: u.firstName,
    middleName: u.middleName,
    last_name: u.lastName,
    givenName: u.firstName,
    surname: u.lastName,
    email: u.email,
    country: u.country,
    type: u.type,
    role: [u.role as Role],
    assigned_roles: u.assignedRoles ?? 'NO_ROLES_ASSIGNED',
    organization: u.organizationId,
    sites: [],
    status: u.status,
    profile_picture: u.profilePicture,
    date_of_birth: u.dateOfBirth,
    phone_number: u.phoneNumber,
    primaryPhone: u.primaryPhone,
    mobilePhone: u.mobilePhone,
    stripe_account: u.stripeAccount,
    address: {
      country: u.addressCountry,
      address1: u.address1,
      address2: u.address2,
      city: u.city,
      province: u.province,
      postalCode: u.postalCode,
    },
    room_id: u.roomId,
    email_verified: u.emailVerifiedAt !== null,
    pending_email: u.pendingEmail,
    has_password: u.hasPassword,
    google_linked: u.googleSubject !== null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
