import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALES, localizedPath } from '../../universal/i18n/locale';
import type { CatalogueReader, SitemapEntries } from '../modules/catalogue';
import { serverParts } from './route-table';
import { robotsTxt } from './robots';

/** 12,500 products in four languages: 50,000 URLs, the sitemap protocol's limit per file. */
export const PRODUCTS_PER_SITEMAP = 12_500;
const SITEMAP_CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> per language, each naming every language's version (hreflang alternates, x-default English). */
function urlEntries(origin: string, path: string): string {
  const alternates = [
    ...LOCALES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localizedPath(path, lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
  ].join('');
  return LOCALES.map(
    (lang) => `<url><loc>${escapeXml(origin + localizedPath(path, lang))}</loc>${alternates}</url>`,
  ).join('\n');
}

const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;

function sitemapIndex(origin: string, index: SitemapEntries): string {
  const pages = Math.ceil(index.size / PRODUCTS_PER_SITEMAP);
  const names = ['sitemap-pages.xml', ...Array.from({ length: pages }, (_, n) => `sitemap-products-${n + 1}.xml`)];
  const entries = names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/${name}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The indexable pages the route table names (home, the lists, help); products have sitemaps of their own. */
async function pagesSitemap(origin: string, index: SitemapEntries): Promise<string> {
  const paths = (await serverParts()).flatMap((part) => part.sitemap?.(index.categories) ?? []);
  return urlSet(paths.map((path) => urlEntries(origin, path)));
}

function productsSitemap(origin: string, index: SitemapEntries, page: number): string | undefined {
  const ids = index.productIds((page - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP);
  if (page < 1 || ids.length === 0) return undefined;
  return urlSet(ids.map((id) => urlEntries(origin, `/product/${id}`)));
}

/**
 * /sitemap.xml (an index), its paged sitemaps and /robots.txt naming it: the sitemaps generated from the
 * catalogue's entries and kept until the catalogue changes (a new generation), robots.txt from the route
 * table.
 */
export function registerSitemap(app: FastifyInstance, catalogue: CatalogueReader, origin: string): void {
  let cached: { generation: SitemapEntries; files: Map<string, string> } | undefined;

  async function answer(
    reply: FastifyReply,
    name: string,
    build: (index: SitemapEntries) => string | undefined | Promise<string | undefined>,
  ) {
    const index = await catalogue.sitemapEntries();
    if (!index) {
      return reply.status(503).header('Retry-After', '60').send({ message: 'The sitemap is being prepared.' });
    }
    if (cached?.generation !== index) cached = { generation: index, files: new Map() };
    let xml = cached.files.get(name);
    if (xml === undefined) {
      const built = await build(index);
      if (built === undefined) return reply.status(404).send({ message: `No sitemap ${name}` });
      xml = built;
      cached.files.set(name, xml);
    }
    return reply.header('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(xml);
  }

  const robots = robotsTxt(origin);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', SITEMAP_CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    answer(reply, 'index', (index) => sitemapIndex(origin, index)),
  );
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, (_request, reply) =>
    answer(reply, 'pages', (index) => pagesSitemap(origin, index)),
  );
  app.get<{ Params: { page: string } }>(
    '/sitemap-products-:page.xml',
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } } },
      },
    },
    (request, reply) =>
      answer(reply, `products-${request.params.page}`, (index) =>
        productsSitemap(origin, index, Number(request.params.page)),
      ),
  );
}
