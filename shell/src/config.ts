// Build-time settings (DefinePlugin, see packages/mf-kit/webpack/index.cjs). Read through this
// module so tests can see plain values (jest defines the globals in jest.setup.cjs).
export const PRODUCT = __PRODUCT__;
export const PRODUCT_NAME = __PRODUCT_NAME__;
export const TENANT_CODE = __TENANT_CODE__;
export const TENANT_API_KEY = __TENANT_API_KEY__;
export const LOGIN_API_VERSION: 'v1' | 'v2' = __LOGIN_API_VERSION__ === 'v1' ? 'v1' : 'v2';
/** Alternative domains redirected to MAIN_ORIGIN (docs/spec.md §2). */
export const ALT_HOSTS: readonly string[] = __ALT_HOSTS__
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);
export const MAIN_ORIGIN = __MAIN_ORIGIN__;
export const APP_STORE_ID = __APP_STORE_ID__;
