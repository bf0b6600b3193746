module.exports = require('@venues/mf-kit/webpack').createRemoteConfig({ name: 'mf-enquiries', dir: __dirname });
