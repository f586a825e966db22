import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';

/**
 * Noto Sans Arabic, self-hosted (Arabic subset, regular and bold): system fonts set Arabic unevenly
 * across platforms. Loaded by Arabic pages only; Latin text keeps the shop's Latin fonts.
 */
export function installArabicFont(): void {
  const faces = [
    [regular, 400],
    [bold, 700],
  ] as const;
  const style = document.createElement('style');
  style.dataset.font = 'noto-sans-arabic';
  style.textContent = faces
    .map(
      ([url, weight]) =>
        `@font-face{font-family:"Noto Sans Arabic";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format("woff2");unicode-range:U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200E}`,
    )
    .join('\n');
  document.head.appendChild(style);
}
