import type { Product } from './product';
import { choosesVariants, withShownVariants } from './shown-variants';

const listed: Product = {
  id: 7,
  title: 'Canvas sneaker',
  price: 40,
  description: '',
  category: "men's clothing",
  image: '/catalog/images/7.svg',
  rating: { rate: 4, count: 10 },
};

const variant = (sku: string, colour: string, size: string, stock: number, images: string[] = []) => ({
  sku,
  options: { colour, size },
  price: 40,
  stock,
  images,
});

const detail: Product = {
  ...listed,
  variants: [
    variant('S-BLACK-40', 'black', '40', 3),
    variant('S-WHITE-40', 'white', '40', 0, ['/catalog/images/7-white-sold.svg']),
    variant('S-WHITE-41', 'white', '41', 2, ['/catalog/images/7-white.svg']),
  ],
};

describe('the variant a list card shows', () => {
  it('is the first matching variant on hand, with its first picture', () => {
    const [card] = withShownVariants([listed], { colour: ['white'] }, [detail]);
    expect(card?.shown).toEqual({ options: { colour: 'white' }, image: '/catalog/images/7-white.svg' });
  });

  it('is a sold-out one when no matching variant is on hand', () => {
    const [card] = withShownVariants([listed], { colour: ['white'], size: ['40'] }, [detail]);
    expect(card?.shown).toEqual({
      options: { colour: 'white', size: '40' },
      image: '/catalog/images/7-white-sold.svg',
    });
  });

  it("falls back to the product's picture for a variant without its own", () => {
    const [card] = withShownVariants([listed], { colour: ['black'] }, [detail]);
    expect(card?.shown).toEqual({ options: { colour: 'black' }, image: listed.image });
  });

  it('leaves a product as it is when the query chooses no size or colour, or nothing matches', () => {
    expect(withShownVariants([listed], { inStock: true }, [detail])).toEqual([listed]);
    expect(withShownVariants([listed], { colour: ['red'] }, [detail])).toEqual([listed]);
    expect(withShownVariants([listed], { colour: ['white'] }, [])).toEqual([listed]);
  });

  it('is asked for only by a query that chooses a size or colour', () => {
    expect(choosesVariants({ colour: ['white'] })).toBe(true);
    expect(choosesVariants({ size: ['M'] })).toBe(true);
    expect(choosesVariants({ colour: [' '], brands: ['Nordvik'] })).toBe(false);
  });
});
