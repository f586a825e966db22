import { readCookie } from './browser-cookies';

describe('readCookie', () => {
  it('decodes the named cookie among others', () => {
    expect(readCookie('lang', 'currency=EUR; lang=fr')).toBe('fr');
    expect(readCookie('note', 'note=caf%C3%A9%3Dyes')).toBe('café=yes');
    expect(readCookie('lang', 'currency=EUR')).toBeUndefined();
  });

  it('ignores a cookie that cannot be decoded, and still reads the others', () => {
    expect(readCookie('lang', 'lang=%')).toBeUndefined();
    expect(readCookie('currency', 'currency=%E9')).toBeUndefined();
    expect(readCookie('lang', 'currency=%E9; lang=ar')).toBe('ar');
  });
});
