// `npm test`: install what the tests need (dependencies, Debian's Chromium, PostgreSQL and Redis), then run
// every suite: lint, type checks, jest (packages, apps, server on PGlite), the server suites again on
// PostgreSQL and Redis, the production build and Playwright end to end (whose a11y walk also checks
// every page's JavaScript budget).
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, ensureBuilt, ensureDependencies, has, log, pnpm, run } from './lib.mjs';
import { ensurePostgresAndRedis, startServices } from './services.mjs';
import { printSlowest } from './timings.mjs';

const started = Date.now();
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const want = (part) => only.length === 0 || only.includes(part);

/** Debian's Chromium headless shell, which Playwright runs (e2e/playwright.config.ts). */
function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  if (existsSync(exe)) return exe;
  if (!has('apt-get') || process.getuid?.() !== 0) {
    throw new Error(`Chromium's headless shell not found at ${exe}. Install Debian's chromium-headless-shell package (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
  }
  log("installing Chromium's headless shell from Debian packages");
  run('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'update']);
  run('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'chromium-headless-shell']);
  return exe;
}

ensureDependencies();
const results = { passed: 0, failed: 0, skipped: 0 };
const reports = path.join(ROOT, 'test-results');
mkdirSync(reports, { recursive: true });

function section(name) {
  log(`── ${name} ──`);
}

/** Runs jest with the given path filter and environment, adding its counts to the results. */
function jest(name, filter, env) {
  const out = path.join(reports, `${name}.json`);
  rmSync(out, { force: true }); // a report left by an earlier run must not be read as this one's
  // The server's suites run as ES modules (jose and others are ESM-only).
  // jest's default (one worker fewer than the cores) runs everything in one process on a 2-core
  // machine; two workers there halve the wall time, the tests' own waits being generous.
  const workers = Math.max(2, availableParallelism() - 1);
  const r = spawnSync('pnpm', ['exec', 'jest', '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...filter], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  });
  printSlowest('jest', out, ROOT, log);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    results.passed += j.numPassedTests;
    results.failed += j.numFailedTests;
    results.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  }
  if (r.status !== 0) throw new Error(`jest exited with ${r.status}`);
}

/**
 * The heaviest pages of the a11y walk, which checks every page's JavaScript against its budget on
 * the same cold visit (e2e/tests/page-weight.ts).
 */
function printPageWeights(file) {
  if (!existsSync(file)) return;
  const rows = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  log(`page weights: ${rows.length} cold visits, ${rows.filter((r) => r.kb > r.limit).length} over their limit; heaviest:`);
  for (const r of rows.sort((a, b) => b.kb - a.kb).slice(0, 10)) log(`${r.kb.toFixed(1).padStart(7)} KB gz (limit ${r.limit})  ${r.path}`);
}

// Every part runs even after one fails, so a single run reports every failure.
const failures = [];
function step(name, fn) {
  section(name);
  const t = Date.now();
  try {
    fn();
  } catch (e) {
    failures.push(`${name}: ${e.message}`);
  }
  // Each part's time, so a run's log shows where the minutes go.
  log(`${name}: ${((Date.now() - t) / 60000).toFixed(1)} min`);
}

if (want('static')) {
  step('lint', () => pnpm(['exec', 'eslint', '.']));
  step('type check', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
}

if (want('unit')) {
  step('jest: packages, apps and server (PGlite)', () => jest('jest', [], {}));
}

if (want('pg')) {
  step('server suites on PostgreSQL and Redis', () => {
    ensurePostgresAndRedis();
    const services = startServices();
    try {
      jest('jest-postgres', ['/server/src/'], { TEST_DATABASE_URL: services.databaseUrl, TEST_REDIS_URL: services.redisUrl });
    } finally {
      services.stop();
    }
  });
}

if (want('e2e')) {
  step('production build', () => ensureBuilt());
  step('Playwright end to end (Chromium)', () => {
    const chromium = ensureChromium();
    const out = path.join(reports, 'playwright.json');
    const weights = path.join(reports, 'page-weights.jsonl');
    for (const f of [out, weights]) rmSync(f, { force: true });
    const r = spawnSync('pnpm', ['--filter', '@venues/e2e', 'exec', 'playwright', 'test'], {
      stdio: 'inherit',
      cwd: ROOT,
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    printSlowest('playwright', out, ROOT, log);
    printPageWeights(weights);
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      // A test that passed only on a retry is a race found, not a pass.
      results.passed += s.expected ?? 0;
      results.failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
      results.skipped += s.skipped ?? 0;
      if (s.flaky) throw new Error(`${s.flaky} end-to-end test(s) passed only on a retry`);
    }
    if (r.status !== 0) throw new Error(`playwright exited with ${r.status}`);
  });
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
log(`finished in ${minutes} min`);
for (const f of failures) log(`FAILED: ${f}`);
if (failures.length > 0 && results.failed === 0) results.failed = failures.length;
console.log(`Tests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
