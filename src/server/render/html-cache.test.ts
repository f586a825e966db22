import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, HtmlCache } from './html-cache';

const html = `<!doctype html><html><body>${'<p>ready</p>'.repeat(200)}</body></html>`;

describe('CachedPage', () => {
  it('compresses each encoding once, when first asked for, and sends identity as the HTML itself', async () => {
    const page = new CachedPage(200, html);
    expect(page.body('identity')).toBe(html);
    const brotli = page.body('br');
    expect(page.body('br')).toBe(brotli);
    expect(brotliDecompressSync(await brotli).toString('utf8')).toBe(html);
    expect(gunzipSync(await page.body('gzip')).toString('utf8')).toBe(html);
    expect((await brotli).length).toBeLessThan(html.length / 10);
  });
});

describe('HtmlCache', () => {
  const generation = {};
  const page = (text: string) => new CachedPage(200, text);

  it('drops the least recently used page past its byte budget', () => {
    // Each page counts 2.5 bytes a character: 1,000 characters are 2,500 bytes, so two fit in 6,000.
    const cache = new HtmlCache(6_000);
    cache.set(generation, 'a', page('a'.repeat(1_000)));
    cache.set(generation, 'b', page('b'.repeat(1_000)));
    expect(cache.get(generation, 'a')).toBeDefined();
    cache.set(generation, 'c', page('c'.repeat(1_000)));
    expect(cache.get(generation, 'b')).toBeUndefined();
    expect(cache.get(generation, 'a')?.html).toBe('a'.repeat(1_000));
    expect(cache.get(generation, 'c')).toBeDefined();
  });

  it('answers nothing from an earlier catalogue generation', () => {
    const cache = new HtmlCache(6_000);
    cache.set(generation, 'a', page('a'));
    const next = {};
    expect(cache.get(next, 'a')).toBeUndefined();
    cache.set(next, 'b', page('b'));
    expect(cache.get(generation, 'b')).toBeUndefined();
    expect(cache.get(next, 'a')).toBeUndefined();
  });
});
