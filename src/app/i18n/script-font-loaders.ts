import type { ScriptFont } from '../../universal/i18n/locale-descriptors';

/**
 * Each script font in a chunk of its own, named fontChunkOf(font) (src/universal/i18n/script-fonts.ts): the
 * server hints it to the pages of the languages set in it. The chunk name is written out per font
 * because webpack reads it from the import itself.
 */
export const SCRIPT_FONT_LOADERS: Readonly<Record<ScriptFont, () => Promise<{ installFont: () => void }>>> = {
  arabic: () => import(/* webpackChunkName: "arabic-font" */ './arabic-font'),
};
