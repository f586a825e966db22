import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { openPglite } from '../../../db/pglite';
import { readCatalogueVersion } from '../catalogue-version';
import { catalogueRepository } from '../repository';
import { CatalogueIndex } from './memory-search';
import { refoldSearchTexts, searchColumns } from './search-text';
import { sqlSearch } from './sql-search';

const MIGRATIONS = path.join(__dirname, '..', '..', '..', 'db', 'migrations');

describe('searchColumns', () => {
  it('folds every language into the search text, the category in every shop language, and the distinct titles one a line', () => {
    expect(
      searchColumns({
        title: 'Élan T-Shirt',
        description: 'Soft.',
        category: "men's clothing",
        texts: {
          fr: { title: 'T-shirt Élan', description: 'Doux, coupe régulière.' },
          ar: { title: 'تيشيرت إيلان', description: 'قطن ناعمٌ.' },
          es: { title: 'Élan T-Shirt', description: 'Suave.' },
        },
      }),
    ).toEqual({
      searchText:
        "elan t-shirt soft. men's clothing تيشيرت ايلان قطن ناعم. elan t-shirt suave. t-shirt elan doux, coupe reguliere. " +
        'ملابس رجاليه vetements homme ropa de hombre',
      titleLc: 'elan t-shirt\nتيشيرت ايلان\nt-shirt elan',
    });
  });
});

describe('a catalogue stored before migration 027', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    // The migrations before 027, applied to a catalogue written the way the shop wrote it then.
    dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const file of readdirSync(MIGRATIONS).filter((name) => name < '027')) {
      cpSync(path.join(MIGRATIONS, file), path.join(dir, file));
    }
    db = await openPglite();
    await migrate(db, dir);
    await db.query(
      `INSERT INTO products (id, title, price_cents, description, category, image, rating_rate, rating_count, texts)
       VALUES (1, 'Wireless Headphones', 9999, 'Over-ear.', 'electronics', '/1.svg', 4.5, 10,
               '{"ar": {"title": "سماعات رأس لاسلكية", "description": "فوق الأذن."}}'),
              (2, 'Écharpe Scarf', 2500, 'Wool.', 'women''s clothing', '/2.svg', 4, 3, '{}')`,
    );
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets its search columns from the search fold at the next start, once, and is found in every language', async () => {
    const before = await readCatalogueVersion(db);
    expect(await refoldSearchTexts(db)).toBe(2);
    expect(await readCatalogueVersion(db)).not.toBe(before);
    expect(await refoldSearchTexts(db)).toBe(0);
    const rows = await db.query<{ search_text: string; title_lc: string; title_words: string }>(
      'SELECT search_text, title_lc, title_words FROM products ORDER BY id',
    );
    expect(rows[0]).toEqual({
      search_text:
        'wireless headphones over-ear. electronics سماعات راس لاسلكيه فوق الاذن. الالكترونيات electronique electronica',
      title_lc: 'wireless headphones\nسماعات راس لاسلكيه',
      title_words: ' wireless headphones سماعات راس لاسلكيه ',
    });
    const index = await CatalogueIndex.load(db);
    for (const search of ['سماعات', 'echarpe']) {
      const memory = index.list({ search });
      expect((await sqlSearch(db).list({ search })).products.map((p) => p.id)).toEqual(
        memory.products.map((p) => p.id),
      );
      expect(memory.total).toBe(1);
    }
  });

  it('writes the search columns of every product an import writes from then on', async () => {
    const [product] = await catalogueRepository(db)
      .getMany([2])
      .then((found) => [...found.values()]);
    await catalogueRepository(db).upsert([{ ...product!, title: 'Élan Scarf' }]);
    const [row] = await db.query<{ title_lc: string }>('SELECT title_lc FROM products WHERE id = 2');
    expect(row?.title_lc).toBe('elan scarf');
  });
});
