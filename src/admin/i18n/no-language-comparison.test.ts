/**
 * The console reads what differs between its languages (direction, names, catalogs, the grid's texts)
 * from the locale descriptors and tables keyed by language, never from a comparison with one language's
 * code: `locale === 'ar'` is right for two languages and silently wrong for a third.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ADMIN = path.resolve(__dirname, '..');
const THIS_FILE = path.resolve(__filename);

/** `=== 'ar'`, `!== "en"`, `'ar' ===` …: an equality test against a two-letter language code. */
const LANGUAGE_COMPARISON = /[!=]==?\s*['"`][a-z]{2}['"`]|['"`][a-z]{2}['"`]\s*[!=]==?/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && full !== THIS_FILE ? [full] : [];
  });
}

test('no console file decides by comparing a language code', () => {
  const found = sourceFiles(ADMIN).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        LANGUAGE_COMPARISON.test(line) ? [`${path.relative(ADMIN, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
