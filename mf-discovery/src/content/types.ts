import type { Storefront } from './storefronts';

/** A block of written content; pages are data, rendered by features/content/DocView. */
export type Block =
  | { p: string }
  | { h3: string }
  | { ul: readonly string[] }
  | { ol: readonly string[] }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } };

export interface DocSection {
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface ContentDoc {
  title: string;
  lead?: string;
  /** ISO date the text was last revised. */
  updated?: string;
  sections: readonly DocSection[];
}

/** What storefront-aware content needs to know. */
export interface ContentContext {
  store: Storefront;
  product: string;
}
