import { mug, phone, ring, tee } from '../../../test/variant-products';
import { productJsonLd } from './product-json-ld';

const origin = 'https://shop.example';
const ld = (product: typeof tee, url = `${origin}/product/${product.id}`) =>
  productJsonLd(product, { origin, url }) as Record<string, unknown> & { hasVariant?: Record<string, unknown>[] };

describe('productJsonLd', () => {
  it('a product without options stays a Product with its SKU and an Offer whose availability is its stock', () => {
    expect(ld(mug)).toMatchObject({
      '@type': 'Product',
      name: 'Stoneware Mug',
      sku: 'MUG-101',
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${origin}/product/101`,
      },
    });
    const soldOut = { ...mug, stock: 0, variants: [{ ...mug.variants![0]!, stock: 0 }] };
    expect(ld(soldOut)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(ld(mug)).not.toHaveProperty('hasVariant');
  });

  it('a product with options is a ProductGroup varying by schema.org size and color, with every variant', () => {
    const group = ld(tee, `${origin}/fr/product/103`);
    expect(group).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Organic Cotton Tee',
      productGroupID: '103',
      url: `${origin}/fr/product/103`,
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    });
    expect(group.hasVariant?.map((variant) => variant.sku)).toEqual([
      'TEE-NAVY-S',
      'TEE-NAVY-M',
      'TEE-NAVY-L',
      'TEE-WHITE-S',
      'TEE-WHITE-M',
    ]);
    expect(group).not.toHaveProperty('offers');
  });

  it('each variant is a Product with its values, its pictures first and an Offer at the URL of its choice', () => {
    const [navySmall, navyMedium, , whiteSmall] = ld(tee).hasVariant ?? [];
    expect(navySmall).toEqual({
      '@type': 'Product',
      sku: 'TEE-NAVY-S',
      name: 'Organic Cotton Tee (Navy / S)',
      color: 'Navy',
      size: 'S',
      image: [
        `${origin}/catalog/images/103-navy.svg`,
        `${origin}/catalog/images/103.svg`,
        `${origin}/catalog/images/103-back.svg`,
      ],
      offers: {
        '@type': 'Offer',
        price: '19.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${origin}/product/103?colour=navy&size=S`,
      },
    });
    expect(navyMedium).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(whiteSmall).toMatchObject({ offers: { price: '17.99', url: `${origin}/product/103?colour=white&size=S` } });
  });

  it('a ring size is a size; an option schema.org has no term for is named plainly and given as a property', () => {
    expect(ld(ring)).toMatchObject({ variesBy: ['https://schema.org/size'] });
    expect(ld(ring).hasVariant?.[2]).toMatchObject({ size: '8', offers: { url: `${origin}/product/102?ring-size=8` } });
    const storage = ld(phone);
    expect(storage.variesBy).toEqual(['https://schema.org/color', 'Storage']);
    expect(storage.hasVariant?.[1]).toMatchObject({
      color: 'Black',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Storage', value: '256 GB' }],
      offers: { price: '599.00' },
    });
  });

  it('carries the rating only when there are ratings', () => {
    expect(ld(tee)).toMatchObject({ aggregateRating: { ratingValue: 4.2, reviewCount: 31 } });
    expect(ld({ ...tee, rating: { rate: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });
});
