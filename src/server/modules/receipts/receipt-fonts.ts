import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/** One font file of a face: the name the PDF document registers it under, and the parsed font. */
export interface FaceFont {
  name: string;
  font: Font;
  /** The same font as handed to pdfkit: its ligatures of Arabic letters map back to them in visual order. */
  embedded: Font;
}

/**
 * A weight's fonts in the order a character looks for its glyph: the Latin subset first (digits,
 * punctuation and spaces are drawn from it), then Arabic, then Latin Extended.
 */
export type Face = readonly FaceFont[];

export interface ReceiptFonts {
  regular: Face;
  bold: Face;
}

/**
 * IBM Plex Sans Arabic (@fontsource/ibm-plex-sans-arabic), with the Latin of IBM Plex Sans. Not Noto
 * Sans Arabic, the font of the shop's Arabic pages: Noto draws a letter as a dotless skeleton plus
 * separate dot glyphs, and one skeleton serves several letters, so a PDF's text layer (what is copied,
 * searched and read aloud) came out as the wrong letters and stray control characters. Plex's shaped
 * glyphs are the letters' own forms, each mapping back to its letters. Fontsource splits a family by
 * script; its subsets share their metrics, so a line that mixes scripts reads as one font.
 */
const SUBSETS = ['latin', 'arabic', 'latin-ext'] as const;

/**
 * A WOFF file as the plain OpenType font it wraps: each table inflated once, here, by Node's zlib.
 * fontkit reads WOFF itself but inflates a table (in JavaScript) every time it reads from it, which made
 * an Arabic receipt take most of a second; and its WOFF2 reader breaks on subsetting composite glyphs.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at));
    const stored = woff.subarray(offset, offset! + compressed!);
    return { tag: tag!, checksum: checksum!, data: compressed! < length! ? inflateSync(stored) : stored };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const header = 12 + 16 * count;
  const sfnt = Buffer.alloc(header + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const ARABIC = /\p{Script=Arabic}/u;

/**
 * A PDF's text layer maps each glyph back to its characters (ToUnicode), and readers (PDF.js, Poppler)
 * take a right-to-left line's glyphs from the left and reverse the whole string: a ligature of two
 * Arabic letters (lam-alef, and Plex's beh-reh …) then reads backwards unless its characters are
 * recorded in visual order. Arabic letters are only ever set right to left, so they are recorded so.
 */
function withVisualLigatures(font: Font): Font {
  const layout: Font['layout'] = (...args) => {
    const run = font.layout(...args);
    run.glyphs = run.glyphs.map((glyph) =>
      glyph.codePoints.length > 1 && glyph.codePoints.some((code) => ARABIC.test(String.fromCodePoint(code)))
        ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as typeof glyph)
        : glyph,
    );
    return run;
  };
  return Object.create(font, { layout: { value: layout } }) as Font;
}

function load(subset: (typeof SUBSETS)[number], weight: 400 | 700): FaceFont {
  const file = require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
  );
  const font = create(woffToSfnt(readFileSync(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return { name: `${subset}-${weight}`, font, embedded: withVisualLigatures(font) };
}

let loaded: ReceiptFonts | undefined;

/** The receipt's fonts, read and parsed once per process (about 10 ms), then shared by every document. */
export function receiptFonts(): ReceiptFonts {
  loaded ??= {
    regular: SUBSETS.map((subset) => load(subset, 400)),
    bold: SUBSETS.map((subset) => load(subset, 700)),
  };
  return loaded;
}
