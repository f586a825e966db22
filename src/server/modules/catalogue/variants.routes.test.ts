import { withTestApp } from '../../test/harness';
import type { Product } from './product';
import { defaultVariant, totalStock, variantFor } from '../../../universal/variants';

const t = withTestApp();

async function product(id: number): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/catalog/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}

describe('a product with options, as the catalogue answers it', () => {
  it('answers its options, every variant and its gallery, the FakeStore fields being the default variant', async () => {
    const shirt = await product(33);
    expect(shirt.options?.map((option) => option.key)).toEqual(['colour', 'size']);
    expect(shirt.options?.[1]?.values.map((value) => value.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(shirt.variants).toHaveLength(4 * 6);
    const first = defaultVariant(shirt);
    expect({ sku: shirt.sku, price: shirt.price, listPrice: shirt.listPrice }).toEqual({
      sku: first.sku,
      price: first.price,
      listPrice: first.listPrice,
    });
    expect(shirt.stock).toBe(totalStock(shirt));
    expect(variantFor(shirt, { colour: 'navy', size: 'M' })?.sku).toBe('SF33-NAVY-M');
    expect(shirt.images?.[0]).toBe(shirt.image);
  });

  it('prices storage variants apart', async () => {
    const phone = await product(5);
    const prices = ['128gb', '256gb', '512gb'].map(
      (storage) => variantFor(phone, { colour: 'midnight-blue', storage })?.price,
    );
    expect(prices[0]).toBeLessThan(prices[1] as number);
    expect(prices[1]).toBeLessThan(prices[2] as number);
  });

  it('answers a product without options with its single variant', async () => {
    const tv = await product(13);
    expect(tv.options).toEqual([]);
    expect(tv.variants).toEqual([{ sku: 'P13', options: {}, price: tv.price, stock: 0, images: [] }]);
    expect(tv.stock).toBe(0);
  });

  it('answers variants for products asked by id, and only the summary in lists', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/catalog/products/by-id?ids=33,1' });
    const [shirt, headphones] = byId.json<Product[]>();
    expect(shirt?.variants).toHaveLength(24);
    expect(headphones?.variants?.map((variant) => variant.options.colour)).toEqual(['matte-black', 'white']);
    const listed = await t.app.inject({ method: 'GET', url: '/catalog/products?limit=40' });
    const fromList = listed.json<Product[]>().find((candidate) => candidate.id === 33);
    expect(fromList).toMatchObject({ sku: 'SF33-NAVY-XS', stock: shirt?.stock });
    expect(fromList).not.toHaveProperty('variants');
    expect(fromList).not.toHaveProperty('options');
  });
});

describe('a list filtered by size or colour (issue 53)', () => {
  const listed = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/catalog/products?limit=40&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Product[]>();
  };

  it("shows each product as the variant the filter chose: that variant's values and its first picture", async () => {
    const headphones = await product(1);
    const white = variantFor(headphones, { colour: 'white' });
    const [card] = (await listed('colour=white')).filter((candidate) => candidate.id === 1);
    expect(white?.images[0]).toBeDefined();
    expect(card?.shown).toEqual({ options: { colour: 'white' }, image: white?.images[0] });
    expect(card?.image).toBe(headphones.image);
  });

  it("keeps the product's picture for a variant without pictures of its own", async () => {
    const [card] = (await listed('colour=navy')).filter((candidate) => candidate.id === 33);
    expect(card?.shown).toEqual({ options: { colour: 'navy' }, image: card?.image });
  });

  it('names every option the filter chose, and leaves unfiltered lists as they were', async () => {
    const [card] = (await listed('colour=navy&size=M')).filter((candidate) => candidate.id === 33);
    expect(card?.shown?.options).toEqual({ colour: 'navy', size: 'M' });
    expect((await listed('')).every((candidate) => candidate.shown === undefined)).toBe(true);
  });
});
