const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = { ...preset, setupFiles: [...preset.setupFiles, require.resolve('./test/jsdom-gaps.cjs')] };
