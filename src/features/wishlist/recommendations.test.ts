import type { Product } from '../../universal/product';
import { recommend, shuffled } from './recommendations';

function product(id: number, category: string, rate: number): Product {
  return { id, title: `P${id}`, price: 1, description: '', category, image: '', rating: { rate, count: 1 } };
}

/** A fixed sequence in [0, 1), so the shuffles are reproducible. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const pool = [
  product(1, 'jewelery', 2.1),
  product(2, 'jewelery', 3.9),
  product(3, 'jewelery', 4.5),
  product(4, 'electronics', 4.8),
  product(5, 'electronics', 3.2),
  product(6, "men's clothing", 4.0),
  product(7, "men's clothing", 4.1),
  product(8, "women's clothing", 3.99),
  product(9, "women's clothing", 4.6),
  product(10, 'electronics', 4.2),
];

const ids = (products: Product[]) => products.map((p) => p.id).sort((a, b) => a - b);

describe('recommend', () => {
  it('takes the saved categories first, never a saved product, and tops up only with rating >= 4', () => {
    const result = recommend(pool, [product(1, 'jewelery', 2.1)], seeded());
    expect(result).toHaveLength(6);
    expect(ids(result)).toEqual(expect.arrayContaining([2, 3]));
    expect(ids(result)).not.toContain(1);
    for (const other of result.filter((p) => p.category !== 'jewelery'))
      expect(other.rating.rate).toBeGreaterThanOrEqual(4);
    expect(ids(result)).not.toContain(5);
    expect(ids(result)).not.toContain(8);
  });

  it('shows only same-category products when there are 6 or more of them, including low-rated ones', () => {
    const many = [...pool, ...[11, 12, 13, 14, 15].map((id) => product(id, 'jewelery', 1))];
    const result = recommend(many, [product(3, 'jewelery', 4.5)], seeded(7));
    expect(result).toHaveLength(6);
    expect(result.every((p) => p.category === 'jewelery' && p.id !== 3)).toBe(true);
  });

  it('with nothing saved recommends well-rated products from any category', () => {
    const result = recommend(pool, [], seeded(3));
    expect(ids(result)).toEqual([3, 4, 6, 7, 9, 10]);
  });

  it('answers fewer than 6 when the pool runs out, without duplicates', () => {
    const result = recommend(
      [...pool, ...pool],
      [product(4, 'electronics', 4.8), product(9, "women's clothing", 4.6)],
      seeded(),
    );
    expect(new Set(ids(result)).size).toBe(result.length);
    expect(ids(result)).toEqual([3, 5, 6, 7, 8, 10]);
  });

  it('shuffles: different random sources give different orders of the same picks', () => {
    const a = recommend(pool, [], seeded(1)).map((p) => p.id);
    const b = recommend(pool, [], seeded(99)).map((p) => p.id);
    expect([...a].sort()).toEqual([...b].sort());
    expect(a).not.toEqual(b);
  });
});

describe('shuffled', () => {
  it('keeps every item and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffled(input, seeded(5));
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
