import type { CatalogueRecord, ProductTexts, StoredOption } from '../product-details';

type Texts = Partial<Record<'ar' | 'fr' | 'es', ProductTexts>>;

const product = (
  id: number,
  title: string,
  price: number,
  category: string,
  rate: number,
  count: number,
  description: string,
  more: { listPrice?: number; brand?: string; texts?: Texts } = {},
): CatalogueRecord => ({
  id,
  title,
  price,
  description,
  category,
  image: `/catalog/images/${id}.svg`,
  rating: { rate, count },
  ...more,
});

const SIZE_NAME = { en: 'Size', ar: 'المقاس', fr: 'Taille', es: 'Talla' };
const COLOUR_NAME = { en: 'Colour', ar: 'اللون', fr: 'Couleur', es: 'Color' };
const COLOURS: Record<string, { label: StoredOption['values'][number]['label']; swatch: string }> = {
  navy: { label: { en: 'Navy', ar: 'كحلي', fr: 'Bleu marine', es: 'Azul marino' }, swatch: '#1f2a44' },
  olive: { label: { en: 'Olive', ar: 'زيتي', fr: 'Olive', es: 'Oliva' }, swatch: '#6b6b3a' },
  camel: { label: { en: 'Camel', ar: 'جملي', fr: 'Camel', es: 'Camel' }, swatch: '#c19a6b' },
  black: { label: { en: 'Black', ar: 'أسود', fr: 'Noir', es: 'Negro' }, swatch: '#1b1b1b' },
  white: { label: { en: 'White', ar: 'أبيض', fr: 'Blanc', es: 'Blanco' }, swatch: '#f4f4f0' },
  brown: { label: { en: 'Brown', ar: 'بني', fr: 'Marron', es: 'Marrón' }, swatch: '#6b4423' },
};

/**
 * A product sold in sizes and/or colours: one variant per entry of `stock` ('M navy': 0 units), at the
 * product's price.
 */
function sold(record: CatalogueRecord, stock: Record<string, number>): CatalogueRecord {
  const combinations = Object.keys(stock).map((name) => name.split(' '));
  const sizes = [...new Set(combinations.flatMap(([size]) => (size && size !== '-' ? [size] : [])))];
  const colours = [...new Set(combinations.flatMap(([, colour]) => (colour ? [colour] : [])))];
  const storedOptions: StoredOption[] = [
    ...(sizes.length
      ? [{ key: 'size', name: SIZE_NAME, values: sizes.map((size) => ({ value: size, label: { en: size } })) }]
      : []),
    ...(colours.length
      ? [
          {
            key: 'colour',
            name: COLOUR_NAME,
            values: colours.map((colour) => ({ value: colour, ...COLOURS[colour] }) as StoredOption['values'][number]),
          },
        ]
      : []),
  ];
  return {
    ...record,
    storedOptions,
    variants: Object.entries(stock).map(([name, units]) => {
      const [size, colour] = name.split(' ');
      return {
        sku: `FX${record.id}-${name.replace(' ', '-').toUpperCase()}`,
        options: {
          ...(size && size !== '-' ? { size } : {}),
          ...(colour ? { colour } : {}),
        },
        price: record.price,
        ...(record.listPrice === undefined ? {} : { listPrice: record.listPrice }),
        stock: units,
        images: [],
      };
    }),
  };
}

/**
 * The small fixed catalogue the search cases are written against (search-cases.ts): each product is
 * made to sit on one side or the other of some rule's edge, as its note says. Its titles leave the name
 * orders unambiguous under any collation within one category (the embedded database and PostgreSQL
 * sort "Gold Ring" and "Golden Earrings" differently); a new rule adds the products its cases need.
 */
