import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import { installFontFaces } from './font-faces';

/** Noto Sans Arabic, self-hosted (Arabic subset, regular and bold). */
export function installFont(): void {
  installFontFaces('arabic', { regular, bold });
}
