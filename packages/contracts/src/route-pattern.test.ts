import { hintedPageFiles, matchPattern } from './route-pattern';

describe('matchPattern', () => {
  it('matches whole paths with named segments, like react-router matchPath with end: true', () => {
    expect(matchPattern('/:country', '/sg')).toEqual({ country: 'sg' });
    expect(matchPattern('/:country', '/sg/')).toEqual({ country: 'sg' });
    expect(matchPattern('/:country/about-us/:slug', '/my/about-us/privacy')).toEqual({ country: 'my', slug: 'privacy' });
    expect(matchPattern('/:country/about-us', '/sg/about-us/extra')).toBeNull();
    expect(matchPattern('/:country/about-us', '/sg')).toBeNull();
    expect(matchPattern('/:country/a.b', '/sg/aXb')).toBeNull();
    expect(matchPattern('/:country/x/:id', '/sg/x/a%2Fb')).toEqual({ country: 'sg', id: 'a/b' });
  });

  it('is case-sensitive unless told otherwise', () => {
    expect(matchPattern('/:country/support/FAQ', '/sg/support/faq')).toBeNull();
    expect(matchPattern('/:country/support/FAQ', '/sg/support/faq', { caseSensitive: false })).toEqual({ country: 'sg' });
  });
});


describe('hints', () => {
  it('lists the files of the first page route that matches', () => {
    const hints = { pages: [{ pattern: '/:country/venues/search', files: ['a.js'] }, { pattern: '/:country/venues/:venue', files: ['b.js'] }] };
    expect(hintedPageFiles(hints, '/sg/venues/search')).toEqual(['a.js']);
    expect(hintedPageFiles(hints, '/sg/venues/the-loft')).toEqual(['b.js']);
    expect(hintedPageFiles(hints, '/sg')).toEqual([]);
  });
});
