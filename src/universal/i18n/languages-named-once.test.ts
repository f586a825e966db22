/**
 * A shop language is named by hand in one place, its descriptor (locale-descriptors.ts): everything else
 * reads the descriptors, so adding a language is its catalogs and its descriptor (docs/decisions/0107).
 * This test reads the source (tests, test helpers and test fixtures aside) for a non-default language's code written as
 * a string or an object key, and fails on one outside the files below. Those hold text *in* languages,
 * each table partial with the default language behind it, so a new language needs no line in them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from './locale';

const SRC = path.resolve(__dirname, '../..');

/** Files that may name languages, and why (each a partial table: a language without an entry reads English). */
const LANGUAGE_CONTENT: Readonly<Record<string, string>> = {
  'universal/i18n/locale-descriptors.ts': 'the descriptors themselves',
  'universal/egypt-governorates.ts': "the governorates' official names (English where a language has none)",
  'server/modules/legal/default-texts/index.ts': "the legal pages' default documents (English where none)",
  'admin/ui/grid-texts.ts': "MUI X's own grid texts (its English where none)",
  'server/modules/catalogue/synthetic-catalogue.ts': 'sample products written in some languages',
  'server/modules/catalogue/search/fixture-catalogue.ts': 'sample products written in some languages',
  'universal/contracts/order.ts': "an OpenAPI description's example tags (another change holds that file)",
};

const OTHER_TAGS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
/** `'fr'`, `"fr"`, `` `fr` ``, or `fr` as an object key or in a `{ en, fr }` shorthand. */
const NAMED = new RegExp(`['"\`](${OTHER_TAGS})['"\`]|(^|[{,])\\s*(${OTHER_TAGS})\\s*[:,}]`);

const isTestCode = (file: string) =>
  /(\.test|test-fixtures)\.tsx?$/.test(file) || file.split(path.sep).includes('test');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestCode(path.relative(SRC, full)) ? [full] : [];
  });
}

/** The code without its comments (a comment may give an example). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

test('no source file names a shop language outside the descriptors and the language-content tables', () => {
  const found = sourceFiles(SRC).flatMap((file) => {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (relative in LANGUAGE_CONTENT) return [];
    return withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) => (NAMED.test(line) ? [`${relative}:${index + 1}: ${line.trim()}`] : []));
  });
  expect(found).toEqual([]);
});

test('every file allowed to name languages still exists', () => {
  for (const file of Object.keys(LANGUAGE_CONTENT)) expect(readFileSync(path.join(SRC, file), 'utf8')).not.toBe('');
});
