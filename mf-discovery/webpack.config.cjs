module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({
  name: 'mf-discovery',
  dir: __dirname,
  // page-hints.json: the server preloads a page's chunk with the remote (server/src/site/index-page.ts).
  pageChunks: require('./src/pageChunks.json').pages,
});
