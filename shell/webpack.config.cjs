// The host: remotes are registered at run time from /remotes.json (docs/architecture.md).
const { createHostConfig, routeHintsPlugin } = require('@venues/mf-kit/webpack');

const config = createHostConfig({
  dir: __dirname,
  devPort: 8080,
  define: {
    // SPEC §2: alternative domains redirect to the main site.
    __ALT_HOSTS__: process.env.ALT_HOSTS || '',
    __MAIN_ORIGIN__: process.env.MAIN_ORIGIN || '',
    // Placeholder until the tenant's app is published: the banner tag is always present.
    __APP_STORE_ID__: process.env.APP_STORE_ID || '000000000',
  },
});

// route-hints.json: the route table as data, so the server can preload a page's remote.
module.exports = (env, argv) => {
  const c = config(env, argv);
  c.plugins.push(routeHintsPlugin(({ product }) => require('tsx/cjs/api').require('./src/routes/index.ts', __filename).routeHints(product)));
  return c;
};
