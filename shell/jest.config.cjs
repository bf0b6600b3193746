const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = {
  ...preset,
  // Build-time constants (DefinePlugin in the real build).
  globals: {
    __TENANT_CODE__: 'demo',
    __TENANT_API_KEY__: 'pk_demo_venues_2026',
    __PRODUCT__: 'venuely',
    __PRODUCT_NAME__: 'Venuely',
    __LOGIN_API_VERSION__: 'v2',
    __ALT_HOSTS__: 'www.venuely.test,venuely-alt.test',
    __MAIN_ORIGIN__: 'https://venuely.test',
    __APP_STORE_ID__: '',
  },
};
