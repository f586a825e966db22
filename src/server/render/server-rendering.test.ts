import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  copyFileSync(path.join(__dirname, '../../../public/index.html'), path.join(root, 'index.html'));
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webRoot: root, publicUrl: 'https://shop.example' } });
  await web.ready();
}, 60_000);
afterAll(async () => {
  await web.close();
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

/** The JSON-LD objects of a page, parsed as a search engine would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('server-rendered product page', () => {
  it('carries the title, price, picture and JSON-LD Product with its price, before any script runs', async () => {
    const product = (await web.inject({ method: 'GET', url: '/catalog/products/3' })).json<{
      title: string;
      price: number;
      image: string;
    }>();
    const response = await page('/product/3');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const escapedTitle = product.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escapedTitle} | Storefront</title>`);
    // In #root, i.e. rendered content, not only in the head.
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(escapedTitle);
    expect(body).toContain(`$${product.price.toFixed(2)}`);
    expect(body).toContain(`src="${product.image}"`);
    expect(html).toContain(`<meta property="og:image" content="https://shop.example${product.image}" />`);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/3" />');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://shop.example/ar/product/3" />');

    const [item, trail] = jsonLd(html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.title,
      offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The state the client hydrates from, as data the CSP lets through (never executed).
    expect(html).toMatch(/<script type="application\/json" id="server-state">\{/);
    expect(html).not.toMatch(/<script>(?!<)/);
  });

  it('answers an unknown product with 404 and noindex', async () => {
    const response = await page('/product/999999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Product not found!');
    expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
  });
});

describe('other server-rendered pages', () => {
  it('renders list pages with an ItemList, and keeps refinements out of the index', async () => {
    const list = await page('/products?category=electronics');
    expect(list.statusCode).toBe(200);
    expect(jsonLd(list.body)[0]).toMatchObject({ '@type': 'ItemList' });
    expect(list.body).toContain('Electronics Products');
    expect(list.body).not.toContain('noindex');
    const refined = await page('/products?category=electronics&price=0-50');
    expect(refined.body).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('keeps sign-in and sign-up out of the index and answers unknown pages with 404', async () => {
    for (const url of ['/auth/login', '/auth/signup']) {
      const response = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    }
    expect((await page('/no-such-page')).statusCode).toBe(404);
  });

  it('renders a language URL in its language and direction, with mirrored styles for Arabic', async () => {
    const response = await page('/ar/product/3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/ar/product/3" />');
    // The right-to-left Emotion cache's styles, and the shell's texts from the Arabic catalog.
    expect(response.body).toMatch(/<style data-emotion="muirtl /);
    const body = response.body.slice(response.body.indexOf('<div id="root">'));
    expect(body).toMatch(/[\u0600-\u06FF]{3}/);
    expect((await page('/fr/products')).body).toContain('<html lang="fr" dir="ltr">');
  });
});

describe('first-visit language redirect', () => {
  it('sends an unprefixed page to the language of the cookie, else of Accept-Language', async () => {
    const byCookie = await page('/products?page=2', { cookie: 'lang=fr' });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/fr/products?page=2');
    const byHeader = await page('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(byHeader.headers.location).toBe('/ar');
    expect(byHeader.headers.vary).toContain('Accept-Language');
    // A stored English choice wins over the header; a prefixed URL is never redirected.
    expect((await page('/', { cookie: 'lang=en', 'accept-language': 'es' })).statusCode).toBe(200);
    expect((await page('/es/products', { cookie: 'lang=fr' })).statusCode).toBe(200);
  });
});
