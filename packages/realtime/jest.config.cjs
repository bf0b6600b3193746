// Browser package: the shared preset (jsdom, swc). HTTPS origin so jsdom keeps Secure cookies.
const preset = require('../mf-kit/jest/preset.cjs');

module.exports = { ...preset, testEnvironmentOptions: { url: 'https://localhost/sg' } };
