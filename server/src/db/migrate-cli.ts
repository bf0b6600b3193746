import { loadConfig } from '../config';
import { prepareDatabase } from './setup';

/** `pnpm --filter @venues/server db:migrate`: migrate (and seed an empty database, unless SEED=false), then exit. */
const config = loadConfig();
const database = await prepareDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, seed: config.seed });
console.log(`${database.kind}: migrations applied${database.seeded ? ', demo data seeded' : ''}`);
await database.close();
