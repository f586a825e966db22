import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ChunkManifest } from '../../universal/chunk-manifest';
import { withTestApp } from '../test/harness';
import { pageTemplate, withWebBuild } from '../test/web-build';
import { directionOf, type Locale, LOCALES, localizedPath } from '../../universal/i18n/locale';
import { catalogOf } from '../../universal/i18n/catalogs';
import { LEGAL_PAGES, type LegalPage, legalPath } from '../../universal/legal-pages';
import { terminalActor } from '../modules/audit';
import { setLegalText } from '../modules/legal';
import { readRenderedFor } from '../../universal/rendered-for';

/** A build's chunk manifest, as scripts/chunk-manifest-webpack-plugin.ts writes it. */
const CHUNKS: ChunkManifest = {
  groups: {
    'screen-product-detail': { scripts: ['/assets/shared.1.js', '/assets/screen-product-detail.2.js'], fonts: [] },
    'screen-product-list': { scripts: ['/assets/shared.1.js', '/assets/screen-product-list.3.js'], fonts: [] },
    'messages-en-json': { scripts: ['/assets/messages-en-json.4.js'], fonts: [] },
    'messages-ar-json': { scripts: ['/assets/messages-ar-json.5.js'], fonts: [] },
    'rtl-styles': { scripts: ['/assets/rtl-styles.6.js'], fonts: [] },
    'arabic-font': {
      scripts: ['/assets/arabic-font.7.js'],
      fonts: [
        '/assets/noto-sans-arabic-arabic-400-normal.8.woff2',
        '/assets/noto-sans-arabic-arabic-700-normal.9.woff2',
      ],
    },
  },
  pageStart: '/assets/page-start.10.js',
};
/** The built template's entry scripts, as html-webpack-plugin writes them (minified, unquoted). */
const ENTRY_SCRIPTS = ['/assets/runtime.11.js', '/assets/framework.12.js', '/assets/main.13.js'];
/** What the page-start script is given to start after the first frame (src/universal/page-start.ts). */
function pageScripts(html: string): string[] {
  const [, json] = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html) ?? [];
  return JSON.parse(json ?? 'null') as string[];
}
/** The page's own chunks: what it starts after the entry scripts. */
const preloads = (html: string) => pageScripts(html).slice(ENTRY_SCRIPTS.length);

const t = withTestApp();
const template = pageTemplate().replace(
  '</head>',
  `${ENTRY_SCRIPTS.map((src) => `<script defer src=${src}></script>`).join('')}</head>`,
);
const web = withWebBuild(
  t,
  { 'index.html': template, 'chunk-manifest.json': JSON.stringify(CHUNKS) },
  { publicUrl: 'https://shop.example' },
);

const page = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

