import { basenameOf, directionOf, localeFromPath, localizedPath } from './locale';

describe('language URLs', () => {
  it('reads the language from the path prefix, English having none', () => {
    expect(localeFromPath('/ar/products')).toEqual({ locale: 'ar', basename: '/ar', path: '/products' });
    expect(localeFromPath('/fr')).toEqual({ locale: 'fr', basename: '/fr', path: '/' });
    expect(localeFromPath('/products')).toEqual({ locale: 'en', basename: '', path: '/products' });
    expect(localeFromPath('/')).toEqual({ locale: 'en', basename: '', path: '/' });
  });

  it('does not take an unknown two-letter segment or /en for a language', () => {
    expect(localeFromPath('/xx/products').locale).toBe('en');
    expect(localeFromPath('/en/products')).toEqual({ locale: 'en', basename: '', path: '/en/products' });
    expect(localeFromPath('/arabic').locale).toBe('en');
  });

  it('moves a page to another language keeping its query', () => {
    expect(localizedPath('/ar/products?category=jewelery&page=2', 'fr')).toBe('/fr/products?category=jewelery&page=2');
    expect(localizedPath('/es/product/3', 'en')).toBe('/product/3');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/ar', 'en')).toBe('/');
  });

  it('knows direction and prefix', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(basenameOf('en')).toBe('');
    expect(basenameOf('es')).toBe('/es');
  });
});
