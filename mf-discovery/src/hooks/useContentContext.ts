import { PRODUCT_NAME, useCountry } from '@venues/mf-kit';
import { useMemo } from 'react';
import { storefrontFor } from '../content/storefronts';
import type { ContentContext } from '../content/types';

/** Storefront and product name for content that mentions them. */
export function useContentContext(): ContentContext & { country: string } {
  const country = useCountry();
  return useMemo(() => ({ country, store: storefrontFor(country), product: PRODUCT_NAME }), [country]);
}