/** The JSON-LD objects of a page, parsed as a search engine would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('server-rendered product page', () => {
  it('carries the title, price, picture and JSON-LD Product with its price, before any script runs', async () => {
    const product = (await web.inject({ method: 'GET', url: '/catalog/products/4' })).json<{
      title: string;
      price: number;
      image: string;
    }>();
    const response = await page('/product/4');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const escapedTitle = product.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escapedTitle} | Storefront</title>`);
    // In #root, i.e. rendered content, not only in the head.
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toContain(escapedTitle);
    // As Egypt (the shop's country, where this visitor is delivered to) is charged: $349.99 at 48.50, whole pounds.
    expect(product.price).toBe(349.99);
    expect(body).toContain('EGP\u00a016,975.00');
    expect(body).toContain(`src="${product.image}"`);
    expect(html).toContain(`<meta property="og:image" content="https://shop.example${product.image}" />`);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/4" />');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://shop.example/ar/product/4" />');

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

  it("matches a URL as the browser's router does: letter case and a trailing slash aside", async () => {
    const home = await page('/home');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<link rel="canonical" href="https://shop.example/" />');
    expect((await page('/products/')).body).toContain('<link rel="canonical" href="https://shop.example/products" />');
    expect((await page('/cart/extra')).statusCode).toBe(404);
  });

  it('posts the sign-in and sign-up forms, and sends a form sent before the app ran back to its page', async () => {
    for (const url of ['/auth/login', '/ar/auth/signup']) {
      // Without a method the browser would put the password in the address (and the access log).
      expect((await page(url)).body).toMatch(/<form [^>]*method="post"/);
      const sent = await web.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=amira%40example.com&password=Passw0rd!',
      });
      expect({ url, status: sent.statusCode, location: sent.headers.location }).toEqual({
        url,
        status: 303,
        location: url,
      });
    }
    // Never to another site, and never to an address an API owns.
    expect((await web.inject({ method: 'POST', url: '//evil.example/x' })).headers.location).toBe('/evil.example/x');
    expect((await web.inject({ method: 'POST', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('renders the help page for search engines, and sends signed-in screens (reviews too) the shell', async () => {
    const help = await page('/help');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<title>Help &amp; Customer Service | Storefront</title>');
    expect(help.body).toContain('Returns and refunds');
    expect(help.body).not.toContain('noindex');
    // The support address is in the first HTML, rendered and in the state the browser hydrates with.
    const root = help.body.slice(help.body.indexOf('<div id="root"'));
    expect(root).toContain(`href="mailto:${t.ctx.config.supportEmail}"`);
    // The undo-email-change and unsubscribe links carry a token: never rendered (nor cached), like the signed-in screens.
    for (const url of ['/review/3', '/orders/abc', '/auth/undo-email-change/abc', '/ar/mail/unsubscribe?token=abc']) {
      const shell = await page(url);
      expect({ url, status: shell.statusCode }).toEqual({ url, status: 200 });
      expect(shell.body).not.toContain('404 - Page Not Found');
    }
  });

  it('renders a language URL in its language and direction, with mirrored styles for Arabic', async () => {
    const response = await page('/ar/product/3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/ar/product/3" />');
    // The right-to-left Emotion cache's styles, and the shell's texts from the Arabic catalog.
    expect(response.body).toMatch(/<style data-emotion="muirtl /);
    const body = response.body.slice(response.body.indexOf('<div id="root"'));
    expect(body).toMatch(/[\u0600-\u06FF]{3}/);
    expect((await page('/fr/products')).body).toContain('<html lang="fr" dir="ltr">');
  });

  it("renders for the screen it guesses from the request, and names its guess for the browser's hydration", async () => {
    const phone = await page('/products', { 'sec-ch-ua-mobile': '?1' });
    const desktop = await page('/products', { 'sec-ch-ua-mobile': '?0' });
    expect(phone.body).toContain('<div id="root" data-viewport-guess="phone" ');
    expect(desktop.body).toContain('<div id="root" data-viewport-guess="desktop" ');
    // The list's phone layout: a Filters toggle, collapsed (the two are cached apart).
    expect(phone.body).toMatch(/aria-expanded="false" aria-controls="product-filters"/);
    expect(desktop.body).not.toContain('aria-controls="product-filters"');
    expect(phone.headers.vary).toContain('Sec-CH-UA-Mobile');
  });

  it('names the currency and ship-to country it rendered with, for the browser to hydrate with them', async () => {
    const rendered = (response: { body: string }) =>
      readRenderedFor(/data-rendered-for="([^"]*)"/.exec(response.body)?.[1]?.replaceAll('&quot;', '"'));
    expect(rendered(await page('/products', { cookie: 'currency=GBP; ship_to=GB' }))).toEqual({
      currency: 'GBP',
      shipTo: { country: 'GB', picked: true },
    });
    expect(rendered(await page('/products', { cookie: 'ship_to=EG' }))).toEqual({
      shipTo: { country: 'EG', picked: true },
    });
  });
});

describe('the legal pages (issue 48)', () => {
  /** Each page's title in each language is its catalog's (the catalog tests check every language has one). */
  const titleOf = (locale: Locale, legal: LegalPage) => String(catalogOf(locale)[`legal.title.${legal}`]);

  it('renders each page in each language and direction, its text in the first HTML, for search engines', async () => {
    expect(titleOf('en', 'terms')).toBe('Conditions of Use');
    for (const locale of LOCALES) {
      for (const legal of LEGAL_PAGES) {
        const url = localizedPath(legalPath(legal), locale);
        const response = await page(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        const html = response.body;
        expect(html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
        expect(html).toContain(`<title>${titleOf(locale, legal)} | Storefront</title>`);
        expect(html).not.toContain('noindex');
        // The text itself, its headings as headings, with the shop's support address filled in.
        const root = html.slice(html.indexOf('<div id="root"'));
        expect(root).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
        expect(root).toContain(t.ctx.config.supportEmail);
        expect(root).not.toContain('{supportEmail}');
      }
    }
    expect((await page('/legal/cookies')).statusCode).toBe(404);
  });

  it("shows an owner's change at once, though the page was rendered and kept before", async () => {
    // Until the catalogue's in-memory copy is built, pages are not kept. A text written behind the shop's
    // back (no change noted) that a page does not show proves it is kept (tried on a page used nowhere else).
    const behindItsBack = async (legal: LegalPage, locale: Locale, body: string | null) => {
      await t.db.query('DELETE FROM legal_texts WHERE page = $1 AND locale = $2', [legal, locale]);
      if (body !== null)
        await t.db.query('INSERT INTO legal_texts (page, locale, body, updated_at) VALUES ($1, $2, $3, now())', [
          legal,
          locale,
          body,
        ]);
    };
    const kept = async (tries: number) => {
      // A URL of its own each time (the query is part of what is kept): a try never sees an earlier one's page.
      const url = `/es/legal/returns?try=${tries}`;
      await page(url);
      await behindItsBack('returns', 'es', 'behind its back');
      const shown = (await page(url)).body.includes('behind its back');
      await behindItsBack('returns', 'es', null);
      return !shown;
    };
    for (let tries = 0; !(await kept(tries)); tries += 1) {
      if (tries > 100) throw new Error('rendered pages were never kept');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await page('/ar/legal/delivery');
    await behindItsBack('delivery', 'ar', 'behind its back');
    expect((await page('/ar/legal/delivery')).body).toBe(before.body);
    await behindItsBack('delivery', 'ar', null);

    /** The delivery page's text in `locale`, set from the terminal as an operator would. */
    const setDeliveryText = (locale: Locale, text: string) =>
      setLegalText(t.db, terminalActor(), { page: 'delivery', locale }, text, t.clock.now());
    await setDeliveryText('ar', '## التوصيل\nنوصل إلى القاهرة والجيزة فقط.');
    const after = await page('/ar/legal/delivery');
    expect(after.body).toContain('نوصل إلى القاهرة والجيزة فقط.');
    // The markup is the text's own: a tag written in it is shown as text, never made an element.
    await setDeliveryText('en', 'Hello <img src=x onerror=alert(1)>');
    const root = (await page('/legal/delivery')).body;
    expect(root).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(root).not.toContain('<img src=x');
  });
});

describe('head texts in the page language', () => {
  /** The content of a named or property meta tag, unescaped. */
  const meta = (html: string, key: string) =>
    /content="([^"]*)"/
      .exec(html.slice(html.indexOf(`="${key}"`)))?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

  it('titles, describes and previews a list in Arabic, with its count in Arabic plural forms', async () => {
    const html = (await page('/ar/products?category=electronics')).body;
    expect(title(html)).toBe('منتجات الإلكترونيات | Storefront');
    expect(meta(html, 'og:title')).toBe('منتجات الإلكترونيات');
    // 16 electronics in the demo catalogue: Arabic's "many" form, then three of them named.
    expect(meta(html, 'description')).toMatch(/^منتجات الإلكترونيات في Storefront: \d+ منتجًا، منها /);
    expect(title((await page('/ar/products?category=electronics&page=2')).body)).toBe(
      'منتجات الإلكترونيات (الصفحة 2) | Storefront',
    );
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'ItemList', name: 'منتجات الإلكترونيات' });
  });

  it('names the home, sign-in and product breadcrumbs in French, and keeps English as the spec has it', async () => {
    const home = (await page('/fr')).body;
    expect(title(home)).toBe("Achat en ligne d'électronique, de bijoux et de vêtements | Storefront");
    expect(meta(home, 'description')).toMatch(/^Achetez électronique/);
    expect(title((await page('/fr/auth/login')).body)).toBe('Identifiez-vous | Storefront');
    const trail = jsonLd((await page('/fr/product/3')).body)[1] as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.slice(0, 3).map((crumb) => crumb.name)).toEqual([
      'Accueil',
      'Produits',
      'Électronique',
    ]);
    const english = (await page('/')).body;
    expect(title(english)).toBe('Online shopping for electronics, jewelery and clothing | Storefront');
    expect(meta(english, 'description')).toBe(
      'Shop electronics, jewelery and clothing, with delivery prices, tax and dates for the country you live in.',
    );
  });
});

