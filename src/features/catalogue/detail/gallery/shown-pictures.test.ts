import type { Product } from '../../../../universal/product';
import { shownPictures } from './shown-pictures';

const colour = (value: string) => ({ value, label: value });
const tshirt: Product = {
  id: 33,
  title: 'Crew Neck T-Shirt',
  price: 20,
  description: '',
  category: "men's clothing",
  image: '/catalog/images/33.svg',
  images: ['/catalog/images/33-angle.svg'],
  rating: { rate: 4, count: 1 },
  options: [
    { key: 'colour', name: 'Colour', values: [colour('navy'), colour('white')] },
    { key: 'size', name: 'Size', values: [colour('S'), colour('M')] },
  ],
  variants: [
    { sku: 'N-S', options: { colour: 'navy', size: 'S' }, price: 20, stock: 1, images: ['/catalog/images/33.svg'] },
    { sku: 'N-M', options: { colour: 'navy', size: 'M' }, price: 20, stock: 1, images: ['/catalog/images/33.svg'] },
    {
      sku: 'W-S',
      options: { colour: 'white', size: 'S' },
      price: 20,
      stock: 0,
      images: ['/catalog/images/33-white.svg'],
    },
  ],
};
const shown = (query: string) => shownPictures(tshirt, new URLSearchParams(query));

describe('shownPictures', () => {
  it("shows the default variant's pictures while nothing is chosen", () => {
    expect(shown('')).toEqual(['/catalog/images/33.svg', '/catalog/images/33-angle.svg']);
  });

  it('shows a colour chosen before its size, and a sold-out variant chosen, in their own pictures first', () => {
    expect(shown('colour=white')[0]).toBe('/catalog/images/33-white.svg');
    expect(shown('colour=white&size=S')[0]).toBe('/catalog/images/33-white.svg');
  });

  it("falls back to the default variant's for a choice nothing sells or a value the product lacks", () => {
    expect(shown('colour=white&size=M')[0]).toBe('/catalog/images/33.svg');
    expect(shown('colour=purple')[0]).toBe('/catalog/images/33.svg');
  });
});
