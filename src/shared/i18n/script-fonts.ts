import type { ScriptFont } from './locale-descriptors';

interface ScriptFontFaces {
  /** The CSS font-family its faces declare, put before the Latin fonts on its languages' pages. */
  family: string;
  /** The `data-font` of the <style> that declares its faces: one per page, from the server or the browser. */
  styleId: string;
  unicodeRange: string;
}

/** Self-hosted because system fonts set these scripts unevenly across platforms (subset, regular and bold). */
export const SCRIPT_FONTS: Readonly<Record<ScriptFont, ScriptFontFaces>> = {
  arabic: {
    family: 'Noto Sans Arabic',
    styleId: 'noto-sans-arabic',
    unicodeRange: 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200E',
  },
};

/** The build's chunk that carries a script font's files and installs its faces (src/app/i18n/script-font-loaders.ts). */
export const fontChunkOf = (font: ScriptFont) => `${font}-font`;

/**
 * A script font's @font-face rules (regular and bold), given the built files' URLs: the same text
 * whether the server writes it into a rendered page or the browser installs it.
 */
export function scriptFontFaces(font: ScriptFont, urls: { regular: string; bold: string }): string {
  const { family, unicodeRange } = SCRIPT_FONTS[font];
  const faces = [
    [urls.regular, 400],
    [urls.bold, 700],
  ] as const;
  return faces
    .map(
      ([url, weight]) =>
        `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`,
    )
    .join('\n');
}
