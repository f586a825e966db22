import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import products from './products.json';

const IMAGES_DIR = join(__dirname, 'images');
const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"];

interface DemoProduct {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
  listPrice?: number;
  brand?: string;
  images?: string[];
  options?: { key: string; values: { value: string; swatch?: string }[] }[];
  variants?: { sku: string; options: Record<string, string>; images?: string[] }[];
}

const catalogue = products as DemoProduct[];
const pictureFile = (picture: string) => join(IMAGES_DIR, picture.replace(/^\/catalog\/images\//, ''));
/** Every picture the catalogue names: main pictures, the gallery's others, the variants' own. */
const pictures = [
  ...new Set(
    catalogue.flatMap((p) => [p.image, ...(p.images ?? []), ...(p.variants ?? []).flatMap((v) => v.images ?? [])]),
  ),
];
const decimals = (v: number) => (String(v).split('.')[1] ?? '').length;

describe('bundled demo catalogue', () => {
  it('has at least 64 products with unique, contiguous ids starting at 1', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(64);
    const ids = catalogue.map((p) => p.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  });

  it('has exactly 16 products in each of the four categories', () => {
    const counts: Record<string, number> = {};
    for (const p of catalogue) counts[p.category] = (counts[p.category] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual([...CATEGORIES].sort());
    for (const c of CATEGORIES) expect(counts[c]).toBe(16);
  });

  it('gives every product the FakeStore shape with correctly typed fields', () => {
    for (const p of catalogue) {
      // FakeStore's fields, plus the storefront's optional brand, list price and the variant extension.
      const optional = ['brand', 'listPrice', 'images', 'options', 'variants', 'stock'];
      expect(
        Object.keys(p)
          .filter((key) => !optional.includes(key))
          .sort(),
      ).toEqual(['category', 'description', 'id', 'image', 'price', 'rating', 'title']);
      expect(Object.keys(p.rating).sort()).toEqual(['count', 'rate']);
      expect(Number.isInteger(p.id)).toBe(true);
      expect(typeof p.title).toBe('string');
      expect(p.title.trim().length).toBeGreaterThan(0);
      expect(typeof p.description).toBe('string');
      expect(p.description.trim().length).toBeGreaterThan(0);
      expect(typeof p.price).toBe('number');
      expect(typeof p.category).toBe('string');
      expect(p.image).toBe(`/catalog/images/${p.id}.svg`);
      expect(typeof p.rating.rate).toBe('number');
      expect(Number.isInteger(p.rating.count)).toBe(true);
      expect(p.rating.count).toBeGreaterThanOrEqual(0);
    }
  });

  it('has positive prices with at most two decimals', () => {
    for (const p of catalogue) {
      expect(Number.isFinite(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(decimals(p.price)).toBeLessThanOrEqual(2);
    }
  });

  it('names the brand of every product, as its title begins', () => {
    for (const p of catalogue) expect(p.title.startsWith(`${p.brand} `)).toBe(true);
  });

  it('has a real list price for some products only, never below the price, and enough real deals for Top Deals', () => {
    const listed = catalogue.filter((p) => p.listPrice !== undefined);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(catalogue.length / 2);
    for (const p of listed) {
      expect(p.listPrice).toBeGreaterThanOrEqual(p.price);
      expect(decimals(p.listPrice ?? 0)).toBeLessThanOrEqual(2);
    }
    // Today's Deals: rated 4 or more and really below the list price; the home strip shows 8.
    const deals = listed.filter((p) => p.rating.rate >= 4 && (p.listPrice ?? 0) > p.price);
    expect(deals.length).toBeGreaterThanOrEqual(8);
    // The list's price bands combine with Today's Deals: some deals in the cheapest band.
    expect(deals.filter((p) => p.price < 50).length).toBeGreaterThanOrEqual(3);
  });

  it('has ratings between 0 and 5 with one decimal', () => {
    for (const p of catalogue) {
      expect(p.rating.rate).toBeGreaterThanOrEqual(0);
      expect(p.rating.rate).toBeLessThanOrEqual(5);
      expect(decimals(p.rating.rate)).toBeLessThanOrEqual(1);
    }
  });

  it('has enough well-rated products and enough products in each price band', () => {
    expect(catalogue.filter((p) => p.rating.rate >= 4).length).toBeGreaterThanOrEqual(20);
    const band = (lo: number, hi: number) => catalogue.filter((p) => p.price >= lo && p.price < hi).length;
    expect(band(0, 50)).toBeGreaterThanOrEqual(8);
    expect(band(50, 100)).toBeGreaterThanOrEqual(8);
    expect(band(100, 200)).toBeGreaterThanOrEqual(8);
  });

  it('has a small, self-contained SVG for every picture it names', () => {
    expect(pictures.length).toBeGreaterThan(catalogue.length);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/catalog\/images\/[a-z0-9-]+\.svg$/);
      const file = pictureFile(picture);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<text|<image|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    }
  });

  it('shows every product from more than one side, and every colour it sells in a picture of that colour', () => {
    for (const p of catalogue) {
      expect(p.images?.length).toBeGreaterThanOrEqual(1);
      const colours = p.options?.find((option) => option.key === 'colour')?.values ?? [];
      const pictureOf = new Map<string, string>();
      for (const variant of p.variants ?? []) {
        const colour = variant.options.colour;
        if (colour === undefined) continue;
        expect(variant.images).toHaveLength(1);
        // One picture per colour, the same for all its sizes.
        expect(pictureOf.get(colour) ?? variant.images?.[0]).toBe(variant.images?.[0]);
        pictureOf.set(colour, variant.images?.[0] ?? '');
      }
      expect(new Set(pictureOf.values()).size).toBe(colours.length);
      // The default variant's colour is the main picture.
      const first = p.variants?.[0]?.options.colour;
      if (first !== undefined) expect(pictureOf.get(first)).toBe(p.image);
    }
  });

  it('has no two byte-identical pictures', () => {
    const hashes = pictures.map((picture) =>
      createHash('sha256')
        .update(readFileSync(pictureFile(picture)))
        .digest('hex'),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
