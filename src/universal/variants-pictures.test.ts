import type { Product, Variant } from './contracts/catalogue';
import { picturesOf } from './variants';

const variant = (images: string[]): Variant => ({
  sku: 'SF33-WHITE-M',
  options: { colour: 'white' },
  price: 20,
  stock: 3,
  images,
});
const product: Product = {
  id: 33,
  title: 'Crew Neck T-Shirt',
  price: 20,
  description: '',
  category: "men's clothing",
  image: '/catalog/images/33.svg',
  images: ['/catalog/images/33-angle.svg', '/catalog/images/33-detail.svg'],
  rating: { rate: 4, count: 1 },
};

describe('picturesOf', () => {
  it("shows the chosen variant's own pictures first, then the product's main picture, then its others", () => {
    expect(picturesOf(product, variant(['/catalog/images/33-white.svg']))).toEqual([
      '/catalog/images/33-white.svg',
      '/catalog/images/33.svg',
      '/catalog/images/33-angle.svg',
      '/catalog/images/33-detail.svg',
    ]);
  });

  it('shows a picture once when the variant names the main picture, or the product repeats it', () => {
    expect(picturesOf(product, variant(['/catalog/images/33.svg']))).toEqual([
      '/catalog/images/33.svg',
      '/catalog/images/33-angle.svg',
      '/catalog/images/33-detail.svg',
    ]);
    expect(picturesOf({ ...product, images: ['/catalog/images/33.svg', '/catalog/images/33-angle.svg'] })).toEqual([
      '/catalog/images/33.svg',
      '/catalog/images/33-angle.svg',
    ]);
  });

  it('is the main picture alone for a product without others', () => {
    expect(picturesOf({ ...product, images: undefined })).toEqual(['/catalog/images/33.svg']);
  });
});
