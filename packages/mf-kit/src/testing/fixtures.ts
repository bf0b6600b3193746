import type { User } from '@venues/contracts';

/** A signed-in customer as GET /v1/user/me answers it (whole, as the contract's schema wants it): override what a test is about. */
export function testUser(over: Partial<User> = {}): User {
  return {
    _id: '5f0c7d0e-0000-4000-8000-000000000001',
    first_name: 'Mei',
    middleName: '',
    last_name: 'Tan',
    givenName: 'Mei',
    surname: 'Tan',
    email: 'mei@example.com',
    country: 'sg',
    type: 'user',
    role: ['USER'],
    assigned_roles: null,
    organization: null,
    sites: [],
    status: 'active',
    profile_picture: '',
    date_of_birth: '',
    phone_number: '',
    primaryPhone: '',
    mobilePhone: '',
    stripe_account: '',
    address: { country: '', address1: '', address2: '', city: '', province: '', postalCode: '' },
    room_id: '',
    email_verified: true,
    pending_email: '',
    has_password: true,
    google_linked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
