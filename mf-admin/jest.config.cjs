const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, require.resolve('./test/jsdom-gaps.cjs')],
  // antd under jsdom is slow on a busy 2-core machine; the default 5 s flakes there.
  testTimeout: 20_000,
};
