import { withTestApp } from '../../test/harness';
import { importProducts } from './import-products';
import { CatalogueReader } from './catalogue-reader';
import { noteStockChanged, setStock } from './stock';
import { terminalActor } from '../audit';
import { setVariantPrice } from '../price-lists';
import { demoRecords } from './seed';
import type { Product } from './product';
import { brandOf } from '../../../universal/brand';
import { MAX_PRODUCTS_BY_ID } from '../../../universal/contracts/product-id';
import { type FacetsResponse, SUGGEST_LIMIT, type SuggestResponse } from '../../../universal/contracts/search';

const t = withTestApp();

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/catalog/products${query}` });
  return { response, products: response.json<Product[]>(), total: Number(response.headers['x-total-count']) };
}

describe('GET /catalog/products', () => {
  it('answers every demo product in the FakeStore shape, with a total and cache headers', async () => {
    const { response, products, total } = await list('');
    expect(response.statusCode).toBe(200);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(total).toBe(products.length);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    for (const { listPrice, brand, ...product } of products) {
      // The FakeStore shape, plus fields a plain FakeStore client can ignore (a list carries no variants).
      if (listPrice !== undefined) expect(listPrice).toEqual(expect.any(Number));
      if (brand !== undefined) expect(brand).toEqual(expect.any(String));
      expect(product).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        price: expect.any(Number),
        description: expect.any(String),
        category: expect.any(String),
        image: expect.stringMatching(/^\/catalog\/images\/\d+\.svg$/),
        rating: { rate: expect.any(Number), count: expect.any(Number) },
        sku: expect.any(String),
        stock: expect.any(Number),
        optionCount: expect.any(Number),
      });
    }
    // How many options a card's product asks the shopper to choose (colour and size; none).
    const optionCount = (id: number) => products.find((product) => product.id === id)?.optionCount;
    expect([optionCount(33), optionCount(35), optionCount(4)]).toEqual([2, 1, 0]);
  });

  it('answers 304 to a request carrying the current ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/catalog/products?limit=3' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/catalog/products?limit=3',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('honours FakeStore limit and sort', async () => {
    const asc = await list('?limit=5');
    const desc = await list('?limit=5&sort=desc');
    expect(asc.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(desc.products[0]?.id).toBe(asc.total);
    expect(desc.products.map((p) => p.id)).toEqual([...desc.products.map((p) => p.id)].sort((a, b) => b - a));
  });

  it('pages with offset while X-Total-Count stays the number of matches', async () => {
    const all = await list('?category=electronics');
    const page = await list('?category=electronics&limit=4&offset=4');
    expect(page.total).toBe(all.total);
    expect(page.products).toEqual(all.products.slice(4, 8));
  });

  it('filters by search over title, description and category, in any case', async () => {
    const { products: all } = await list('');
    const word = all[0]!.title.split(' ')[0]!.toUpperCase();
    const expected = all.filter((p) =>
      [p.title, p.description, p.category].some((text) => text.toLowerCase().includes(word.toLowerCase())),
    );
    const { products, total } = await list(`?search=${encodeURIComponent(word)}`);
    expect(total).toBe(expected.length);
    expect(products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const { total } = await list('?search=%25%25%25_');
    expect(total).toBe(0);
  });

  it('applies category, deals, prime, price band and minimum stars as the spec defines them', async () => {
    const { products: all } = await list('');
    const cases: [string, (p: Product) => boolean][] = [
      ["?category=MEN'S%20CLOTHING", (p) => p.category === "men's clothing"],
      ['?deals=true', (p) => p.rating.rate >= 4 && (p.listPrice ?? 0) > p.price],
      ['?prime=true', (p) => p.price <= 100],
      ['?minPrice=50&maxPrice=100', (p) => p.price >= 50 && p.price <= 100],
      ['?minRating=3', (p) => Math.floor(p.rating.rate) >= 3],
      [
        '?deals=true&prime=true&category=jewelery',
        (p) => p.rating.rate >= 4 && (p.listPrice ?? 0) > p.price && p.price <= 100 && p.category === 'jewelery',
      ],
    ];
    for (const [query, keep] of cases) {
      const { products, total } = await list(query);
      const expected = all.filter(keep);
      expect({ query, ids: products.map((p) => p.id), total }).toEqual({
        query,
        ids: expected.map((p) => p.id),
        total: expected.length,
      });
    }
  });

  it('answers a real list price and brand only for the products that have them', async () => {
    const { products: all } = await list('');
    const listed = all.filter((p) => p.listPrice !== undefined);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(all.length);
    const bare = all.find((p) => p.listPrice === undefined)!;
    expect(Object.keys(bare)).not.toContain('listPrice');
    const detail = await t.app.inject({ method: 'GET', url: `/catalog/products/${listed[0]!.id}` });
    expect(detail.json()).toMatchObject({ listPrice: listed[0]!.listPrice, brand: listed[0]!.brand });
    // The deals filter really needs both: some well-rated products are not deals.
    const { total: deals } = await list('?deals=true');
    expect(deals).toBeLessThan(all.filter((p) => p.rating.rate >= 4).length);
  });

  it('keeps the products of any of the brands named, matched whole and in any case', async () => {
    const { products: all } = await list('');
    const brands = [brandOf(all[0]!), brandOf(all[20]!).toUpperCase()];
    const { products } = await list(`?brands=${encodeURIComponent(brands.join(','))}`);
    const expected = all.filter((p) => brands.some((b) => brandOf(p).toLowerCase() === b.toLowerCase()));
    expect(products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(products.length).toBeGreaterThan(1);
    // A brand's first letters are not the brand.
    expect((await list(`?brands=${encodeURIComponent(brands[0]!.slice(0, 3))}`)).total).toBe(0);
  });

  it('counts each brand, price band and rating floor exactly as the list then shows them, each under the other filters', async () => {
    const facets = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/catalog/facets${query}` })).json<FacetsResponse>();
    const base = '?category=electronics&minRating=3';
    const answer = await facets(base);
    expect(answer.total).toBe((await list(base)).total);
    expect(answer.correction).toBeNull();
    expect(answer.brands.length).toBeGreaterThan(1);
    for (const brand of answer.brands) {
      expect((await list(`${base}&brands=${encodeURIComponent(brand.value)}`)).total).toBe(brand.count);
    }
    for (const band of answer.priceBands) {
      expect((await list(`${base}&minPrice=${band.min}&maxPrice=${band.max}`)).total).toBe(band.count);
    }
    // The rating facet ignores the rating filter itself: its floors count under the category only.
    for (const floor of answer.ratingFloors) {
      expect((await list(`?category=electronics&minRating=${floor.floor}`)).total).toBe(floor.count);
    }
    // Choosing a brand narrows the other facets, never its own: every brand stays offered with its count.
    const chosen = answer.brands[0]!;
    const narrowed = await facets(`${base}&brands=${encodeURIComponent(chosen.value)}`);
    expect(narrowed.brands).toEqual(answer.brands);
    expect(narrowed.total).toBe(chosen.count);
  });

  it('suggests products and categories, in any shop language, with cache headers', async () => {
    const suggest = (q: string) => t.app.inject({ method: 'GET', url: `/catalog/suggest?q=${encodeURIComponent(q)}` });
    const headphones = await suggest('headph');
    expect(headphones.statusCode).toBe(200);
    expect(headphones.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = headphones.json<SuggestResponse>();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    for (const product of body.products) expect(product.title.toLowerCase()).toContain('headph');
    for (const [q, category] of [
      ['bijoux', 'jewelery'],
      ['المجوهرات', 'jewelery'],
      ['Jewelry', 'jewelery'],
      ['ropa de hombre', "men's clothing"],
    ] as const) {
      const { categories } = (await suggest(q)).json<SuggestResponse>();
      expect({ q, categories: categories.map((c) => c.value) }).toEqual({ q, categories: [category] });
    }
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
  });

  it('sorts by each of the six orders', async () => {
    const { products: all } = await list('');
    const sorted: Record<string, (a: Product, b: Product) => number> = {
      featured: (a, b) => a.id - b.id,
      'price-low-high': (a, b) => a.price - b.price || a.id - b.id,
      'price-high-low': (a, b) => b.price - a.price || a.id - b.id,
      rating: (a, b) => b.rating.rate - a.rating.rate || b.rating.count - a.rating.count || a.id - b.id,
      'name-a-z': (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id),
      'name-z-a': (a, b) => (a.title > b.title ? -1 : a.title < b.title ? 1 : a.id - b.id),
    };
    for (const [order, compare] of Object.entries(sorted)) {
      const { products } = await list(`?order=${order}`);
      expect({ order, ids: products.map((p) => p.id) }).toEqual({
        order,
        ids: [...all].sort(compare).map((p) => p.id),
      });
    }
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['order=bogus', 'order'],
    ['offset=99999999999', 'offset'],
    [`search=${'x'.repeat(10_000)}`, 'search'],
    ['minRating=9', 'minRating'],
    [`brands=${Array.from({ length: 11 }, (_, i) => `b${i}`).join(',')}`, 'brands'],
    [`size=${Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')}`, 'sizes'],
    ['lang=de', 'lang'],
    ['inStock=maybe', 'inStock'],
  ])('answers 400 with a clear message to %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/catalog/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.toLowerCase()).toContain(field.toLowerCase());
  });
});

