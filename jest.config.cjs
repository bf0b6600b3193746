// One jest run over every workspace (each keeps its own jest.config.cjs), so one summary covers all.
const fs = require('node:fs');
const path = require('node:path');

const dirs = ['packages/contracts', 'packages/session', 'packages/api-client', 'packages/geo', 'packages/ui', 'packages/mf-kit', 'packages/realtime',
  'shell', 'mf-discovery', 'mf-enquiries', 'mf-profile', 'mf-owner', 'mf-admin', 'server'];

module.exports = {
  // testTimeout is a global option (ignored inside projects). antd under jsdom and the server's
  // argon2 + PGlite suites are slow on a busy 2-core machine; this guards hangs, not speed.
  testTimeout: 60_000,
  projects: dirs.filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs'))).map((d) => `<rootDir>/${d}`),
};
