import { createHmac } from 'node:crypto';
import { sameHash } from '../../lib/crypto';

/**
 * The browser that signed up (docs/adr/0114-enquiring-before-signing-up.md): sign-up sets an
 * httpOnly cookie holding an HMAC of the verification token it mails, so opening that link in the
 * same browser signs the person in, while the link opened anywhere else only confirms the address.
 * The cookie proves nothing without the mailbox (it is not the token), and the token proves
 * nothing about the device without the cookie. No table: the proof is recomputed from the token.
 */
export const SIGNUP_DEVICE_COOKIE = 'signup_device';
/** Sent to the verification call only. */
export const SIGNUP_DEVICE_PATH = '/api/v1/auth/verify-email';

export class SignupDevice {
  constructor(private readonly secret: Uint8Array) {}

  /** The cookie's value for a verification token (hex). */
  proof(token: string): string {
    return createHmac('sha256', this.secret).update(`signup-device:${token}`).digest('hex');
  }

  /** Whether the cookie sent with a verification call was set by the sign-up that mailed this token. */
  matches(token: string, cookie: string | undefined): boolean {
    if (!cookie || !/^[0-9a-f]{64}$/.test(cookie)) return false;
    return sameHash(this.proof(token), cookie);
  }
}
