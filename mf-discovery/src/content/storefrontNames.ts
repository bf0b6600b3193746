/**
 * A storefront's name as the public pages write it: the search page's title, the venue page's
 * breadcrumbs. Its own small module: those pages load no more than the names, while the pages that
 * show a storefront's popular places or its law load storefronts.ts.
 */
export interface StorefrontName {
  code: string;
  name: string;
  /** Used in sentences: "venues in Singapore", "venues in the United Kingdom". */
  inName: string;
}

const NAMES: Record<string, { name: string; inName: string }> = {
  sg: { name: 'Singapore', inName: 'Singapore' },
  my: { name: 'Malaysia', inName: 'Malaysia' },
  ph: { name: 'Philippines', inName: 'the Philippines' },
  hk: { name: 'Hong Kong', inName: 'Hong Kong' },
  id: { name: 'Indonesia', inName: 'Indonesia' },
  au: { name: 'Australia', inName: 'Australia' },
  gb: { name: 'United Kingdom', inName: 'the United Kingdom' },
  us: { name: 'United States', inName: 'the United States' },
};

/** The storefront's name; one we have no wording for is named as its country is (or by its code). */
export function storefrontName(code: string, countryName?: string): StorefrontName {
  const key = code.toLowerCase();
  const known = NAMES[key];
  if (known) return { code: key, ...known };
  const name = countryName ?? code.toUpperCase();
  return { code: key, name, inName: name };
}
