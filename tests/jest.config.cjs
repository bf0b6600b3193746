// Checks across apps that no app may make itself (lint forbids the shell importing a remote and
// the reverse): here both are read. Node environment; the shared swc transform.
const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = { transform: preset.transform, testEnvironment: 'node', displayName: 'cross-app' };
