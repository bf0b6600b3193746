// `pnpm --filter @venues/server db:seed -- --venues 100000`: migrate and seed the configured
// database (DATABASE_URL, else PGlite in DATA_DIR) with that many demo venues — the bench's
// load-test data. A database that already has data is left as it is.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';
import { rows } from './sql';

const i = process.argv.indexOf('--venues');
const venues = i >= 0 ? Number(process.argv[i + 1]) : 360;
if (!Number.isInteger(venues) || venues < 8) throw new Error('--venues must be a whole number of at least 8');

const config = loadConfig();
const started = Date.now();
const secs = () => ((Date.now() - started) / 1000).toFixed(0);
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await db.migrate();
let last = 0;
const seeded = await seed(db.db, {
  discovery: {
    venues,
    maxReviews: venues > 10_000 ? 4 : undefined,
    onProgress: (done, total) => {
      if (done - last >= 10_000 || done === total) {
        last = done;
        console.log(`  ${done}/${total} venues (${secs()} s)`);
      }
    },
  },
});
// Statistics for the planner and the visibility map for index-only scans, as autovacuum would in time.
if (seeded) await db.db.execute(sql`vacuum analyze`);
const [c] = await rows<{ venues: number; spaces: number; reviews: number }>(
  db.db,
  sql`select (select count(*) from venues where status = 'published')::int as venues, (select count(*) from spaces)::int as spaces, (select count(*) from reviews)::int as reviews`,
);
console.log(`${db.kind}: ${seeded ? 'seeded' : 'already had data'} — ${c!.venues} published venues, ${c!.spaces} spaces, ${c!.reviews} reviews (${secs()} s)`);
await db.close();
