const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
