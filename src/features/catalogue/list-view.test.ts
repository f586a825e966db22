import {
  changeView,
  clearFilters,
  listSubtitle,
  listTitle,
  PAGE_SIZE,
  readListView,
  resultRange,
  toProductQuery,
  writeListView,
} from './list-view';

const read = (query: string) => readListView(new URLSearchParams(query));

describe('product list titles and subtitles', () => {
  it.each([
    ['deals=true', "Today's Deals", 'High-rated products with great reviews'],
    ['prime=true', 'Prime Products', 'Products with fast shipping (under $100)'],
    ['category=electronics', 'Electronics Products', undefined],
    ["category=men's clothing", "Men's clothing Products", undefined],
    ['search=wireless', 'Search results for "wireless"', undefined],
    ['', 'All Products', undefined],
  ])('%s → %s', (query, title, subtitle) => {
    const view = read(query);
    expect(listTitle(view)).toBe(title);
    expect(listSubtitle(view)).toBe(subtitle);
  });

  it('ranks deals over prime over category over search', () => {
    expect(listTitle(read('deals=true&prime=true&category=jewelery&search=x'))).toBe("Today's Deals");
    expect(listTitle(read('prime=true&category=jewelery&search=x'))).toBe('Prime Products');
    expect(listTitle(read('category=jewelery&search=ring'))).toBe('Jewelery Products');
  });

  it('only the literal value true turns deals and prime on', () => {
    expect(listTitle(read('deals=1&prime=yes'))).toBe('All Products');
  });
});

describe('URL state ↔ catalogue query', () => {
  it('maps every part of the URL to the server query', () => {
    const view = read(
      'category=electronics&search=wireless&deals=true&prime=true&brands=Nordvik,Voltari&price=50-100&rating=4&sort=price-high-low&page=3',
    );
    expect(toProductQuery(view)).toEqual({
      category: 'electronics',
      search: 'wireless',
      deals: true,
      prime: true,
      brands: ['Nordvik', 'Voltari'],
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

  it('writes the canonical URL back, leaving defaults out, so it round-trips', () => {
    const query = 'category=men%27s+clothing&brands=Halbrook%2CTundrel&price=0-50&rating=3&sort=name-z-a&page=2';
    expect(writeListView(read(query)).toString()).toBe(query);
    expect(writeListView(read('sort=featured&page=1')).toString()).toBe('');
  });

  it('a filter or sort change returns to page 1; paging keeps the filters', () => {
    const view = read('category=electronics&rating=3&page=4');
    expect(changeView(view, { sort: 'rating' })).toMatchObject({ sort: 'rating', page: 1, rating: 3 });
    expect(changeView(view, { page: 5 })).toMatchObject({ page: 5, rating: 3, category: 'electronics' });
  });

  it('Clear all filters keeps what the shopper came for and the order', () => {
    const cleared = clearFilters(read('search=ring&deals=true&brands=Vireo&price=0-50&rating=2&sort=rating&page=2'));
    expect(writeListView(cleared).toString()).toBe('search=ring&deals=true&sort=rating');
  });
});

describe('result count', () => {
  it('describes the page shown out of the total', () => {
    expect(resultRange({ page: 1 }, 64, 24)).toBe('1-24 of 64 results');
    expect(resultRange({ page: 3 }, 64, 16)).toBe('49-64 of 64 results');
    expect(resultRange({ page: 1 }, 16, 16)).toBe('16 results');
    expect(resultRange({ page: 1 }, 1, 1)).toBe('1 result');
    expect(resultRange({ page: 1 }, 0, 0)).toBe('No results');
  });
});
