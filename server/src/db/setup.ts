import { openDatabase, type Database, type DbOptions } from './client';
import type { PasswordCost } from '../lib/password';
import { seed, type SeedResult } from './seed';

/**
 * Open the database, apply migrations and (optionally) seed an empty one. Reused by the server and
 * scripts. `seeded` holds what the modules finish at start-up (the demo bookings), null when the
 * database already had data.
 */
export async function prepareDatabase(o: DbOptions & { seed: boolean; passwordCost?: PasswordCost }): Promise<Database & { seeded: SeedResult | null }> {
  const database = await openDatabase(o);
  await database.migrate();
  const seeded = o.seed ? await seed(database.db, { passwordCost: o.passwordCost }) : null;
  return Object.assign(database, { seeded });
}
