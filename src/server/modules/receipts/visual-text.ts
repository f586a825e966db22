import bidiFactory from 'bidi-js';
import type { Face } from './receipt-fonts';

/**
 * Text as a PDF draws it: left to right, glyph after glyph. fontkit (under pdfkit) shapes Arabic — joining
 * forms, ligatures — and reverses a run of an Arabic-script string, but it does not run the Unicode
 * bidirectional algorithm: an Arabic sentence with a Latin name or a price in it would come out in the
 * wrong order, and pdfkit lays a text out word by word in reading order. So a line is cut here into runs
 * of one direction and one font (bidi-js gives each character its level), the runs are put in visual
 * order (UAX #9 rule L2), and each run is handed over in the order that makes fontkit draw it right.
 */

const bidi = bidiFactory();

/** The base direction of a paragraph: the page's, or (a title, an address line) its first strong letter's. */
export type BaseDirection = 'ltr' | 'rtl' | 'auto';

export interface VisualRun {
  /** The characters as handed to pdfkit (fontkit reverses an Arabic-script run itself). */
  text: string;
  /** Index into the face's fonts. */
  font: number;
  /** Points, at the size measured. */
  width: number;
}

/** Bidi controls and other invisible format characters: they steer the algorithm, and have no glyph. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
/** What fontkit reverses: a run whose first non-common script is right to left (its Script.forString). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** The OpenType features pdfkit passes on: an array (even empty) makes it shape a run whole, not word by word. */
export const SHAPE_WHOLE_RUN: string[] = [];

interface LogicalRun {
  chars: string[];
  level: number;
  font: number;
}

/** The first font of the face that has a glyph for the character, keeping the previous one while it does. */
function fontFor(char: string, face: Face, previous: number | undefined): { font: number; char: string } {
  const code = char.codePointAt(0) ?? 0;
  if (previous !== undefined && face[previous]?.font.hasGlyphForCodePoint(code)) return { font: previous, char };
  const found = face.findIndex(({ font }) => font.hasGlyphForCodePoint(code));
  if (found >= 0) return { font: found, char };
  // A space the fonts lack (a narrow no-break space in a French price) is drawn as a space.
  return /\s/u.test(char) ? fontFor(' ', face, previous) : { font: 0, char };
}

function logicalRuns(text: string, base: BaseDirection, face: Face): LogicalRun[] {
  const levels = bidi.getEmbeddingLevels(text, base === 'auto' ? undefined : base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: LogicalRun[] = [];
  let previous: number | undefined;
  // Indices are UTF-16 units, as bidi-js counts them; a character outside the BMP keeps its pair together.
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index) ?? 0;
    const raw = String.fromCodePoint(code);
    const level = levels.levels[index] ?? 0;
    const at = index;
    index += raw.length;
    if (INVISIBLE.test(raw)) continue;
    const { font, char } = fontFor(mirrored.get(at) ?? raw, face, previous);
    previous = font;
    const last = runs.at(-1);
    if (last && last.level === level && last.font === font) last.chars.push(char);
    else runs.push({ chars: [char], level, font });
  }
  return runs;
}

/** UAX #9 L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length;) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
}

/**
 * One line in visual order, left to right, measured at `size` points. A right-to-left run (odd level)
 * must come out reversed, a left-to-right one as it is; fontkit reverses a run with Arabic letters, so
 * such a run is passed in reading order (shaping needs that order), any other reversed here.
 */
export function visualLine(text: string, base: BaseDirection, face: Face, size: number): VisualRun[] {
  return visualOrder(logicalRuns(text, base, face)).map(({ chars, level, font }) => {
    const reading = chars.join('');
    const fontkitReverses = RTL_SCRIPT.test(reading);
    const rtl = level % 2 === 1;
    const handed = rtl === fontkitReverses ? reading : [...chars].reverse().join('');
    const { font: shaper } = face[font] ?? face[0]!;
    const width = (shaper.layout(handed, SHAPE_WHOLE_RUN).advanceWidth * size) / shaper.unitsPerEm;
    return { text: handed, font, width };
  });
}

export const lineWidth = (runs: readonly VisualRun[]) => runs.reduce((sum, run) => sum + run.width, 0);

/**
 * A paragraph cut into lines no wider than `width`, at spaces (a word longer than a line is cut where it
 * must). Lines are measured shaped and reordered, as they are drawn; each line is then reordered on its
 * own, which differs from reordering the paragraph only in a line's first and last neutral characters.
 */
export function wrapLines(text: string, base: BaseDirection, face: Face, size: number, width: number): string[] {
  const fits = (line: string) => lineWidth(visualLine(line, base, face, size)) <= width;
  if (fits(text)) return [text];
  const lines: string[] = [];
  let current = '';
  // Only plain spaces break: a no-break space holds an amount to its currency, as it does on screen.
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // A word wider than the line alone: cut it by characters.
    while (!fits(current) && [...current].length > 1) {
      const chars = [...current];
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut -= 1;
      lines.push(chars.slice(0, cut).join(''));
      current = chars.slice(cut).join('');
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
