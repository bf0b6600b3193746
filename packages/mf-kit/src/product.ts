import { DEMO_TENANT } from '@venues/contracts';

// Build constants come from the webpack DefinePlugin (webpack/index.cjs, declared in global.d.ts).
// The `typeof` guard keeps jest working, where nothing defines them; webpack folds it away.

/** The product slug used in routes and cookie names, e.g. "venuely". */
export const PRODUCT: string = typeof __PRODUCT__ !== 'undefined' && __PRODUCT__ ? __PRODUCT__ : DEMO_TENANT.product;

/** The product's display name, e.g. "Venuely". */
export const PRODUCT_NAME: string =
  typeof __PRODUCT_NAME__ !== 'undefined' && __PRODUCT_NAME__ ? __PRODUCT_NAME__ : DEMO_TENANT.productName;
