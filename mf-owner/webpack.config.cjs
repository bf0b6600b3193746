module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({ name: 'mf-owner', dir: __dirname });
