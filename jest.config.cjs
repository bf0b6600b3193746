// One jest run over every workspace (each keeps its own jest.config.cjs), so one summary covers all.
const fs = require('node:fs');
const path = require('node:path');

// The remotes come from the one list (remote-list.json); `tests/` checks their pages together (tests/site-routes.test.ts).
const remotes = require('./remote-list.json').remotes.map((r) => r.name);
const dirs = ['packages/contracts', 'packages/session', 'packages/api-client', 'packages/geo', 'packages/ui', 'packages/mf-kit', 'packages/realtime',
  'shell', ...remotes, 'server', 'tests'];

module.exports = {
  // testTimeout is a global option (ignored inside projects). antd under jsdom and the server's
  // argon2 + PGlite suites are slow on a busy 2-core machine; this guards hangs, not speed.
  testTimeout: 60_000,
  // A worker keeps every test file's module graph it has run (the server's ESM suites and antd under
  // jsdom leave hundreds of MB each); past this it is replaced after its file. Measured on the server
  // suites alone: 589 s to 432 s wall, the later files no longer slowed by a heap over 1 GB
  // (docs/adr/0110-test-suite-time.md).
  workerIdleMemoryLimit: '512MB',
  projects: dirs.filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs'))).map((d) => `<rootDir>/${d}`),
};
