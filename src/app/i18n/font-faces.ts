import type { ScriptFont } from '../../universal/i18n/locale-descriptors';
import { fontStyleIdOf, scriptFontFaces } from '../../universal/i18n/script-font-faces';

/**
 * Declares a script font's faces, unless a server-rendered page declared them already. Latin text keeps
 * the shop's Latin fonts.
 */
export function installFontFaces(font: ScriptFont, files: { regular: string; bold: string }): void {
  const styleId = fontStyleIdOf(font);
  if (document.querySelector(`style[data-font="${styleId}"]`)) return;
  const style = document.createElement('style');
  style.dataset.font = styleId;
  style.textContent = scriptFontFaces(font, files);
  document.head.appendChild(style);
}
