module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({
  name: 'mf-discovery',
  dir: __dirname,
  // page-hints.json: the server preloads a page's chunk with the remote (server/src/site/index-page.ts).
  pageChunks: require('./src/pageChunks.json').pages,
  // The server build of the public pages (docs/ssr.md): dist/server, loaded by the API server.
  ssr: './src/ssr.tsx',
});
