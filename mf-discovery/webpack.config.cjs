module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({ name: 'mf-discovery', dir: __dirname, devPort: 3001 });
