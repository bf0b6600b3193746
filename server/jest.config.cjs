/**
 * ESM mode (jose and other deps are ESM-only): run with --experimental-vm-modules.
 * Jest on Node 20 cannot require() an ES module, yet some CJS deps (light-my-request,
 * @fastify/static) require ESM-only packages; those few are compiled to CJS for tests.
 */
const ESM_ONLY = ['cookie', 'content-disposition'];
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(ts|js)$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|(${ESM_ONLY.join('|')})/)`, `/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
  extensionsToTreatAsEsm: ['.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
