// Build-time constants replaced by webpack's DefinePlugin (packages/mf-kit/webpack/index.cjs).
// Apps include this file from their tsconfig ("include": ["src", "../packages/mf-kit/src/global.d.ts"]).
declare const __TENANT_CODE__: string;
declare const __TENANT_API_KEY__: string;
declare const __PRODUCT__: string;
declare const __PRODUCT_NAME__: string;
declare const __LOGIN_API_VERSION__: 'v1' | 'v2';
/** Host only: comma-separated alternative host names redirected to MAIN_ORIGIN (docs/spec.md §2). */
declare const __ALT_HOSTS__: string;
/** Host only: the main site origin, e.g. https://www.example.com ('' = this origin). */
declare const __MAIN_ORIGIN__: string;
/** Host only: the App Store id of the smart app banner. */
declare const __APP_STORE_ID__: string;
