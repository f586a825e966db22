import type { Database, Queryable } from '../../db/database';
import { noteCatalogueChanged } from './catalogue-version';
import { DEMO_CATEGORIES } from './product';
import type { CatalogueRecord, StoredOption } from './product-details';
import { catalogueRepository } from './repository';

const BRANDS = [
  'Nordvik',
  'Aurelo',
  'Kestrel',
  'Lumen',
  'Halden',
  'Corvo',
  'Veltra',
  'Ostara',
  'Brisa',
  'Tamsin',
  'Quill',
  'Marlow',
];
const ADJECTIVES = [
  'Classic',
  'Compact',
  'Premium',
  'Everyday',
  'Slim',
  'Vintage',
  'Modern',
  'Travel',
  'Pro',
  'Essential',
  'Deluxe',
  'Lightweight',
];
const NOUNS: Record<(typeof DEMO_CATEGORIES)[number], string[]> = {
  electronics: ['Headphones', 'Monitor', 'Keyboard', 'Speaker', 'Power Bank', 'Smartwatch', 'Router', 'Webcam'],
  jewelery: ['Ring', 'Necklace', 'Bracelet', 'Earrings', 'Pendant', 'Anklet', 'Brooch', 'Cufflinks'],
  "men's clothing": ['Jacket', 'Shirt', 'Hoodie', 'Jeans', 'Sweater', 'Polo', 'Chinos', 'Cap'],
  "women's clothing": ['Dress', 'Blouse', 'Skirt', 'Cardigan', 'Raincoat', 'Jumpsuit', 'Tunic', 'Scarf'],
};

/** A small deterministic generator, so two runs build the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** The one option each category's synthetic products vary by, three values each. */
const OPTIONS: Record<(typeof DEMO_CATEGORIES)[number], StoredOption> = {
  electronics: {
    key: 'colour',
    name: { en: 'Colour', ar: 'اللون', fr: 'Couleur', es: 'Color' },
    values: [
      { value: 'black', label: { en: 'Black', ar: 'أسود', fr: 'Noir', es: 'Negro' }, swatch: '#1b1b1b' },
      { value: 'silver', label: { en: 'Silver', ar: 'فضي', fr: 'Argent', es: 'Plata' }, swatch: '#c0c0c0' },
      { value: 'blue', label: { en: 'Blue', ar: 'أزرق', fr: 'Bleu', es: 'Azul' }, swatch: '#2f5fa7' },
    ],
  },
  jewelery: {
    key: 'finish',
    name: { en: 'Finish', ar: 'الطلاء', fr: 'Finition', es: 'Acabado' },
    values: [
      { value: 'silver', label: { en: 'Silver', ar: 'فضي', fr: 'Argent', es: 'Plata' }, swatch: '#c0c0c0' },
      { value: 'gold', label: { en: 'Gold', ar: 'ذهبي', fr: 'Or', es: 'Oro' }, swatch: '#d4af37' },
      {
        value: 'rose-gold',
        label: { en: 'Rose gold', ar: 'ذهبي وردي', fr: 'Or rose', es: 'Oro rosa' },
        swatch: '#b76e79',
      },
    ],
  },
  "men's clothing": {
    key: 'size',
    name: { en: 'Size', ar: 'المقاس', fr: 'Taille', es: 'Talla' },
    values: ['S', 'M', 'L'].map((size) => ({ value: size, label: { en: size } })),
  },
  "women's clothing": {
    key: 'size',
    name: { en: 'Size', ar: 'المقاس', fr: 'Taille', es: 'Talla' },
    values: ['S', 'M', 'L'].map((size) => ({ value: size, label: { en: size } })),
  },
};

/** Units on hand: about one variant in ten sold out, one in ten running low, the rest up to 300. */
function syntheticStock(next: () => number): number {
  const roll = next();
  if (roll < 0.1) return 0;
  if (roll < 0.2) return 1 + Math.floor(next() * 5);
  return 6 + Math.floor(next() * 295);
}

/**
 * Builds `count` synthetic products with ids from `firstId`, reusing the images of `imagesByCategory`;
 * each sells three variants of its category's option (about 3 variants a product, as issue 33 asks).
 */
export function syntheticProducts(
  count: number,
  firstId: number,
  imagesByCategory: Map<string, string[]>,
): CatalogueRecord[] {
  const next = random(firstId);
  return Array.from({ length: count }, (_, index) => {
    const category = DEMO_CATEGORIES[index % DEMO_CATEGORIES.length] as (typeof DEMO_CATEGORIES)[number];
    const brand = pick(BRANDS, next);
    const noun = pick(NOUNS[category], next);
    const adjective = pick(ADJECTIVES, next);
    const images = imagesByCategory.get(category) ?? [];
    const product = {
      id: firstId + index,
      title: `${brand} ${adjective} ${noun} ${firstId + index}`,
      price: Math.round((3 + next() ** 2 * 600) * 100) / 100,
      description: `${adjective} ${noun.toLowerCase()} by ${brand}, made for ${category}. Item ${firstId + index} of the synthetic scale catalogue.`,
      category,
      image: images.length ? pick(images, next) : '/catalog/images/1.svg',
      rating: { rate: Math.round((1 + next() * 4) * 10) / 10, count: Math.floor(next() * 1000) },
    };
    const option = OPTIONS[category];
    return {
      ...product,
      storedOptions: [option],
      variants: option.values.map((value) => ({
        sku: `SYN${product.id}-${value.value.toUpperCase()}`,
        options: { [option.key]: value.value },
        price: product.price,
        stock: syntheticStock(next),
        images: [],
      })),
    };
  });
}

/**
 * Adds `count` synthetic products after the highest id, in batches, in one transaction; `onWritten` runs in
 * it once they are (the terminal's audit entry).
 */
export async function generateCatalogue(
  db: Database,
  count: number,
  batchSize = 5000,
  onWritten?: (tx: Queryable, firstId: number) => Promise<void>,
): Promise<number> {
  const [top] = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM products');
  const firstId = (top?.max ?? 0) + 1;
  const imageRows = await db.query<{ category: string; image: string }>(
    'SELECT category, image FROM products WHERE id < $1 ORDER BY id',
    [firstId],
  );
  const imagesByCategory = new Map<string, string[]>();
  for (const row of imageRows)
    imagesByCategory.set(row.category, [...(imagesByCategory.get(row.category) ?? []), row.image]);
  await db.transaction(async (tx) => {
    const repository = catalogueRepository(tx);
    for (let done = 0; done < count; done += batchSize) {
      await repository.upsert(syntheticProducts(Math.min(batchSize, count - done), firstId + done, imagesByCategory));
    }
    await onWritten?.(tx, firstId);
  });
  noteCatalogueChanged();
  return count;
}
