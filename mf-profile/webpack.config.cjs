module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({ name: 'mf-profile', dir: __dirname });
