import type { Product, ProductOption, Variant } from '../universal/contracts/catalogue';
import { testProduct } from '../features/cart/test-support';

/**
 * Products as GET /catalog/products/{id} answers them since issue 33 (options and variants), for the
 * product page's tests: none, one and two options, with a sold-out and a missing combination.
 */

const base = (id: number, title: string, price: number): Product => ({
  id,
  title,
  price,
  description: `${title}. Made to last.`,
  category: "men's clothing",
  image: `/catalog/images/${id}.svg`,
  rating: { rate: 4.2, count: 31 },
});

const variant = (
  sku: string,
  options: Record<string, string>,
  price: number,
  stock: number,
  more: Partial<Variant> = {},
) => ({ sku, options, price, stock, images: [], ...more }) satisfies Variant;

/** An option whose values read as they are written (sizes: 'M' is labelled 'M'). */
const sizes = (key: string, name: string, values: readonly string[]): ProductOption => ({
  key,
  name,
  values: values.map((value) => ({ value, label: value })),
});

/** No options: its single variant, 40 on hand. */
export const mug: Product = {
  ...base(101, 'Stoneware Mug', 12.5),
  sku: 'MUG-101',
  stock: 40,
  images: ['/catalog/images/101.svg'],
  options: [],
  variants: [variant('MUG-101', {}, 12.5, 40)],
};

/** One option (ring size), one price: 6 has 12, 7 is sold out, 8 has the last 3. */
export const ring: Product = {
  ...base(102, 'Sterling Band Ring', 89),
  category: 'jewelery',
  sku: 'RING-6',
  stock: 15,
  options: [sizes('ring-size', 'Ring size', ['6', '7', '8'])],
  variants: [
    variant('RING-6', { 'ring-size': '6' }, 89, 12),
    variant('RING-7', { 'ring-size': '7' }, 89, 0),
    variant('RING-8', { 'ring-size': '8' }, 89, 3),
  ],
};

/**
 * Two options: navy at $19.99 (M sold out, L the last 4, its own picture), white at $17.99 marked down
 * from $24.99, and no white L at all.
 */
export const tee: Product = {
  ...base(103, 'Organic Cotton Tee', 19.99),
  sku: 'TEE-NAVY-S',
  stock: 41,
  images: ['/catalog/images/103.svg', '/catalog/images/103-back.svg'],
  options: [
    {
      key: 'colour',
      name: 'Colour',
      values: [
        { value: 'navy', label: 'Navy', swatch: 'rgb(31, 42, 68)' },
        { value: 'white', label: 'White', swatch: 'rgb(244, 244, 240)' },
      ],
    },
    sizes('size', 'Size', ['S', 'M', 'L']),
  ],
  variants: [
    variant('TEE-NAVY-S', { colour: 'navy', size: 'S' }, 19.99, 10, { images: ['/catalog/images/103-navy.svg'] }),
    variant('TEE-NAVY-M', { colour: 'navy', size: 'M' }, 19.99, 0, { images: ['/catalog/images/103-navy.svg'] }),
    variant('TEE-NAVY-L', { colour: 'navy', size: 'L' }, 19.99, 4, { images: ['/catalog/images/103-navy.svg'] }),
    variant('TEE-WHITE-S', { colour: 'white', size: 'S' }, 17.99, 20, { listPrice: 24.99 }),
    variant('TEE-WHITE-M', { colour: 'white', size: 'M' }, 17.99, 7, { listPrice: 24.99 }),
  ],
};

/** One colour only (picked for the shopper) and two storage sizes at their own prices. */
export const phone: Product = {
  ...base(104, 'Pixelia 8 Smartphone', 499),
  category: 'electronics',
  sku: 'PH-BLACK-128',
  stock: 30,
  options: [
    { key: 'colour', name: 'Colour', values: [{ value: 'black', label: 'Black', swatch: 'rgb(20, 20, 20)' }] },
    {
      key: 'storage',
      name: 'Storage',
      values: [
        { value: '128gb', label: '128 GB' },
        { value: '256gb', label: '256 GB' },
      ],
    },
  ],
  variants: [
    variant('PH-BLACK-128', { colour: 'black', storage: '128gb' }, 499, 18),
    variant('PH-BLACK-256', { colour: 'black', storage: '256gb' }, 599, 12),
  ],
};

type VariantProduct = Product & { variants: Variant[] };

/**
 * A shirt sold in navy M (sold out) and navy L, as a single product's answer names it (options and
 * variants); `listed` is the same product as a list answers it.
 */
export function navyShirt(id = 33, overrides: Partial<Product> = {}): VariantProduct {
  const variants: Variant[] = [
    variant(`SF${id}-NAVY-M`, { colour: 'navy', size: 'M' }, 20, 0),
    variant(`SF${id}-NAVY-L`, { colour: 'navy', size: 'L' }, 22, 4),
  ];
  return {
    ...testProduct(id, { title: 'Harbour Tee', category: "men's clothing", price: 20 }),
    sku: `SF${id}-NAVY-M`,
    stock: 4,
    optionCount: 2,
    options: [
      { key: 'colour', name: 'Colour', values: [{ value: 'navy', label: 'Navy', swatch: '#1f2a44' }] },
      sizes('size', 'Size', ['M', 'L']),
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
