import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page as it is sent: the HTML, and compressed once for every later request. */
export interface CachedPage {
  status: number;
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * Compresses a rendered page once, when it is rendered (brotli at 6 and gzip at 6: a few
 * milliseconds for a list page, ~7× smaller; the page is then sent from the cache as it is).
 */
export function compressedPage(status: number, html: string): CachedPage {
  return {
    status,
    html,
    gzip: gzipSync(html, { level: 6 }),
    brotli: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
  };
}

const bytesOf = (page: CachedPage) => page.html.length * 2 + page.gzip.length + page.brotli.length;

/**
 * Rendered pages of the current catalogue generation, least recently used dropped first past a byte
 * budget. A new generation (an import) empties it, so no page outlives the data it shows.
 */
export class HtmlCache {
  private generation: object | undefined;
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(generation: object, key: string): CachedPage | undefined {
    if (generation !== this.generation) return undefined;
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(generation: object, key: string, page: CachedPage): void {
    if (generation !== this.generation) {
      this.generation = generation;
      this.pages.clear();
      this.bytes = 0;
    }
    const size = bytesOf(page);
    if (size > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.bytes -= bytesOf(old);
      this.pages.delete(key);
    }
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= bytesOf(entry);
    }
  }
}
