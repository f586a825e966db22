import {
  changeView,
  clearFilters,
  facetQuery,
  listSubtitle,
  listTitle,
  PAGE_SIZE,
  readListView,
  resultRange,
  toProductQuery,
  writeListView,
} from './list-view';
import { createIntl } from 'react-intl';
import ar from '../../universal/i18n/messages/ar.json';
import en from '../../universal/i18n/messages/en.json';
import fr from '../../universal/i18n/messages/fr.json';

const english = createIntl({ locale: 'en', messages: en }).formatMessage;
const read = (query: string) => readListView(new URLSearchParams(query));

describe('product list titles and subtitles', () => {
  it.each([
    ['deals=true', "Today's Deals", 'High-rated products with great reviews'],
    ['prime=true', 'Prime Products', 'Products with fast shipping (under $100)'],
    ['category=electronics', 'Electronics Products', undefined],
    ["category=men's clothing", "Men's Clothing Products", undefined],
    ['category=garden tools', 'Garden tools Products', undefined],
    ['search=wireless', 'Search results for "wireless"', undefined],
    ['', 'All Products', undefined],
  ])('%s → %s', (query, title, subtitle) => {
    const view = read(query);
    expect(listTitle(view, english)).toBe(title);
    expect(listSubtitle(view, english)).toBe(subtitle);
  });

  it('ranks deals over prime over category over search', () => {
    expect(listTitle(read('deals=true&prime=true&category=jewelery&search=x'), english)).toBe("Today's Deals");
    expect(listTitle(read('prime=true&category=jewelery&search=x'), english)).toBe('Prime Products');
    expect(listTitle(read('category=jewelery&search=ring'), english)).toBe('Jewelry Products');
  });

  it('only the literal value true turns deals and prime on', () => {
    expect(listTitle(read('deals=1&prime=yes'), english)).toBe('All Products');
  });

  it('names the category in the page language', () => {
    const french = createIntl({ locale: 'fr', messages: fr }).formatMessage;
    const arabic = createIntl({ locale: 'ar-u-nu-latn', messages: ar }).formatMessage;
    expect(listTitle(read('category=jewelery'), french)).toBe('Rayon Bijoux');
    expect(listTitle(read('category=jewelery'), arabic)).toBe('منتجات المجوهرات');
  });
});

