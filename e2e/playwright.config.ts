import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;

// Debian's build of Chromium's headless shell (Playwright cannot download its own browsers here),
// as root. It is the same Chromium (Blink, V8) without the browser's user interface, and what
// Playwright itself runs headless; the full browser cost the a11y walk half as much CPU again
// (docs/adr/0111-test-suite-25-minutes.md). CHROMIUM_PATH=/usr/bin/chromium runs the full one.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Tests that change what guests find (approvals), or count it twice: never two at a time. */
const CATALOGUE = /@catalogue/;

export default defineConfig({
  testDir: './tests',
  // Tests spread over the workers one by one; a spec whose tests must stay in order in one worker
  // says so (test.describe.configure). Two workers on the 2-core machine: the tests wait on the
  // server and the browser about half of the time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only on a second try hides a race, and must fail the run
  // (failOnFlakyTests, should one retry be asked for on the command line).
  retries: 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace of actions, network (requests, answers, bodies, timings) and
    // console, with its screenshot and error-context.md (the page's accessibility tree) at the
    // failure. The DOM snapshots and screencast of a full trace cost about a fifth of the suite's
    // CPU (measured on 42 tests: 69 s with them, 58 s without, 58 s with no trace at all); ask for
    // them when a failure needs them: --trace retain-on-failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    // As a person who asks for less motion: antd's pop-ups appear at once, so a click never lands
    // on a dialog or list that is still moving (docs/adr/0108-reduced-motion.md).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // The stored sessions of the demo accounts (tests/sessions.ts). Listed first, so it starts
    // first; no project waits for it (a dependency would hold every test back until it ends, and
    // skip them all if it failed): a test that starts before it makes the sessions it lacks.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    // The demo data's catalogue is shared: the tests that change it or count it run one at a time,
    // beside the others.
    { name: 'catalogue', grep: CATALOGUE, workers: 1 },
    { name: 'chromium', grepInvert: CATALOGUE },
  ],
  // The production build, served as in production, on a freshly seeded embedded database.
  webServer: {
    command: 'node serve-fresh.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