export const FIXTURE_CATALOGUE: readonly CatalogueRecord[] = [
  // Relevance: "gold ring" lists 1 and 5 (both words, whole), 2 (both, inside words), 3 and 6 (one in
  // the title), 4 (description alone).
  product(1, 'Gold Ring', 90, 'jewelery', 4.5, 20, 'A ring of gold.', { listPrice: 120, brand: 'Aurelo' }),
  // No brand: its facet brand is the title's first word, "Golden".
  product(2, 'Golden Earrings', 40, 'jewelery', 3.9, 8, 'A pair for evenings.'),
  // List price equal to the price: no deal.
  product(3, 'Gold Necklace', 70, 'jewelery', 4.2, 5, 'Pairs with any ring.', { listPrice: 70, brand: 'Aurelo' }),
  product(4, 'Silver Bracelet', 20, 'jewelery', 2.5, 3, 'Its clasp is a gold ring.', { brand: 'Lumen' }),
  // A deal at exactly 4 stars.
  product(5, 'Gold Ring Set', 150, 'jewelery', 4.0, 40, 'Three rings.', { listPrice: 200, brand: 'Aurelo' }),
  // Below the price, but under 4 stars: no deal. "Lumenara" is not "Lumen".
  product(6, 'Ring Light', 30, 'electronics', 3.5, 12, 'Not gold, but bright.', { listPrice: 45, brand: 'Lumenara' }),
  // Texts in every language (the Arabic with "سماعة", taa marbuta); black sold out, white in stock.
  sold(
    product(7, 'Wireless Headphones', 99.99, 'electronics', 4.7, 300, 'Over-ear, 30 hours.', {
      listPrice: 129.99,
      brand: 'Nordvik',
      texts: {
        ar: { title: 'سماعات رأس لاسلكية', description: 'سماعة فوق الأذن، 30 ساعة.' },
        fr: { title: 'Casque sans fil', description: 'Circum-auriculaire, 30 heures.' },
        es: { title: 'Auriculares inalámbricos', description: 'De diadema, 30 horas.' },
      },
    }),
    { '- black': 0, '- white': 7 },
  ),
  // Prime's edge: $100.00 is Prime, 9's $100.01 is not. Same stars as 7, fewer ratings. Arabic and
  // French texts only ("السماعات" with the article; "écouteurs" accented).
  product(8, 'Headphones Stand', 100, 'electronics', 4.7, 50, 'Holds your headphones.', {
    brand: 'Nordvik',
    texts: {
      ar: { title: 'حامل السماعات', description: 'يحمل سماعاتك.' },
      fr: { title: 'Support pour écouteurs et casques', description: 'Tient vos écouteurs.' },
    },
  }),
  // A slip only its description holds.
  product(9, 'Studio Monitor Arm', 100.01, 'electronics', 1.9, 2, 'The hook holds your hedphones.', {
    brand: 'Kestrel',
  }),
  // Exactly 3 stars; its description holds LIKE's wildcard "%".
  // Sizes in two colours, M navy and L olive sold out.
  sold(
    product(10, "Men's Rain Jacket", 55, "men's clothing", 3.0, 9, 'Sheds rain, 50% lighter.', {
      listPrice: 80,
      brand: 'Kestrel',
    }),
    { 'M navy': 0, 'M olive': 3, 'L navy': 5, 'L olive': 0 },
  ),
  // Every size sold out.
  sold(product(11, "Men's Cotton T-Shirt", 15, "men's clothing", 4.1, 100, 'Soft cotton.'), {
    S: 0,
    M: 0,
    L: 0,
    XL: 0,
  }),
  // A list price below the price: no deal. A coat dress: "robe" in French, "vestido" in Spanish.
  sold(
    product(12, "Women's Wool Coat", 180, "women's clothing", 4.8, 15, 'Warm, lined.', {
      listPrice: 150,
      brand: 'Marlow',
      texts: {
        ar: { title: 'معطف صوف نسائي', description: 'دافئ ومبطن.' },
        fr: { title: 'Robe-manteau en laine', description: 'Chaude, doublée.' },
        es: { title: 'Vestido abrigo de lana', description: 'Abrigado, forrado.' },
      },
    }),
    { 'XS camel': 2, 'S camel': 0, 'M camel': 1 },
  ),
  // Same price as 16 and same stars as 2, more ratings: ties broken by id, then by the rating count.
  sold(
    product(13, "Women's T-Shirts, 3 Pack", 25, "women's clothing", 3.9, 30, 'Three colours.', { brand: 'Marlow' }),
    { S: 4, M: 4, L: 4 },
  ),
  // No brand field, but its title starts with one: counted and filtered as Aurelo.
  product(14, 'Aurelo Classic Watch', 200, 'jewelery', 5.0, 1, 'Steel and sapphire glass.'),
  product(15, 'Ring Stand', 10, 'jewelery', 0, 0, 'Wooden.', { brand: 'Lumen' }),
  // Same stars and ratings as 1: the rating order falls back to the id. One colour, sold out.
  sold(product(16, 'Leather Wallet', 25, "men's clothing", 4.5, 20, 'Brown.', { brand: 'Kestrel' }), {
    '- brown': 0,
  }),
];
