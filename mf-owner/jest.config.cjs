module.exports = { ...require('../packages/mf-kit/jest/preset.cjs') };
