import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;

// Debian's Chromium (Playwright cannot download its own browsers here), launched headless as root.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try hides a race, and must fail the run
  // (failOnFlakyTests, should one retry be asked for on the command line).
  retries: 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // As a person who asks for less motion: antd's pop-ups appear at once, so a click never lands
    // on a dialog or list that is still moving (docs/adr/0108-reduced-motion.md).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The production build, served as in production, on a fresh embedded database.
  webServer: {
    command: 'node serve-fresh.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
