import { directionOf, type Locale, LOCALES, localizedPath } from '../../shared/i18n/locale';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/server-state';
import { SHOP_NAME } from '../../shared/use-document-title';
import { VIEWPORT_GUESS_ATTRIBUTE, type ViewportGuess } from '../../shared/viewport-guess';
import { ARABIC_FONT_STYLE_ID, arabicFontFaces } from '../../shared/i18n/arabic-font-faces';
import { escapeHtml } from '../escape-html';
import type { PageChunks } from './chunk-hints';
import type { PageHead } from './page-head';

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Preloads of the chunks the entry scripts would ask for one after another, so they download with
 * the HTML; and, when the page's chunks carry the Arabic font, its faces declared for the first paint
 * (the browser skips declaring them again).
 */
function chunkTags(chunks: PageChunks): string[] {
  const preloads = chunks.scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" />`);
  const regular = chunks.fonts.find((file) => file.includes('-400-'));
  const bold = chunks.fonts.find((file) => file.includes('-700-'));
  const faces =
    regular && bold ? [`<style data-font="${ARABIC_FONT_STYLE_ID}">${arabicFontFaces({ regular, bold })}</style>`] : [];
  // The regular face starts with the HTML: found only when the styles ask for it, it arrived after the first
  // paint and its swap moved the Arabic list's grid (CLS 0.094 in Lighthouse's mobile run, 0 with it). The
  // bold face, set on a few headings, is left to load when needed so it does not compete with the LCP image.
  const fontPreloads = (regular && bold ? [regular] : []).map(
    (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`,
  );
  return [...fontPreloads, ...preloads, ...faces];
}

/**
 * The <head> tags of a page: title, description, canonical, alternates, previews, robots, JSON-LD, chunk
 * hints (the main picture's preload goes first: imagePreload).
 */
export function headTags(head: PageHead, origin: string, locale: Locale, chunks: PageChunks): string {
  const url = (path: string, lang: Locale) => `${origin}${localizedPath(path, lang)}`;
  const canonical = url(head.canonicalPath, locale);
  const title = `${head.title} | ${SHOP_NAME}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(head.indexable
      ? [
          ...LOCALES.map(
            (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(head.canonicalPath, lang))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(head.canonicalPath, 'en'))}" />`,
        ]
      : [meta('name', 'robots', 'noindex, follow')]),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', locale),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image)] : []),
    ...chunkTags(chunks),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * The preload of the page's main picture (its largest paint): placed before the entry scripts, so the
 * picture is the first thing the HTML asks for. Behind them, on a phone's connection it waited for a
 * free connection while the scripts downloaded (Lighthouse: 1.1 s of the home page's 2.5 s LCP).
 */
export function imagePreload(head: PageHead): string {
  return head.preloadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`
    : '';
}

/**
 * The built index.html with a rendered page spliced in: <html lang dir>, the page's head tags in
 * place of the shell's title and description, Emotion's styles, the markup in #root (with the screen
 * it was rendered for), the state as JSON the client reads before hydrating, and the early-input
 * script that keeps the buttons clicked before then (src/shared/early-input.ts).
 */
export function pageDocument(
  template: string,
  page: {
    locale: Locale;
    viewport: ViewportGuess;
    head: string;
    /** Tags that must come before the entry scripts (imagePreload). */
    first?: string;
    styles: string;
    html: string;
    state: unknown;
    earlyInput?: string;
  },
): string {
  const earlyInput = page.earlyInput ? `\n    <script async src="${escapeHtml(page.earlyInput)}"></script>` : '';
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`)
      .replace(/<meta charset="?utf-8"?\s*\/?>/i, (charset) => `${charset}${page.first ?? ''}`)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '')
      // Replacer functions: the inserted text may contain `$&`-like sequences (a price followed by a quote).
      .replace('</head>', () => `${page.head}\n    ${page.styles}\n  </head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      // html-webpack-plugin minifies the template: attribute quotes may be gone.
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root" ${VIEWPORT_GUESS_ATTRIBUTE}="${page.viewport}">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>${earlyInput}`,
      )
  );
}
