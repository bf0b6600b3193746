import { canonicalUrl, storefrontAlternates, storefrontPage } from './seo';

describe('canonicalUrl', () => {
  it('drops tracking parameters and keeps the others in their order', () => {
    expect(canonicalUrl('https://v.test/', '/sg/venues', '?utm_source=a&city=Orchard&UTM_Medium=b&gclid=c&fbclid=d&ref=e&msclkid=f&guests=40')).toBe('https://v.test/sg/venues?city=Orchard&guests=40');
    expect(canonicalUrl('https://v.test', '/sg/compare', 'venues=a,b&utm_campaign=x')).toBe('https://v.test/sg/compare?venues=a%2Cb');
    expect(canonicalUrl('https://v.test', '/sg/about-us', '?utm_source=a')).toBe('https://v.test/sg/about-us');
  });

  it('gives a venue page no query, but keeps a search path’s filters', () => {
    expect(canonicalUrl('https://v.test', '/sg/venues/the-hall', '?date=2026-01-01&guests=2')).toBe('https://v.test/sg/venues/the-hall');
    expect(canonicalUrl('https://v.test', '/sg/venues/search', '?guests=2')).toBe('https://v.test/sg/venues/search?guests=2');
  });
});

describe('storefront pages and their alternates', () => {
  it('knows the pages every storefront has, not a venue or a private page', () => {
    expect(storefrontPage('/sg', 'venuely')).toEqual({ country: 'sg', rest: '' });
    expect(storefrontPage('/my/space/function/', 'venuely')).toEqual({ country: 'my', rest: '/space/function' });
    expect(storefrontPage('/sg/venuely/why-venuely', 'venuely')).toEqual({ country: 'sg', rest: '/venuely/why-venuely' });
    for (const p of ['/sg/venues/the-hall', '/sg/profile', '/sg/space/nowhere', '/', '/sg/other/why-venuely']) expect(storefrontPage(p, 'venuely')).toBeNull();
  });

  it('names each storefront and x-default (the default one); none with a single storefront', () => {
    const sf = [{ cca2: 'au', isDefault: false }, { cca2: 'sg', isDefault: true }];
    expect(storefrontAlternates('https://v.test', '/insights', sf)).toEqual([
      { hreflang: 'en-AU', href: 'https://v.test/au/insights' },
      { hreflang: 'en-SG', href: 'https://v.test/sg/insights' },
      { hreflang: 'x-default', href: 'https://v.test/sg/insights' },
    ]);
    expect(storefrontAlternates('https://v.test', '/insights', [sf[1]!])).toEqual([]);
  });
});
