import { safeReturnTo, withReturnTo } from '../returnTo';

describe('safeReturnTo', () => {
  it.each(['/sg/x', '/sg', '/sg/venues/abc?tab=photos#top', '/forgot-password'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/sg',
    '/\\evil.com',
    'https://evil.com/sg',
    'http://localhost:8080/sg',
    'javascript:alert(1)',
    'sg/x',
    '',
    ' ',
    '/\t/evil.com',
    '/\n/evil.com',
  ])('rejects %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnTo('/sg/../../x')).toBe('/x');
  });
});

describe('withReturnTo', () => {
  it('encodes the path into the query', () => {
    expect(withReturnTo('/sg/login/user', '/sg/venues?q=a b')).toBe('/sg/login/user?returnTo=%2Fsg%2Fvenues%3Fq%3Da%20b');
  });
  it('leaves the path alone without a returnTo', () => {
    expect(withReturnTo('/sg/login/user', null)).toBe('/sg/login/user');
  });
});
