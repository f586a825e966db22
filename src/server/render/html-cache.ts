import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { GenerationLru } from '../generation-lru';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A rendered page as it is sent, kept compressed only: brotli (quality 6, about 1 ms for a product page on
 * libuv's thread pool, off the event loop that renders; ~6x smaller than the HTML, which as a JavaScript
 * string takes two bytes a character once it holds one outside Latin-1), what shoppers' browsers ask for.
 * gzip is made from it the first time a request asks and kept too; the rare request that takes neither
 * gets the HTML decompressed again. The bytes sent are the rendered HTML's in every encoding.
 */
export class CachedPage {
  private gzipped: Promise<Buffer> | undefined;

  constructor(
    readonly status: number,
    /** The page's HTML as brotli. */
    private readonly brotli: Buffer,
  ) {}

  /** The page of `html`, compressed. */
  static async of(status: number, html: string): Promise<CachedPage> {
    const brotli = await brotliAsync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    return new CachedPage(status, brotli);
  }

  body(encoding: PageEncoding): Promise<Buffer> | Buffer {
    if (encoding === 'br') return this.brotli;
    if (encoding === 'identity') return unbrotliAsync(this.brotli);
    if (!this.gzipped) {
      const gzipped = unbrotliAsync(this.brotli).then((html) => gzipAsync(html, { level: 6 }));
      // A failed compression is not kept: the next request tries again.
      gzipped.catch(() => {
        if (this.gzipped === gzipped) this.gzipped = undefined;
      });
      this.gzipped = gzipped;
    }
    return this.gzipped;
  }

  /** What the page holds in the cache: its brotli, and as much again of room for its gzip (a little larger). */
  get cacheBytes(): number {
    return this.brotli.length * 2;
  }
}

/**
 * Rendered pages of the current catalogue generation, least recently used dropped first past a byte
 * budget (of compressed bytes). A new generation (an import) empties it, so no page outlives the data it shows.
 */
export class HtmlCache extends GenerationLru<CachedPage> {
  constructor(maxBytes: number) {
    super(maxBytes, (page) => page.cacheBytes);
  }
}
