import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MESSAGES, passwordStrength, personalWords } from '@venues/contracts';
import { fieldError } from './errors';

/** Algorithm is an ambient const enum (unusable under isolatedModules): 2 = Argon2id. */
const ARGON2ID = 2 as Algorithm;

/** OWASP argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spend the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
}

/** A hash of a random password nobody knows: accounts without a password of their own (invited, Google). */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The server's extra check beyond the shared schema: a password made of the person's own name or
 * e-mail is refused (the schema checks it where the form has those fields; here they come from the record).
 */
export async function assertPasswordFor(
  field: string,
  password: string,
  person: { firstName?: string; lastName?: string; email?: string },
): Promise<void> {
  const s = await passwordStrength(password, personalWords(person.firstName, person.lastName, person.email));
  if (!s.acceptable) throw fieldError(field, PASSWORD_MESSAGES.common);
}
