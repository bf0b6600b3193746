import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MESSAGES, passwordStrength, personalWords } from '@venues/contracts';
import { fieldError } from './errors';

/** Algorithm is an ambient const enum (unusable under isolatedModules): 2 = Argon2id. */
const ARGON2ID = 2 as Algorithm;

/** argon2id's cost: memory in KiB, iterations, lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP argon2id minimum: 19 MiB, 2 iterations, 1 lane (docs/adr/0006-password-hashing.md). What loadConfig() always uses. */
export const OWASP_PASSWORD_COST: PasswordCost = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 });

/**
 * Tests only (testConfig() and the test databases' seed): argon2's floor, 8 KiB and 1 iteration.
 * A production-cost check takes about 15 ms of a core, and the suites sign in some 200 times and
 * create many accounts; the production cost keeps one test of its own (lib/password.test.ts).
 */
export const TEST_PASSWORD_COST: PasswordCost = Object.freeze({ memoryCost: 8, timeCost: 1, parallelism: 1 });

/**
 * Hashes and checks passwords at one cost. The app builds one from config.passwordCost; a check
 * reads the cost from the stored hash, so any hash verifies, whatever cost made it.
 */
export class Passwords {
  private dummy: Promise<string> | null = null;

  constructor(readonly cost: PasswordCost) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** Spend the same time as a real check when the account does not exist (no user enumeration by timing). */
  async burn(password: string): Promise<void> {
    // Made at this instance's cost, so it takes as long as checking an account's hash made here.
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(await this.dummy, password);
  }

  /** A hash of a random password nobody knows: accounts without a password of their own (invited, Google). */
  unusable(): Promise<string> {
    return this.hash(randomBytes(32).toString('base64url'));
  }
}

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
