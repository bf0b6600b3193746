// mf-kit's whole user, as GET /v1/user/me answers it.
export { testUser } from '@venues/mf-kit/testing';