describe('URL state ↔ catalogue query', () => {
  it('maps every part of the URL to the server query', () => {
    const view = read(
      'category=electronics&search=wireless&deals=true&prime=true&brands=Nordvik,Voltari&size=M,XL&colour=navy&inStock=true&price=50-100&rating=4&sort=price-high-low&page=3',
    );
    expect(toProductQuery(view)).toEqual({
      category: 'electronics',
      search: 'wireless',
      deals: true,
      prime: true,
      brands: ['Nordvik', 'Voltari'],
      size: ['M', 'XL'],
      colour: ['navy'],
      inStock: true,
      minPrice: 50,
      maxPrice: 100,
      minRating: 4,
      order: 'price-high-low',
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
    });
  });

  it('a bare URL asks for the first featured page and nothing else', () => {
    expect(toProductQuery(read(''))).toEqual({
      category: undefined,
      search: undefined,
      deals: undefined,
      prime: undefined,
      brands: undefined,
      size: undefined,
      colour: undefined,
      inStock: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      order: 'featured',
      limit: PAGE_SIZE,
      offset: 0,
    });
  });

  it('maps each price band to its bounds', () => {
    expect(toProductQuery(read('price=0-50'))).toMatchObject({ minPrice: 0, maxPrice: 50 });
    expect(toProductQuery(read('price=100-200'))).toMatchObject({ minPrice: 100, maxPrice: 200 });
  });

  it('ignores malformed values instead of failing the page', () => {
    const view = read('price=1-2&rating=5&sort=cheapest&page=-2&brands=,,&search=%20%20');
    expect(view).toMatchObject({
      price: undefined,
      rating: undefined,
      sort: 'featured',
      page: 1,
      brands: [],
      search: undefined,
    });
    expect(read('page=2.5').page).toBe(1);
  });

  it('de-duplicates brands and caps them at the server limit of 10', () => {
    const many = Array.from({ length: 14 }, (_, index) => `B${index}`).join(',');
    expect(read(`brands=${many}`).brands).toHaveLength(10);
    expect(read('brands=Nordvik, Nordvik ,Zentro').brands).toEqual(['Nordvik', 'Zentro']);
  });

  it('de-duplicates sizes and colours and caps them at the server limit', () => {
    const many = Array.from({ length: 25 }, (_, index) => `${index}`).join(',');
    expect(read(`size=${many}`).size).toHaveLength(20);
    expect(read('colour=navy, navy ,olive&size=,').colour).toEqual(['navy', 'olive']);
    expect(read('size=,').size).toEqual([]);
    expect(read('inStock=yes').inStock).toBe(false);
  });

  it('writes the canonical URL back, leaving defaults out, so it round-trips', () => {
    const query =
      'category=men%27s+clothing&brands=Halbrook%2CTundrel&size=M%2CL&colour=navy&inStock=true&price=0-50&rating=3&sort=name-z-a&page=2';
    expect(writeListView(read(query)).toString()).toBe(query);
    expect(writeListView(read('sort=featured&page=1')).toString()).toBe('');
  });

  it("keeps the shopper's own spelling (exact=true) only with a search, and asks the server for it", () => {
    expect(writeListView(read('search=hedphones&exact=true')).toString()).toBe('search=hedphones&exact=true');
    expect(toProductQuery(read('search=hedphones&exact=true'))).toMatchObject({ search: 'hedphones', exact: true });
    expect(writeListView(read('category=jewelery&exact=true')).toString()).toBe('category=jewelery');
    expect(toProductQuery(read('search=hedphones&exact=yes')).exact).toBeUndefined();
  });

  it("asks the facet counts for the list's own query, without its order and page", () => {
    const view = read('search=ring&brands=Vireo&price=0-50&rating=2&sort=rating&page=2');
    expect(facetQuery(view)).toEqual({
      search: 'ring',
      brands: ['Vireo'],
      minPrice: 0,
      maxPrice: 50,
      minRating: 2,
    });
    expect(JSON.parse(JSON.stringify(facetQuery(view)))).toEqual(
      JSON.parse(JSON.stringify(facetQuery(read('search=ring&brands=Vireo&price=0-50&rating=2')))),
    );
  });

  it('a filter or sort change returns to page 1; paging keeps the filters', () => {
    const view = read('category=electronics&rating=3&page=4');
    expect(changeView(view, { sort: 'rating' })).toMatchObject({ sort: 'rating', page: 1, rating: 3 });
    expect(changeView(view, { page: 5 })).toMatchObject({ page: 5, rating: 3, category: 'electronics' });
  });

  it('Clear all filters keeps what the shopper came for and the order', () => {
    const cleared = clearFilters(
      read(
        'search=ring&deals=true&brands=Vireo&size=M&colour=navy&inStock=true&price=0-50&rating=2&sort=rating&page=2',
      ),
    );
    expect(writeListView(cleared).toString()).toBe('search=ring&deals=true&sort=rating');
  });
});

describe('result count', () => {
  it('describes the page shown out of the total', () => {
    expect(resultRange({ page: 1 }, 64, 24, english)).toBe('1-24 of 64 results');
    expect(resultRange({ page: 3 }, 64, 16, english)).toBe('49-64 of 64 results');
    expect(resultRange({ page: 1 }, 16, 16, english)).toBe('16 results');
    expect(resultRange({ page: 1 }, 1, 1, english)).toBe('1 result');
    expect(resultRange({ page: 1 }, 0, 0, english)).toBe('No results');
  });

  it('counts in Arabic with its plural forms', () => {
    const arabic = createIntl({ locale: 'ar-u-nu-latn', messages: ar }).formatMessage;
    expect(resultRange({ page: 1 }, 2, 2, arabic)).toBe('نتيجتان');
    expect(resultRange({ page: 1 }, 5, 5, arabic)).toBe('5 نتائج');
    expect(resultRange({ page: 1 }, 64, 24, arabic)).toBe('1-24 من 64 نتيجة');
  });
});
