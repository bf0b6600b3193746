// Bundles src/server.ts into dist/server.js, and the release command (src/release/cli.ts) into
// dist/release-cli.js: workspace code (@venues/*) inlined, npm packages external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((d) => !d.startsWith('@venues/'));

rmSync(join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { server: join(here, 'src/server.ts'), 'release-cli': join(here, 'src/release/cli.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, @electric-sql/pglite/contrib/…) stay external too.
  external: external.flatMap((d) => [d, `${d}/*`]),
  // CJS dependencies loaded from ESM code still expect require/__dirname.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);",
  },
  logLevel: 'info',
});
// The migrator reads SQL files at run time: next to the bundle (see migrationsFolder()).
cpSync(join(here, 'src/db/migrations'), join(here, 'dist/migrations'), { recursive: true });
console.log('copied migrations to dist/migrations');
