// Browser package: the shared preset (jsdom, swc, TextEncoder, jest-dom, matchMedia).
module.exports = { ...require('../mf-kit/jest/preset.cjs') };
