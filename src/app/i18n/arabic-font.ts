import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import { ARABIC_FONT_STYLE_ID, arabicFontFaces } from '../../core/i18n/arabic-font-faces';

/**
 * Noto Sans Arabic, self-hosted (Arabic subset, regular and bold): system fonts set Arabic unevenly
 * across platforms. Loaded by Arabic pages only; Latin text keeps the shop's Latin fonts. A
 * server-rendered page declares the faces already.
 */
export function installArabicFont(): void {
  if (document.querySelector(`style[data-font="${ARABIC_FONT_STYLE_ID}"]`)) return;
  const style = document.createElement('style');
  style.dataset.font = ARABIC_FONT_STYLE_ID;
  style.textContent = arabicFontFaces({ regular, bold });
  document.head.appendChild(style);
}
