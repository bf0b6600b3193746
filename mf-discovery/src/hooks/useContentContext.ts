import { useMemo } from 'react';
import { PRODUCT_NAME } from '../config/product';
import { storefrontFor } from '../content/storefronts';
import type { ContentContext } from '../content/types';
import { useCountryParam } from './useCountryParam';

/** Storefront and product name for content that mentions them. */
export function useContentContext(): ContentContext & { country: string } {
  const country = useCountryParam();
  return useMemo(() => ({ country, store: storefrontFor(country), product: PRODUCT_NAME }), [country]);
}
