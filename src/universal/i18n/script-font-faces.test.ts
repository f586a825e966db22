import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCRIPT_FONT_SUBSETS } from './script-font-faces';

const ROOT = path.resolve(__dirname, '../../..');
const load = createRequire(__filename);
/** The build's loader (scripts/font-subset-loader.cjs), and the converter it uses to read the font back. */
const subsetLoader = load(path.join(ROOT, 'scripts/font-subset-loader.cjs')) as {
  (this: unknown, source: Buffer): void;
  charactersOf(unicodeRange: string): string;
};
const fontverter = load('fontverter') as { convert(font: Buffer, format: 'truetype'): Promise<Buffer> };

const ARABIC = SCRIPT_FONT_SUBSETS.find(({ styleId }) => styleId === 'noto-sans-arabic');
const FACES = [400, 700].map((weight) =>
  path.join(ROOT, `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`),
);

/** The loader as webpack runs it, on one font file. */
function subsetAsBuilt(file: string, unicodeRange: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    subsetLoader.call(
      {
        getOptions: () => ({ unicodeRange }),
        async: () => (error: Error | null, subset: Buffer) => (error ? reject(error) : resolve(subset)),
      },
      readFileSync(file),
    );
  });
}

/** The characters a font has a glyph for: its Windows Unicode cmap (format 4 or 12), read from the TrueType tables. */
async function charactersIn(woff2: Buffer): Promise<Set<number>> {
  const font = await fontverter.convert(woff2, 'truetype');
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let table = 0; table < tables; table += 1)
    if (font.toString('latin1', 12 + table * 16, 16 + table * 16) === 'cmap') cmap = font.readUInt32BE(20 + table * 16);
  const characters = new Set<number>();
  for (let record = 0; record < font.readUInt16BE(cmap + 2); record += 1) {
    const at = cmap + 4 + record * 8;
    const [platform, encoding] = [font.readUInt16BE(at), font.readUInt16BE(at + 2)];
    if (platform !== 3 || (encoding !== 1 && encoding !== 10)) continue;
    const sub = cmap + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(sub) === 12) {
      for (let group = 0; group < font.readUInt32BE(sub + 12); group += 1) {
        const [first, last] = [font.readUInt32BE(sub + 16 + group * 12), font.readUInt32BE(sub + 20 + group * 12)];
        for (let code = first; code <= last; code += 1) characters.add(code);
      }
    } else if (font.readUInt16BE(sub) === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const [first, last] = [font.readUInt16BE(starts + segment * 2), font.readUInt16BE(ends + segment * 2)];
        const delta = font.readInt16BE(deltas + segment * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = first; code <= last && code !== 0xffff; code += 1) {
          const glyph =
            rangeOffset === 0
              ? (code + delta) & 0xffff
              : font.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - first) * 2);
          if (glyph !== 0) characters.add(code);
        }
      }
    }
  }
  return characters;
}

/** Arabic-script letters, digits and marks (the blocks Noto Sans Arabic covers), in a text. */
const arabicScriptIn = (text: string) =>
  new Set(
    [...text]
      .map((character) => character.codePointAt(0) ?? 0)
      .filter((code) => /\p{Script=Arabic}/u.test(String.fromCodePoint(code))),
  );

describe('the self-hosted Arabic font, as the build cuts it to its unicode-range', () => {
  if (!ARABIC) throw new Error('no Arabic script font declared');
  const range = new Set(
    [...subsetLoader.charactersOf(ARABIC.unicodeRange)].map((character) => character.codePointAt(0)),
  );

  it.each(FACES.map((file) => [path.basename(file), file]))(
    'keeps every character of the range the full face has, and none outside it: %s',
    async (_name, file) => {
      const full = await charactersIn(readFileSync(file));
      const subset = await subsetAsBuilt(file, ARABIC.unicodeRange);
      const kept = await charactersIn(subset);
      expect([...kept].filter((code) => !range.has(code))).toEqual([]);
      expect([...full].filter((code) => range.has(code) && !kept.has(code))).toEqual([]);
      // Most of the full face is the blocks left out: what the first Arabic visit no longer downloads.
      expect(subset.length).toBeLessThan(readFileSync(file).length / 2);
    },
  );

  it("covers every Arabic-script character of the shop's own Arabic texts (interface and demo catalogue)", async () => {
    const kept = await charactersIn(await subsetAsBuilt(FACES[0] ?? '', ARABIC.unicodeRange));
    const texts = ['src/universal/i18n/messages/ar.json', 'src/server/modules/catalogue/demo/texts/ar.json'].map(
      (file) => readFileSync(path.join(ROOT, file), 'utf8'),
    );
    const used = arabicScriptIn(texts.join(''));
    expect(used.size).toBeGreaterThanOrEqual(28);
    expect([...used].filter((code) => !kept.has(code)).map((code) => code.toString(16))).toEqual([]);
  });
});
