import type { Product } from '../../../universal/product';
import { highlights, pickRelated } from './product-page';

import { retryDelayMs } from './RetryingImage';

const product = (id: number, category = 'electronics'): Product => ({
  id,
  title: `Product ${id}`,
  price: 10,
  description: '',
  category,
  image: '',
  rating: { rate: 4, count: 1 },
});

describe('pickRelated', () => {
  it('takes six from the same category, never the current product', () => {
    const same = [1, 2, 3, 4, 5, 6, 7].map((id) => product(id));
    expect(pickRelated(3, same, []).map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('tops a short category up from all products without repeating any', () => {
    const same = [product(17, 'jewelery'), product(18, 'jewelery')];
    const all = [1, 17, 2, 3, 18, 4, 5, 6].map((id) => product(id));
    expect(pickRelated(1, same, all).map((item) => item.id)).toEqual([17, 18, 2, 3, 4, 5]);
  });

  it('fills from all products when the category call failed', () => {
    expect(
      pickRelated(
        2,
        [],
        [1, 2, 3].map((id) => product(id)),
      ).map((item) => item.id),
    ).toEqual([1, 3]);
  });
});

describe('product page helpers', () => {
  it('turns the description into highlight bullets', () => {
    expect(
      highlights('Closed-back headphones with 40 mm drivers. Memory-foam cushions: 10 minutes gives 4 hours.'),
    ).toEqual(['Closed-back headphones with 40 mm drivers', 'Memory-foam cushions', '10 minutes gives 4 hours']);
  });

  it('retries related images after (index+1)×500 ms', () => {
    expect([0, 1, 5].map(retryDelayMs)).toEqual([500, 1000, 3000]);
  });
});
