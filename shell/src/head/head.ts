import { canonicalSearch, canonicalUrl, storefrontAlternates, storefrontPage, type SeoStorefront } from '@venues/contracts';

/** The home page headline and keywords (docs/spec.md §2 Home page). */
export function homeHead(productName: string, countryName: string) {
  return {
    title: `${productName} | Book venues and event spaces for meetings, parties and conferences`,
    description: `Find and book venues and event spaces in ${countryName} for meetings, parties, corporate events, conferences and workshops. Compare spaces, send enquiries and book online with ${productName}.`,
    keywords: [
      'venue booking',
      'event venues',
      'event spaces',
      'meeting rooms',
      'function rooms',
      'party venues',
      'birthday party venues',
      'wedding venues',
      'corporate event venues',
      'conference venues',
      'conference rooms',
      'workshop spaces',
      'training rooms',
      'seminar venues',
      'co-working spaces',
      'private dining rooms',
      'rooftop venues',
      'outdoor venues',
      'studio rental',
      'team building venues',
      'product launch venues',
      'networking event spaces',
      'hourly space rental',
      `venues in ${countryName}`,
      `event spaces in ${countryName}`,
      `meeting rooms in ${countryName}`,
      productName,
    ].join(', '),
  };
}

function metaByName(doc: Document, name: string): HTMLMetaElement {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = doc.createElement('meta');
    el.name = name;
    doc.head.appendChild(el);
  }
  return el;
}

function linkByRel(doc: Document, rel: string): HTMLLinkElement {
  let el = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = doc.createElement('link');
    el.rel = rel;
    doc.head.appendChild(el);
  }
  return el;
}

export interface HeadInput {
  origin: string;
  pathname: string;
  isHome: boolean;
  productName: string;
  countryName: string;
  appStoreId: string;
  /** The query of the page (tracking parameters are dropped from the canonical URL). */
  search?: string;
  /** The product slug and the enabled storefronts, for the hreflang alternates (docs/seo.md). */
  product?: string;
  storefronts?: readonly SeoStorefront[];
}

/**
 * The hreflang alternates of the page, as the server wrote them into index.html (site/seo-head.ts):
 * replaced on each navigation, so a page every storefront has names them and any other none.
 */
function applyAlternates(doc: Document, h: HeadInput): void {
  for (const el of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  const page = h.product ? storefrontPage(h.pathname, h.product) : null;
  if (!page || canonicalSearch(h.search ?? '') !== '' || !h.storefronts?.some((s) => s.cca2.toLowerCase() === page.country)) return;
  for (const a of storefrontAlternates(h.origin, page.rest, h.storefronts)) {
    const el = doc.createElement('link');
    el.rel = 'alternate';
    el.hreflang = a.hreflang;
    el.href = a.href;
    doc.head.appendChild(el);
  }
}

/** Updates the head on each navigation: canonical and hreflang always; title/description/keywords on home. */
export function applyHead(doc: Document, h: HeadInput): void {
  linkByRel(doc, 'canonical').href = canonicalUrl(h.origin, h.pathname, h.search);
  applyAlternates(doc, h);
  const icon = linkByRel(doc, 'icon');
  if (!icon.getAttribute('href')) {
    icon.type = 'image/svg+xml';
    icon.href = '/favicon.svg';
  }
  if (h.appStoreId) metaByName(doc, 'apple-itunes-app').content = `app-id=${h.appStoreId}`;
  if (!h.isHome) return; // other pages: their remote owns the title
  const home = homeHead(h.productName, h.countryName);
  doc.title = home.title;
  metaByName(doc, 'description').content = home.description;
  metaByName(doc, 'keywords').content = home.keywords;
}