describe('other catalogue paths', () => {
  it('lists the four categories as the spec spells them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalog/products/categories' });
    expect(response.json()).toEqual(['electronics', 'jewelery', "men's clothing", "women's clothing"]);
  });

  it('answers one product, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/catalog/products/3' });
    expect(one.json<Product>().id).toBe(3);
    const unknown = await t.app.inject({ method: 'GET', url: '/catalog/products/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%201=1"]) {
      const response = await t.app.inject({ method: 'GET', url: `/catalog/products/${bad}` });
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('answers several products by id in one request, in the order asked, leaving out ids it does not hold', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalog/products/by-id?ids=3,999999,1,3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const products = response.json<Product[]>();
    expect(products.map((p) => p.id)).toEqual([3, 1]);
    const one = await t.app.inject({ method: 'GET', url: '/catalog/products/1' });
    expect(products[1]).toEqual(one.json());
  });

  it(`refuses an id list that is empty, malformed or longer than ${MAX_PRODUCTS_BY_ID}`, async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    expect(
      (await t.app.inject({ method: 'GET', url: `/catalog/products/by-id?ids=${ids(MAX_PRODUCTS_BY_ID)}` })).statusCode,
    ).toBe(200);
    for (const bad of ['', '1,,2', '1,abc', '0', '1,-2', '1, 2', '99999999999', ids(MAX_PRODUCTS_BY_ID + 1)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/catalog/products/by-id?${new URLSearchParams({ ids: bad })}`,
      });
      expect({ bad: bad.slice(0, 20), status: response.statusCode }).toEqual({ bad: bad.slice(0, 20), status: 400 });
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const missing = await t.app.inject({ method: 'GET', url: '/catalog/products/by-id' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers a category by its URL-encoded name', async () => {
    const response = await t.app.inject({ method: 'GET', url: "/catalog/products/category/men's%20clothing" });
    const products = response.json<Product[]>();
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category === "men's clothing")).toBe(true);
    const none = await t.app.inject({ method: 'GET', url: '/catalog/products/category/unknown' });
    expect(none.json()).toEqual([]);
  });

  it('serves each product image as SVG', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalog/images/1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps unknown catalogue paths JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalog/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('not found');
  });
});

type DemoTexts = Record<'ar' | 'fr' | 'es', { title: string; description: string }>;
/** The demo product's texts in other languages, as the seed imported them. */
function demoTexts(id: number): DemoTexts {
  const record = (demoRecords() as { id: number; texts: DemoTexts }[]).find((candidate) => candidate.id === id);
  return record!.texts;
}

describe("the catalogue in the shopper's language (lang)", () => {
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

  it('answers titles and descriptions in the language on every product read, English without one', async () => {
    const [one] = await get<Product[]>('/catalog/products?limit=1&lang=ar');
    expect(one).toMatchObject({ id: 1, title: demoTexts(1).ar.title, description: demoTexts(1).ar.description });
    const english = await get<Product[]>('/catalog/products?limit=1');
    expect(await get<Product[]>('/catalog/products?limit=1&lang=en')).toEqual(english);
    expect(english[0]?.title).toBe('Nordvik Aria Over-Ear Wireless Headphones');
    const [inCategory] = await get<Product[]>('/catalog/products/category/electronics?limit=1&lang=es');
    expect(inCategory?.title).toBe(demoTexts(1).es.title);
    const byId = await get<Product[]>('/catalog/products/by-id?ids=2,1&lang=fr');
    expect(byId.map((p) => p.title)).toEqual([demoTexts(2).fr.title, demoTexts(1).fr.title]);
  });

  it("answers one product's option names and value labels in the language", async () => {
    const product = await get<Product>('/catalog/products/1?lang=fr');
    expect(product.title).toBe(demoTexts(1).fr.title);
    expect(product.options?.[0]).toMatchObject({
      key: 'colour',
      name: 'Couleur',
      values: [
        { value: 'matte-black', label: 'Noir mat' },
        { value: 'white', label: 'Blanc' },
      ],
    });
  });

  it('finds products by their texts in every language, with or without accents and Arabic letter forms', async () => {
    const ids = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).products.map((p) => p.id);
    expect(await ids('سماعات')).toEqual(expect.arrayContaining([1, 2]));
    expect(await ids('السماعات')).toEqual(await ids('سماعات'));
    expect(await ids('سماعه')).toEqual(await ids('سماعة'));
    const dresses = [49, 50, 51];
    expect(await ids('robe')).toEqual(expect.arrayContaining(dresses));
    expect(await ids('vestido')).toEqual(expect.arrayContaining(dresses));
    expect(await ids('écouteurs')).toEqual([2]);
    expect(await ids('ecouteurs')).toEqual([2]);
    expect(await ids('headphones')).toEqual(expect.arrayContaining([1]));
  });

  it('suggests products named in the language', async () => {
    const { products } = await get<SuggestResponse>(`/catalog/suggest?q=${encodeURIComponent('سماعات')}&lang=ar`);
    expect(products.slice(0, 2).map((p) => p.title)).toEqual([demoTexts(1).ar.title, demoTexts(2).ar.title]);
    const english = await get<SuggestResponse>(`/catalog/suggest?q=${encodeURIComponent('سماعات')}`);
    expect(english.products[0]?.title).toBe('Nordvik Aria Over-Ear Wireless Headphones');
  });
});

describe('Size, Colour and In stock only', () => {
  const facets = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/catalog/facets${query}` })).json<FacetsResponse>();

  it('counts each size and colour exactly as the list then shows them, names in the language', async () => {
    const base = `?category=${encodeURIComponent("women's clothing")}&inStock=true`;
    const answer = await facets(`${base}&lang=fr`);
    const [size, colour] = answer.options;
    expect(size).toMatchObject({ key: 'size', name: 'Taille' });
    expect(size?.values.map((value) => value.value)).toEqual(
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'].filter((value) => size?.values.some((v) => v.value === value)),
    );
    expect(colour).toMatchObject({ key: 'colour', name: 'Couleur' });
    for (const { key, values } of answer.options) {
      for (const value of values) {
        const { total } = await list(`${base}&${key}=${encodeURIComponent(value.value)}`);
        expect({ key, value: value.value, total }).toEqual({ key, value: value.value, total: value.count });
      }
    }
    expect(colour?.values.every((value) => value.swatch?.startsWith('#'))).toBe(true);
  });

  it('lists sold-out products with stock 0, and leaves them out with inStock', async () => {
    const [jacket] = (demoRecords() as { id: number; variants: { stock: number }[] }[]).filter((r) => r.id === 35);
    await importProducts(t.db, [
      { ...jacket, variants: jacket!.variants.map((variant) => ({ ...variant, stock: 0 })) },
    ]);
    const all = await list('?category=men%27s%20clothing');
    expect(all.products.find((p) => p.id === 35)?.stock).toBe(0);
    const inStock = await list('?category=men%27s%20clothing&inStock=true');
    expect(inStock.products.map((p) => p.id)).toEqual(all.products.filter((p) => p.stock! > 0).map((p) => p.id));
    expect(inStock.total).toBe(all.total - 1);
  });
});

