// The host: remotes are registered at run time from /remotes.json, their pages from /routes.json
// (docs/architecture.md). createHostConfig also writes shell.json (the tenant, what the shell knows).
const { createHostConfig } = require('@venues/mf-kit/webpack');

module.exports = createHostConfig({
  dir: __dirname,
  devPort: 8080,
  define: {
    // docs/spec.md §2: alternative domains redirect to the main site.
    __ALT_HOSTS__: process.env.ALT_HOSTS || '',
    __MAIN_ORIGIN__: process.env.MAIN_ORIGIN || '',
    // Placeholder until the tenant's app is published: the banner tag is always present.
    __APP_STORE_ID__: process.env.APP_STORE_ID || '000000000',
  },
  // The header and footer of server-drawn pages (docs/ssr.md).
  ssr: './src/ssr.tsx',
});