describe('compressed pages', () => {
  it('sends the rendered page brotli- or gzip-compressed as the browser accepts, and plain otherwise', async () => {
    const plain = await page('/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await page('/products', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await page('/products', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('chunk hints', () => {
  it("has the page-start script start the page's catalog and its screen's chunks, once each, in the order the browser asks", async () => {
    expect(preloads((await page('/product/3')).body)).toEqual([
      '/assets/messages-en-json.4.js',
      '/assets/shared.1.js',
      '/assets/screen-product-detail.2.js',
    ]);
    expect(preloads((await page('/products?page=2')).body)).toEqual([
      '/assets/messages-en-json.4.js',
      '/assets/shared.1.js',
      '/assets/screen-product-list.3.js',
    ]);
  });

  it("asks for the page's main picture first, before anything else the head names", async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/catalog/products/3' })).json<{ image: string }>();
    const expected: [string, string][] = [
      ['/product/3', product.image],
      ['/products', '/catalog/images/'],
      ['/', '/hero.svg'],
    ];
    for (const [url, image] of expected) {
      const html = (await page(url)).body;
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect({ url, head: head.slice(0, 240) }).toEqual({
        url,
        head: expect.stringMatching(
          // After the viewport: a phone sizes the preload's srcset as it sizes its <img>.
          new RegExp(
            `^<head>\\s*<meta charset="utf-8" />\\s*<meta name="viewport" [^>]*><link rel="preload" as="image" href="${image}`,
          ),
        ),
      });
      expect(head.match(/rel="preload" as="image"[^>]* fetchpriority="high" \/>/g)).toHaveLength(1);
      // The picture names itself to the page-start script, which starts the app once it is painted.
      const timed = [...html.matchAll(/<img [^>]*elementtiming="main-picture"[^>]*>/g)].map(([tag]) => tag);
      expect({ url, src: /\ssrc="([^"]*)"/.exec(timed[0] ?? '')?.[1] }).toEqual({
        url,
        src: expect.stringContaining(image),
      });
    }
  });

  it("preloads a picture of the shop's own by the srcset and sizes of the <img> showing it, so one width downloads once", async () => {
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    for (const url of ['/product/3', '/products']) {
      const html = (await page(url)).body;
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
      const href = attribute(preload, 'href') ?? '';
      const img = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'src') === href);
      expect({ url, srcset: attribute(preload, 'imagesrcset') }).toEqual({
        url,
        srcset: expect.stringMatching(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w$/),
      });
      expect({ url, srcset: attribute(img ?? '', 'srcSet'), sizes: attribute(img ?? '', 'sizes') }).toEqual({
        url,
        srcset: attribute(preload, 'imagesrcset'),
        sizes: attribute(preload, 'imagesizes'),
      });
    }
  });

  it('runs one script of its own, the page-start script, after the markup; it starts the entry scripts', async () => {
    const html = (await page('/product/3')).body;
    const tag = '<script async src="/assets/page-start.10.js"></script>';
    // The only script the page runs by itself: the entry scripts wait for the first frame.
    expect(
      [...html.matchAll(/<script(?! type="application\/(?:json|ld\+json)")[^>]*>/g)].map(([found]) => found),
    ).toEqual([tag.replace('</script>', '')]);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    // After #root, the state and its list, so it can find the buttons; async, so it never holds the page up.
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('id="server-state"'));
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('id="page-scripts"'));
    expect(pageScripts(html).slice(0, ENTRY_SCRIPTS.length)).toEqual(ENTRY_SCRIPTS);
  });

  it('gives right-to-left pages the mirrored styles, the font chunk, and the Arabic faces for the first paint', async () => {
    const html = (await page('/ar/product/3')).body;
    expect(preloads(html)).toEqual([
      '/assets/messages-ar-json.5.js',
      '/assets/rtl-styles.6.js',
      '/assets/arabic-font.7.js',
      '/assets/shared.1.js',
      '/assets/screen-product-detail.2.js',
    ]);
    expect(html).toMatch(
      /<style data-font="noto-sans-arabic">@font-face\{font-family:"Noto Sans Arabic"[^<]*url\(\/assets\/noto-sans-arabic-arabic-400-normal\.8\.woff2\)/,
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-arabic-arabic-400-normal.8.woff2" crossorigin />',
    );
    expect(html).not.toMatch(/rel="preload" as="font"[^>]*700-normal/);
    const english = (await page('/product/3')).body;
    expect(english).not.toContain('data-font=');
    expect(english).not.toContain('as="font"');
  });
});

