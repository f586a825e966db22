import { authLink, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath: only a page of this shop', () => {
  it.each([
    ['/product/14', '/product/14'],
    ['/products?category=electronics&page=2#top', '/products?category=electronics&page=2#top'],
    ['/ar/product/14', '/product/14'],
    ['/', '/'],
  ])('%s returns to %s', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    '//evil.example/product/14',
    '/\\evil.example',
    '/\\/evil.example',
    '/..//evil.example',
    '/./..//evil.example/product/14',
    '/ar//evil.example',
    '/%2e%2e//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'product/14',
    '/\tevil.example',
    '/auth/login',
    '/ar/auth/signup?from=%2Fcart',
    '',
    undefined,
    42,
  ])('%p is refused', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('returnPathOf and authLink', () => {
  it('reads the from parameter, home when it is missing or unsafe', () => {
    expect(returnPathOf('?from=%2Fproduct%2F14')).toBe('/product/14');
    expect(returnPathOf('?from=%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('')).toBe('/');
  });

  it('names the page to come back to, and nothing for home', () => {
    expect(authLink('/auth/signup', '/product/14?ref=x')).toBe('/auth/signup?from=%2Fproduct%2F14%3Fref%3Dx');
    expect(returnPathOf(authLink('/auth/signup', '/product/14?ref=x').split('?')[1] ?? '')).toBe('/product/14?ref=x');
    expect(authLink('/auth/login', '/')).toBe('/auth/login');
    expect(authLink('/auth/login', '//evil.example')).toBe('/auth/login');
  });
});
