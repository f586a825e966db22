import type { Product } from '../../shared/product';
import { brandKeywords } from './brands';

const product = (id: number, title: string): Product => ({
  id,
  title,
  price: 10,
  description: '',
  category: 'electronics',
  image: '',
  rating: { rate: 4, count: 1 },
});

describe('brandKeywords', () => {
  const products = [
    product(1, 'Nordvik Aria Headphones'),
    product(2, 'Nordvik Boombox Speaker'),
    product(3, 'Voltari Pulse Earbuds'),
    product(4, 'Zentro Aero Ultrabook'),
    product(5, '4K Monitor'),
    product(6, 'Zentro Slate Tablet'),
    product(7, 'Nordvik, Router'),
  ];

  it('offers the most frequent title first words, alphabetically, skipping ones that are not words', () => {
    expect(brandKeywords(products)).toEqual(['Nordvik', 'Voltari', 'Zentro']);
    expect(brandKeywords(products, [], 2)).toEqual(['Nordvik', 'Zentro']);
  });

  it('always keeps the brands already chosen, so they can be unticked', () => {
    expect(brandKeywords(products, ['Lumaro', 'nordvik'], 2)).toEqual(['Lumaro', 'Nordvik', 'Zentro']);
  });
});
