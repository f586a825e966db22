import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, HtmlCache } from './html-cache';

// Not Latin-1 only, as the shop's pages are not (their language menu names العربية).
const html = `<!doctype html><html><body>${'<p>ready — جاهز</p>'.repeat(200)}</body></html>`;

describe('CachedPage', () => {
  it('keeps the page as brotli only, and sends the same HTML in every encoding', async () => {
    const page = await CachedPage.of(200, html);
    const brotli = await page.body('br');
    expect(page.body('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(html);
    expect((await page.body('identity')).toString('utf8')).toBe(html);
    expect(gunzipSync(await page.body('gzip')).toString('utf8')).toBe(html);
    expect(brotli.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('makes the gzip form once, when first asked for', async () => {
    const page = await CachedPage.of(200, html);
    const gzip = page.body('gzip');
    expect(page.body('gzip')).toBe(gzip);
    await gzip;
  });

  it('holds nothing of the page but its compressed forms', async () => {
    const page = await CachedPage.of(404, html);
    expect(page.status).toBe(404);
    // What it holds in the cache is counted in compressed bytes: a tenth of the HTML's here.
    expect(page.cacheBytes).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(Object.values(page).some((value) => typeof value === 'string')).toBe(false);
  });
});

describe('HtmlCache', () => {
  const generation = {};
  /** A page whose brotli is `size` bytes: it counts twice that in the cache (room for its gzip). */
  const page = (size: number) => new CachedPage(200, Buffer.alloc(size));

  it('drops the least recently used page past its byte budget', () => {
    // Each page counts 2,000 bytes: two fit in 5,000.
    const cache = new HtmlCache(5_000);
    cache.set(generation, 'a', page(1_000));
    cache.set(generation, 'b', page(1_000));
    expect(cache.get(generation, 'a')).toBeDefined();
    cache.set(generation, 'c', page(1_000));
    expect(cache.get(generation, 'b')).toBeUndefined();
    expect(cache.get(generation, 'a')).toBeDefined();
    expect(cache.get(generation, 'c')).toBeDefined();
  });

  it('answers nothing from an earlier catalogue generation', () => {
    const cache = new HtmlCache(6_000);
    cache.set(generation, 'a', page(1));
    const next = {};
    expect(cache.get(next, 'a')).toBeUndefined();
    cache.set(next, 'b', page(1));
    expect(cache.get(generation, 'b')).toBeUndefined();
    expect(cache.get(next, 'a')).toBeUndefined();
  });
});