describe('answers from memory', () => {
  it('answers a repeated list page identically, with the same ETag, and a fresh one after an import', async () => {
    const url = '/catalog/products?limit=3&order=price-high-low';
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.headers['content-type']).toContain('application/json');
    const top = first.json<Product[]>()[0]!;
    await importProducts(t.db, [{ ...top, title: 'Repriced top product', price: top.price + 1 }]);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.json<Product[]>()[0]).toMatchObject({
      id: top.id,
      title: 'Repriced top product',
      price: top.price + 1,
    });
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  describe("a product's answer, kept serialized per product and language", () => {
    const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    it('is answered again from the cache, the same bytes and ETag, without reading the catalogue', async () => {
      const reads = jest.spyOn(CatalogueReader.prototype, 'get');
      try {
        // Answers are kept once the catalogue is in memory, which the first reads of a fresh app start building.
        const first = await read('/catalog/products/4');
        for (let tries = 0; tries < 100 && reads.mock.calls.length > 0; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          reads.mockClear();
          await read('/catalog/products/4');
        }
        reads.mockClear();
        const again = await read('/catalog/products/4');
        expect(reads).not.toHaveBeenCalled();
        expect(again.body).toBe(first.body);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        const notModified = await read('/catalog/products/4', { 'if-none-match': String(first.headers.etag) });
        expect(notModified.statusCode).toBe(304);
      } finally {
        reads.mockRestore();
      }
    });

    it('answers each language its own texts, whichever language was asked first', async () => {
      const english = await read('/catalog/products/5?lang=en');
      const arabic = await read('/catalog/products/5?lang=ar');
      const none = await read('/catalog/products/5');
      expect(arabic.json<Product>().title).not.toBe(english.json<Product>().title);
      expect(arabic.headers.etag).not.toBe(english.headers.etag);
      expect(none.body).toBe(english.body);
      expect((await read('/catalog/products/5?lang=ar')).body).toBe(arabic.body);
    });

    it("does not vary by display currency or signed-in state: every currency's price list is in the one answer", async () => {
      const plain = await read('/catalog/products/6');
      const others: Record<string, string>[] = [{ cookie: 'currency=USD' }, { authorization: 'Bearer not-a-session' }];
      for (const headers of others) {
        const other = await read('/catalog/products/6', headers);
        expect({ headers, body: other.body, etag: other.headers.etag }).toEqual({
          headers,
          body: plain.body,
          etag: plain.headers.etag,
        });
      }
    });

    it("answers a variant's new price at once after a price change, and new units after a stock change", async () => {
      const before = (await read('/catalog/products/7')).json<Product>();
      const sku = before.variants?.[0]?.sku ?? before.sku!;
      const change = await setVariantPrice(
        t.db,
        { sku, currency: 'USD', amountMinor: 12_345 },
        terminalActor(),
        new Date(),
      );
      expect(change.kind).toBe('changed');
      const repriced = await read('/catalog/products/7');
      const variant = repriced.json<Product>().variants?.find((one) => one.sku === sku);
      expect(variant?.prices).toMatchObject({ USD: 12_345 });
      await setStock(t.db, sku, 3);
      noteStockChanged();
      const restocked = (await read('/catalog/products/7')).json<Product>();
      expect(restocked.variants?.find((one) => one.sku === sku)?.stock).toBe(3);
    });
  });
});
