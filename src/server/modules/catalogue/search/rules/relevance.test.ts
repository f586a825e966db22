import type { Database } from '../../../../db/database';
import { openTestDatabase } from '../../../../test/test-database';
import { CatalogueReader } from '../../catalogue-reader';
import type { Product } from '../../product';
import { catalogueRepository } from '../../repository';
import type { ProductQuery } from '../product-query';
import { sqlSearch } from '../sql-search';
import { holdsWholeWord, relevanceRanker, spaced, WORD_SEPARATORS } from './relevance';
import { searchTokens } from './search-words';
import { foldForSearch } from '../../../../../universal/search-fold';

describe('relevance rank of one title', () => {
  const rank = (title: string, search: string) => relevanceRanker(searchTokens(search))(title.toLowerCase());

  it('puts every word in the title above some, and some above none (a description match)', () => {
    expect(rank('Gold Ring', 'gold ring')).toBeGreaterThan(rank('Gold Necklace', 'gold ring'));
    expect(rank('Gold Necklace', 'gold ring')).toBeGreaterThan(rank('Silver Bracelet', 'gold ring'));
  });

  it('puts a whole word above a part of one, in any script and beside punctuation', () => {
    expect(rank('Ring Light', 'ring')).toBeGreaterThan(rank('Earrings', 'ring'));
    expect(rank('Gold (Ring), 18k', 'ring')).toBe(rank('Ring', 'ring'));
    expect(rank('خاتم ذهب', 'خاتم')).toBeGreaterThan(rank('خاتمة ذهبية', 'خاتم'));
    expect(rank('Élodie T-Shirt', 't-shirt')).toBeGreaterThan(rank('Élodie T-Shirts', 't-shirt'));
  });

  it('finds a whole word exactly where the spaced title holds the spaced word, without spacing either', () => {
    const cases: [string, string][] = [
      ['ring', 'ring'],
      ['earrings', 'ring'],
      ['gold (ring), 18k', 'ring'],
      ['t-shirt', 't-shirt'],
      ['t shirt', 't-shirt'],
      ['a-bc a b', 'a-b'],
      ['ring,', 'ring,'],
      ['ring', 'ring,'],
      ['x ring', '-ring'],
      ['xring', '-ring'],
      ['خاتم، ذهب', 'خاتم'],
      ['', 'ring'],
    ];
    // And random texts over a few letters and separators, where the edge cases lie close together.
    const alphabet = ['a', 'b', ' ', '-', '،', 'é'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 3000; i += 1) cases.push([word(random(9)), word(1 + random(4))]);
    for (const [text, token] of cases)
      expect({ text, token, whole: holdsWholeWord(text, token) }).toEqual({
        text,
        token,
        whole: spaced(text).includes(spaced(token)),
      });
  });

  it('ranks all words, even partial, above a whole word with another word missing from the title', () => {
    expect(rank('Golden Earrings', 'gold ring')).toBeGreaterThan(rank('Ring Light', 'gold ring'));
  });
});

const product = (id: number, title: string, description: string, price: number): Product => ({
  id,
  title,
  price,
  description,
  category: 'jewelery',
  image: '/catalog/images/5.svg',
  rating: { rate: 4, count: 10 },
});

/** Made for the ranking: see each title and description against the searches below. */
const PRODUCTS = [
  product(1, 'Gold Ring', 'A ring of gold.', 90),
  product(2, 'Golden Earrings', 'A pair for evenings.', 40),
  product(3, 'Gold Necklace', 'Pairs with any ring.', 70),
  product(4, 'Silver Bracelet', 'Its clasp is a gold ring.', 20),
  product(5, 'Gold Ring Set', 'Three rings.', 150),
  product(6, 'Ring Light', 'Not gold, but bright.', 30),
  product(7, 'Ring Stand', 'Wooden.', 10),
  product(8, 'Leather Wallet', 'Brown.', 25),
];

let db: Database;
let reader: CatalogueReader;
beforeAll(async () => {
  db = await openTestDatabase();
  await catalogueRepository(db).upsert(PRODUCTS);
  reader = new CatalogueReader(db);
  await reader.warm();
});
afterAll(async () => {
  await reader.close();
  await db.close();
});

/** The ids both read paths answer, after checking they answer the same. */
async function idsOf(query: ProductQuery): Promise<number[]> {
  const fromMemory = await reader.list({ ...query, exact: true });
  const fromSql = await sqlSearch(db).list({ ...query, exact: true });
  expect(fromMemory).toEqual(fromSql);
  return fromMemory.products.map((p) => p.id);
}

describe('a search in featured order, from memory and from SQL alike', () => {
  it('finds the products holding every word, most relevant first, ties in catalogue order', async () => {
    // 1 and 5: both words, whole, in the title; 2: both, partial; 3 and 6: one whole in the title;
    // 4: only in the description. 7 lacks "gold", 8 both.
    expect(await idsOf({ search: 'gold ring' })).toEqual([1, 5, 2, 3, 6, 4]);
    expect(await idsOf({ search: 'RING  gold' })).toEqual([1, 5, 2, 3, 6, 4]);
    expect(await idsOf({ search: 'ring' })).toEqual([1, 5, 6, 7, 2, 3, 4]);
  });

  it('pages through the ranked order and counts every match', async () => {
    expect(await idsOf({ search: 'ring', offset: 2, limit: 3 })).toEqual([6, 7, 2]);
    expect((await reader.list({ search: 'ring', offset: 6, limit: 3 })).total).toBe(7);
  });

  it('leaves the other orders as asked, on the same found set', async () => {
    expect(await idsOf({ search: 'gold ring', order: 'price-low-high' })).toEqual([4, 6, 2, 3, 1, 5]);
    expect(await idsOf({ search: 'gold ring', sort: 'desc' })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await idsOf({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('the title as the database stores it for ranking (migrations 020, 027)', () => {
  it('folds it as searches are folded and turns every word separator into a space, as the in-memory rank does', async () => {
    const title = `Ring${WORD_SEPARATORS}Élodie ذهب`;
    await catalogueRepository(db).upsert([product(9, title, 'Every separator.', 5)]);
    const [row] = await db.query<{ title_lc: string; title_words: string }>(
      'SELECT title_lc, title_words FROM products WHERE id = 9',
    );
    expect(row).toEqual({ title_lc: foldForSearch(title), title_words: spaced(foldForSearch(title)) });
    expect(row?.title_words).toBe(` ring${' '.repeat([...WORD_SEPARATORS].length)}elodie ذهب `);
  });

  it('holds the title in every language, each whole word a whole word', async () => {
    await catalogueRepository(db).upsert([
      {
        ...product(10, 'Gold Ring', 'A ring.', 5),
        texts: {
          fr: { title: 'Bague en or', description: 'Une bague.' },
          ar: { title: 'خاتم ذهبي', description: 'خاتم.' },
        },
      },
    ]);
    const [row] = await db.query<{ title_lc: string; title_words: string }>(
      'SELECT title_lc, title_words FROM products WHERE id = 10',
    );
    expect(row).toEqual({
      title_lc: 'gold ring\nخاتم ذهبي\nbague en or',
      title_words: ' gold ring خاتم ذهبي bague en or ',
    });
  });
});
