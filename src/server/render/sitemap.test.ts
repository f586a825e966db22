import { withTestApp } from '../test/harness';
import { pageTemplate, withWebBuild } from '../test/web-build';
import { PRODUCTS_PER_SITEMAP } from './sitemap';

const t = withTestApp();
const web = withWebBuild(t, { 'index.html': pageTemplate() }, { publicUrl: 'https://shop.example' });

const get = (url: string) => web.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

it('robots.txt names the sitemap index, which lists the pages and the paged product sitemaps', async () => {
  const robots = await get('/robots.txt');
  expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  // Orders are private, and a guest's order link carries its key: crawlers keep out, in every language.
  expect(robots.body.split('\n')).toEqual(
    expect.arrayContaining(['Disallow: /orders/', 'Disallow: /*/orders/', 'Disallow: /admin']),
  );
  const index = await get('/sitemap.xml');
  expect(index.headers['content-type']).toContain('application/xml');
  expect(locs(index.body)).toEqual([
    'https://shop.example/sitemap-pages.xml',
    'https://shop.example/sitemap-products-1.xml',
  ]);
  expect(PRODUCTS_PER_SITEMAP * 4).toBeLessThanOrEqual(50_000);
});

it('lists every product in every language, each with its hreflang alternates', async () => {
  const total = Number((await get('/catalog/products?limit=1')).headers['x-total-count']);
  const products = await get('/sitemap-products-1.xml');
  const urls = locs(products.body);
  expect(urls).toHaveLength(total * 4);
  expect(urls).toEqual(
    expect.arrayContaining([
      'https://shop.example/product/1',
      'https://shop.example/ar/product/1',
      `https://shop.example/es/product/${total}`,
    ]),
  );
  expect(products.body).toContain(
    '<xhtml:link rel="alternate" hreflang="fr" href="https://shop.example/fr/product/1"/>',
  );
  expect((await get('/sitemap-products-2.xml')).statusCode).toBe(404);
  const pages = locs((await get('/sitemap-pages.xml')).body);
  expect(pages).toEqual(
    expect.arrayContaining(['https://shop.example/', 'https://shop.example/ar/products?category=electronics']),
  );
});
