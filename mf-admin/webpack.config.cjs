module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({ name: 'mf-admin', dir: __dirname });
