import type { Variant } from '../core/contracts/catalogue';
import type { Product } from '../core/product';
import { testProduct } from '../features/cart/test-support';

type VariantProduct = Product & { variants: Variant[] };

/**
 * A shirt sold in navy M (sold out) and navy L, as a single product's answer names it (options and
 * variants); `listed` is the same product as a list answers it.
 */
export function navyShirt(id = 33, overrides: Partial<Product> = {}): VariantProduct {
  const variants: Variant[] = [
    { sku: `SF${id}-NAVY-M`, options: { colour: 'navy', size: 'M' }, price: 20, stock: 0, images: [] },
    { sku: `SF${id}-NAVY-L`, options: { colour: 'navy', size: 'L' }, price: 22, stock: 4, images: [] },
  ];
  return {
    ...testProduct(id, { title: 'Harbour Tee', category: "men's clothing", price: 20 }),
    sku: `SF${id}-NAVY-M`,
    stock: 4,
    optionCount: 2,
    options: [
      { key: 'colour', name: 'Colour', values: [{ value: 'navy', label: 'Navy', swatch: '#1f2a44' }] },
      {
        key: 'size',
        name: 'Size',
        values: [
          { value: 'M', label: 'M' },
          { value: 'L', label: 'L' },
        ],
      },
    ],
    variants,
    ...overrides,
  } as VariantProduct;
}

/** The product as a list answers it: no options or variants, only how many options it has. */
export function listed(product: Product): Product {
  const { options: _options, variants: _variants, images: _images, ...rest } = product;
  return rest;
}
