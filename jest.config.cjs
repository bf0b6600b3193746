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
  projects: dirs.filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs'))).map((d) => `<rootDir>/${d}`),
};
