import { chooseStartLocale } from './start-locale';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('the language of a page load', () => {
  it('is the URL prefix, whatever the cookie or browser says', () => {
    expect(chooseStartLocale(at('/ar/products'), 'fr', ['es'])).toEqual({ locale: 'ar' });
    expect(chooseStartLocale(at('/fr'), undefined, ['ar'])).toEqual({ locale: 'fr' });
  });

  it('on a first visit to an unprefixed URL follows the browser when it prefers one of the four', () => {
    expect(chooseStartLocale(at('/products', '?q=ring'), undefined, ['ar-EG', 'en'])).toEqual({
      locale: 'en',
      redirectTo: '/ar/products?q=ring',
    });
    expect(chooseStartLocale(at('/'), undefined, ['de-DE', 'es-419'])).toEqual({ locale: 'en', redirectTo: '/es' });
  });

  it('stays in English for an English or unknown browser language', () => {
    expect(chooseStartLocale(at('/cart'), undefined, ['en-GB', 'ar'])).toEqual({ locale: 'en' });
    expect(chooseStartLocale(at('/cart'), undefined, ['de'])).toEqual({ locale: 'en' });
  });

  it('lets a remembered choice win over the browser', () => {
    expect(chooseStartLocale(at('/cart'), 'en', ['ar'])).toEqual({ locale: 'en' });
    expect(chooseStartLocale(at('/cart'), 'fr', ['ar'])).toEqual({ locale: 'en', redirectTo: '/fr/cart' });
  });
});
