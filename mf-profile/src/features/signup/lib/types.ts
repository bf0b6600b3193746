/** The kind of account a sign-up creates: a customer (USER) or a venue (VENUE_OWNER + organization). */
export type SignUpRole = 'user' | 'venue';
export const SIGNUP_ROLES: readonly SignUpRole[] = ['user', 'venue'];
