import { DEMO_TENANT } from '@venues/contracts';

// Build constants come from the webpack DefinePlugin (mf-kit, declared in its global.d.ts).
// The `typeof` guard keeps jest working, where nothing defines them; webpack folds it away.

/** The product's display name, e.g. "Venuely". */
export const PRODUCT_NAME: string =
  typeof __PRODUCT_NAME__ !== 'undefined' && __PRODUCT_NAME__ ? __PRODUCT_NAME__ : DEMO_TENANT.productName;
