import { matchPattern } from './route-pattern';

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

