import { z } from 'zod';
import { email, safeString } from './common';
import { LOGIN_ROLES } from './roles';
import { passwordPolicy } from './password-schema';
import type { User } from './user';

export const loginBody = z.object({
  email,
  password: safeString({ message: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
  role: z.enum(LOGIN_ROLES, { message: 'Role must be one of user, venue, admin' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** v1 answer: the tokens. */
export interface LoginResponseV1 {
  accessToken: string;
  refreshToken: string;
}
/** v2 answer: the tokens, their lifetime and the user. */
export interface LoginResponseV2 extends LoginResponseV1 {
  expiresIn: number;
  user: User;
}

/** The body form is accepted for non-browser clients; the web client relies on the httpOnly cookie. */
export const refreshTokenBody = z.object({ refreshToken: safeString().min(1).max(512).optional() }).default({});
export interface RefreshTokenResponse {
  accessToken: string;
  refreshToken: string;
}

export const logoutBody = z.object({ token: safeString().max(512).optional() }).default({});

/** The policy of password.ts: 8–128 characters and not common. Asynchronous (parseAsync). */
export const newPassword = passwordPolicy;

/** PATCH /v1/auth/update-password (asynchronous: the policy check). */
export const updatePasswordBody = z
  .object({
    old_password: safeString({ message: 'Current password is required' }).min(1, 'Current password is required').max(1024, 'Password is too long'),
    new_password: passwordPolicy,
  })
  .strict()
  .refine((b) => b.old_password !== b.new_password, { path: ['new_password'], message: 'Choose a password different from your current one' });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;
