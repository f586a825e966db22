import type { ScriptFont } from './locale-descriptors';
import { SCRIPT_FONT_FAMILIES } from './script-fonts';

/**
 * Self-hosted because system fonts set these scripts unevenly across platforms (subset, regular and
 * bold). Kept apart from the families: only a page of such a language needs the faces.
 */
const FACES: Readonly<Record<ScriptFont, { styleId: string; unicodeRange: string }>> = {
  // The Arabic block (Arabic, Persian and Urdu letters, Arabic-Indic digits, marks) and the joiners. The
  // build keeps only these glyphs (scripts/font-subset-loader.cjs): 21 KB a face instead of 49. The
  // Supplement and Extended blocks and the legacy presentation forms are set in a system font.
  arabic: { styleId: 'noto-sans-arabic', unicodeRange: 'U+0600-06FF,U+200C-200E' },
};

/**
 * The font files' names start with their styleId (`noto-sans-arabic-arabic-400-normal.woff2`): the build
 * subsets each to its unicode-range.
 */
export const SCRIPT_FONT_SUBSETS: readonly { styleId: string; unicodeRange: string }[] = Object.values(FACES);

/** The `data-font` of the <style> that declares a font's faces: one per page, from the server or the browser. */
export const fontStyleIdOf = (font: ScriptFont) => FACES[font].styleId;

/**
 * A script font's @font-face rules (regular and bold), given the built files' URLs: the same text
 * whether the server writes it into a rendered page or the browser installs it.
 */
export function scriptFontFaces(font: ScriptFont, urls: { regular: string; bold: string }): string {
  const faces = [
    [urls.regular, 400],
    [urls.bold, 700],
  ] as const;
  return faces
    .map(
      ([url, weight]) =>
        `@font-face{font-family:"${SCRIPT_FONT_FAMILIES[font]}";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format("woff2");unicode-range:${FACES[font].unicodeRange}}`,
    )
    .join('\n');
}