describe('shared-cache headers (decision 0086)', () => {
  const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
  const CART = 'guest_cart=0b5d7c4e-9a3f-4c1e-8d2b-6f1a2b3c4d5e';

  it('lets a shared cache keep an anonymous public page, varying by what else the render reads', async () => {
    for (const url of ['/', '/products', '/ar/products', '/product/4', '/fr/product/4', '/product/999999']) {
      const response = await page(url, { 'accept-language': 'en' });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: expect.stringMatching(PUBLIC) });
      // The currency and the delivery country are cookies, the screen guess a header; the language is in the path.
      expect(String(response.headers.vary).split(', ')).toEqual(
        expect.arrayContaining(['Cookie', 'Accept-Language', 'Sec-CH-UA-Mobile', 'User-Agent', 'Accept-Encoding']),
      );
    }
    // A display currency or a delivery country picked is still the anonymous page (the cookie is in Vary).
    const euros = await page('/product/4', { cookie: 'currency=EUR; ship_to=US' });
    expect(euros.headers['cache-control']).toMatch(PUBLIC);
  });

  it('keeps a shopper’s own request out of shared caches: a cart cookie, a session token, a signed-in screen', async () => {
    const shoppers: Record<string, string>[] = [
      { cookie: CART },
      { cookie: `currency=EUR; ${CART}` },
      { authorization: 'Bearer x.y.z' },
    ];
    for (const headers of shoppers) {
      for (const url of ['/products', '/product/4', '/ar']) {
        const response = await page(url, headers);
        expect({ url, headers, cache: response.headers['cache-control'] }).toEqual({
          url,
          headers,
          cache: 'private, no-cache',
        });
      }
    }
    // The client-rendered screens (account, cart, checkout) are the SPA's page, private for every shopper.
    for (const url of ['/account', '/cart', '/checkout']) {
      const response = await page(url);
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'private, no-cache' });
    }
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

  it('ignores a cookie that cannot be decoded: every page answers as it does with no cookie', async () => {
    const malformed = ['lang=%', 'currency=%E9', 'lang=%E0%A4%A; currency=%', 'lang="%"'];
    for (const url of ['/', '/products', '/ar', '/help', '/product/3']) {
      const plain = await page(url);
      expect(plain.statusCode).toBeLessThan(400);
      for (const cookie of malformed) {
        const answer = await page(url, { cookie });
        expect({ url, cookie, status: answer.statusCode }).toEqual({ url, cookie, status: plain.statusCode });
        expect(answer.headers.location).toBe(plain.headers.location);
      }
    }
    // The shopper's other cookies and Accept-Language still count.
    expect((await page('/products', { cookie: 'currency=%E9; lang=fr' })).headers.location).toBe('/fr/products');
    expect((await page('/', { cookie: 'lang=%', 'accept-language': 'es' })).headers.location).toBe('/es');
  });
});

