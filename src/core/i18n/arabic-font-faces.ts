/** The `data-font` of the <style> that declares the Arabic faces: one per page, from the server or the browser. */
export const ARABIC_FONT_STYLE_ID = 'noto-sans-arabic';

/**
 * Noto Sans Arabic's @font-face rules (Arabic subset, regular and bold), given the built files' URLs:
 * the same text whether the server writes it into a rendered page or the browser installs it.
 */
export function arabicFontFaces(urls: { regular: string; bold: string }): string {
  const faces = [
    [urls.regular, 400],
    [urls.bold, 700],
  ] as const;
  return faces
    .map(
      ([url, weight]) =>
        `@font-face{font-family:"Noto Sans Arabic";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format("woff2");unicode-range:U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200E}`,
    )
    .join('\n');
}
