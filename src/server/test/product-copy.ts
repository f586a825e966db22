import type { Product } from '../../universal/product';

/**
 * A product's FakeStore fields alone, to import as another product: its SKUs, options and variants
 * belong to the original (an import refuses a SKU another product sells).
 */
export function copyOf(product: Product): Product {
  const { sku: _sku, stock: _stock, images: _images, options: _options, variants: _variants, ...fields } = product;
  return fields;
}
