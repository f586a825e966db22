import { chooseStartLocale } from './start-locale';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('the language of a page load', () => {
  it('is the URL prefix, whatever the cookie says', () => {
    expect(chooseStartLocale(at('/ar/products'), 'fr')).toEqual({ locale: 'ar' });
    expect(chooseStartLocale(at('/fr'), undefined)).toEqual({ locale: 'fr' });
  });

  it('stays on an unprefixed URL without a remembered choice: the server weighed the browser languages', () => {
    expect(chooseStartLocale(at('/cart'), undefined)).toEqual({ locale: 'en' });
    expect(chooseStartLocale(at('/cart'), 'tlh')).toEqual({ locale: 'en' });
  });

  it('lets a remembered choice move an unprefixed URL to its language', () => {
    expect(chooseStartLocale(at('/cart'), 'en')).toEqual({ locale: 'en' });
    expect(chooseStartLocale(at('/cart'), 'fr')).toEqual({ locale: 'en', redirectTo: '/fr/cart' });
    expect(chooseStartLocale(at('/products', '?q=ring'), 'ar')).toEqual({
      locale: 'en',
      redirectTo: '/ar/products?q=ring',
    });
  });
});
