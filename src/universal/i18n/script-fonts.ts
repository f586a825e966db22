import type { ScriptFont } from './locale-descriptors';

/** The CSS font-family of each script font, put before the Latin fonts on its languages' pages (the theme). */
export const SCRIPT_FONT_FAMILIES: Readonly<Record<ScriptFont, string>> = { arabic: 'Noto Sans Arabic' };

/** The build's chunk that carries a script font's files (src/app/i18n/script-font-loaders.ts). */
export const fontChunkOf = (font: ScriptFont) => `${font}-font`;
