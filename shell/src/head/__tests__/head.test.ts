import { applyHead, type HeadInput } from '../head';

const base: HeadInput = {
  origin: 'https://venuely.test',
  pathname: '/sg/about-us',
  isHome: false,
  productName: 'Venuely',
  countryName: 'Singapore',
  appStoreId: '',
  product: 'venuely',
  storefronts: [
    { cca2: 'my', isDefault: false },
    { cca2: 'sg', isDefault: true },
  ],
};

const canonical = () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const alternates = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]);

beforeEach(() => {
  document.head.innerHTML = '<link rel="canonical" href="/">';
});

describe('applyHead: canonical and hreflang (docs/seo.md)', () => {
  it('names the page in every storefront and x-default on a page every storefront has', () => {
    applyHead(document, base);
    expect(canonical()).toBe('https://venuely.test/sg/about-us');
    expect(alternates()).toEqual([
      ['en-MY', 'https://venuely.test/my/about-us'],
      ['en-SG', 'https://venuely.test/sg/about-us'],
      ['x-default', 'https://venuely.test/sg/about-us'],
    ]);
  });

  it('drops tracking parameters from the canonical URL and keeps the search filters', () => {
    applyHead(document, { ...base, pathname: '/sg/venues', search: '?utm_source=news&city=Orchard&gclid=x&fbclid=y&ref=z&guests=40' });
    expect(canonical()).toBe('https://venuely.test/sg/venues?city=Orchard&guests=40');
    expect(alternates()).toEqual([]); // a filtered search exists in one storefront only
    applyHead(document, { ...base, pathname: '/sg/venues', search: '?utm_campaign=spring' });
    expect(canonical()).toBe('https://venuely.test/sg/venues');
    expect(alternates()).toHaveLength(3);
  });

  it('removes the alternates on a page of one storefront (a venue), whose canonical has no query', () => {
    applyHead(document, base);
    applyHead(document, { ...base, pathname: '/sg/venues/the-glasshouse', search: '?date=2026-12-01&guests=20' });
    expect(canonical()).toBe('https://venuely.test/sg/venues/the-glasshouse');
    expect(alternates()).toEqual([]);
  });
});
