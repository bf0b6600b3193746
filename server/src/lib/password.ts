import { hash, verify, type Algorithm } from '@node-rs/argon2';

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