describe('"Deliver to" (issue 34)', () => {
  const deliverTo = (html: string) => /aria-label="Deliver to ([^:"]+): change the country"/.exec(html)?.[1];

  it("renders the country the shopper's language names, remembers the guess in a cookie, and carries the terms", async () => {
    const response = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(deliverTo(response.body)).toBe('United Kingdom');
    expect(response.body).toContain('delivered to the United Kingdom');
    expect(String(response.headers['set-cookie'])).toMatch(/^ship_to_guess=GB; Max-Age=\d+; Path=\/; SameSite=Lax/);
    // The delivery terms are in the page's state: the browser's first render needs no request for them.
    expect(response.body).toContain('getDeliveryTerms');
  });

  it("falls back to the shop's own country, and keeps a shopper's pick over any guess without setting a cookie", async () => {
    expect(deliverTo((await page('/', { 'accept-language': 'tlh-DE' })).body)).toBe('Egypt');
    const picked = await page('/', { 'accept-language': 'en-GB', cookie: 'ship_to=US; ship_to_guess=GB' });
    expect(deliverTo(picked.body)).toBe('United States');
    expect(picked.headers['set-cookie']).toBeUndefined();
  });

  it('renders each country as its own page: one cached for one country is never served for another', async () => {
    expect(deliverTo((await page('/products', { cookie: 'ship_to=GB' })).body)).toBe('United Kingdom');
    expect(deliverTo((await page('/products', { cookie: 'ship_to=AU' })).body)).toBe('Australia');
  });
});

describe('delivery promises (issue 34)', () => {
  it('renders no countdown; a page cached on one shop day is rendered again the next, with the holidays from it', async () => {
    // Saturday 21 November 2026 in Cairo: Thanksgiving (26th) is among the US region's holidays ahead.
    const saturday = await page('/product/4', { cookie: 'ship_to=US' });
    expect(saturday.body).toContain('"2026-11-26"');
    expect(saturday.body).toContain('"timeZone":"Africa/Cairo"');
    // The time left to order is the browser's to write, after it has mounted the page.
    expect(saturday.body).not.toMatch(/Order within|arrives/i);
    t.clock.advance(6 * 86_400_000);
    const friday = await page('/product/4', { cookie: 'ship_to=US' });
    expect(friday.body).not.toContain('"2026-11-26"');
    expect(friday.body).toContain('"2026-12-25"');
  });
});
