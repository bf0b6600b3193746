// The host: remotes are registered at run time from /remotes.json (docs/architecture.md).
const { createHostConfig, routeHintsPlugin } = require('@venues/mf-kit/webpack');

const config = createHostConfig({
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

// route-hints.json: the route table as data, so the server can preload a page's remote.
module.exports = (env, argv) => {
  const configs = config(env, argv);
  const c = Array.isArray(configs) ? configs[0] : configs;
  c.plugins.push(routeHintsPlugin(({ product }) => require('tsx/cjs/api').require('./src/routes/index.ts', __filename).routeHints(product)));
  return configs;
};
