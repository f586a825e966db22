import { descriptorOf, directionOf, type Locale, LOCALES, localizedPath } from '../../universal/i18n/locale';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../universal/page-start';
import { SERVER_STATE_ELEMENT_ID } from '../../universal/server-state';
import { SHOP_NAME } from '../../universal/shop-name';
import { VIEWPORT_GUESS_ATTRIBUTE, type ViewportGuess } from '../../universal/viewport-guess';
import { RENDERED_FOR_ATTRIBUTE, type RenderedFor } from '../../universal/rendered-for';
import { fontStyleIdOf, scriptFontFaces } from '../../universal/i18n/script-font-faces';
import { pictureSources } from '../../universal/picture-sources';
import { escapeHtml } from '../escape-html';
import type { PageChunks } from './chunk-hints';
import type { PageHead } from '../../browser-kit/route-entry';

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * When the page's chunks carry its language's script font, its faces declared for the first paint (the
 * browser skips declaring them again). The chunks' scripts are started by the page-start script (pageDocument).
 */
function fontTags(locale: Locale, chunks: PageChunks): string[] {
  const { font } = descriptorOf(locale);
  const regular = chunks.fonts.find((file) => file.includes('-400-'));
  const bold = chunks.fonts.find((file) => file.includes('-700-'));
  const files = font && regular && bold ? { font, regular, bold } : undefined;
  const faces = files
    ? [`<style data-font="${fontStyleIdOf(files.font)}">${scriptFontFaces(files.font, files)}</style>`]
    : [];
  // The regular face starts with the HTML: found only when the styles ask for it, it arrived after the first
  // paint and its swap moved the Arabic list's grid (CLS 0.094 in Lighthouse's mobile run, 0 with it). The
  // bold face, set on a few headings, is left to load when needed so it does not compete with the LCP image.
  const fontPreloads = (files ? [files.regular] : []).map(
    (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`,
  );
  return [...fontPreloads, ...faces];
}

/**
 * The <head> tags of a page: title, description, canonical, alternates, previews, robots, JSON-LD, the
 * script font (the main picture's preload goes first: imagePreload).
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
    ...fontTags(locale, chunks),
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
  if (!head.preloadImage) return '';
  const { srcSet } = pictureSources(head.preloadImage);
  const widths =
    srcSet && head.preloadImageSizes
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(head.preloadImageSizes)}"`
      : '';
  return `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}"${widths} fetchpriority="high" />`;
}

/** The built template's entry scripts, as html-webpack-plugin writes them (its minifier may drop the quotes). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;

/**
 * The template's entry scripts and the page's chunks, started by the page-start script after the first
 * frame (src/universal/page-start.ts): the `<script defer>` tags leave the template, and their addresses, in
 * order, then the chunks', go into its JSON list; then the page-start script itself.
 */
function startedAfterFirstFrame(
  template: string,
  pageStart: string,
  chunks: readonly string[],
): { template: string; tags: string } {
  const entry: string[] = [];
  const withoutScripts = template.replace(ENTRY_SCRIPT, (_tag, source: string) => {
    entry.push(source);
    return '';
  });
  return {
    template: withoutScripts,
    tags:
      `\n    <script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scriptJson([...entry, ...chunks])}</script>` +
      `\n    <script async src="${escapeHtml(pageStart)}"></script>`,
  };
}

const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;
const VIEWPORT = /<meta name="?viewport"?[^>]*>/i;

/**
 * Where the tags that come first go: right after the viewport. A preload by srcset and sizes read before
 * it is sized for a 980 px desktop page: a phone fetched the 960 px picture there, then the 640 px one its
 * <img> asked for.
 */
const firstTagsAfter = (template: string) => (VIEWPORT.test(template) ? VIEWPORT : CHARSET);

/**
 * The built index.html with a rendered page spliced in: <html lang dir>, the page's head tags in
 * place of the shell's title and description, Emotion's styles, the markup in #root (with the screen,
 * currency and ship-to country it was rendered for), the state as JSON the client reads before hydrating, and the page-start script
 * that keeps the input made before then and starts the app after the first frame
 * (src/universal/page-start.ts).
 */
export function pageDocument(
  template: string,
  page: {
    locale: Locale;
    viewport: ViewportGuess;
    /** The display currency and the ship-to country it was rendered with (the browser hydrates with them). */
    renderedFor: RenderedFor;
    head: string;
    /** Tags that must come before the entry scripts (imagePreload). */
    first?: string;
    styles: string;
    html: string;
    state: unknown;
    /** The page-start script's address; without one the template's own scripts are left as they are. */
    pageStart?: string;
    /** The page's own chunks (pageChunks), started by the page-start script after the entry scripts. */
    chunks?: readonly string[];
  },
): string {
  const started = page.pageStart
    ? startedAfterFirstFrame(template, page.pageStart, page.chunks ?? [])
    : { template, tags: '' };
  return (
    started.template
      .replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`)
      .replace(firstTagsAfter(started.template), (tag) => `${tag}${page.first ?? ''}`)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '')
      // Replacer functions: the inserted text may contain `$&`-like sequences (a price followed by a quote).
      .replace('</head>', () => `${page.head}\n    ${page.styles}\n  </head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      // html-webpack-plugin minifies the template: attribute quotes may be gone.
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root" ${VIEWPORT_GUESS_ATTRIBUTE}="${page.viewport}" ${RENDERED_FOR_ATTRIBUTE}="${escapeHtml(JSON.stringify(page.renderedFor))}">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>${started.tags}`,
      )
  );
}
