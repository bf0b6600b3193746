// Shared jest settings for the browser-side workspaces (shell, remotes, browser packages).
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost:8080/sg' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // ESM-only dependencies that must be transformed for jest.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(nanoid|uuid|@ant-design\\+colors|@ant-design/colors)[@/])'],
  moduleNameMapper: {
    // Code imports antd by component (the federation shares each one, docs/performance.md); the
    // es build is ESM, so jest runs the same component from antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less|svg|png|jpe?g|webp|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
    // The icons' index by name, each icon loaded when used (icons.cjs).
    '^@ant-design/icons$': path.join(__dirname, 'icons.cjs'),
  },
  setupFiles: [path.join(__dirname, 'setup-env.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  // Rendering antd and typing with user-event under jsdom is slow on a busy 2-core machine;
  // the default 5 s flakes there (these are correctness tests, not timings).
  testTimeout: 60_000,
};
