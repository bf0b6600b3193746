import { openDatabase, type Database, type DbOptions } from './client';
import { seed } from './seed';

/** Open the database, apply migrations and (optionally) seed an empty one. Reused by the server and scripts. */
export async function prepareDatabase(o: DbOptions & { seed: boolean }): Promise<Database & { seeded: boolean }> {
  const database = await openDatabase(o);
  await database.migrate();
  const seeded = o.seed ? await seed(database.db) : false;
  return Object.assign(database, { seeded });
}
