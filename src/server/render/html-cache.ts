import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { GenerationLru } from '../generation-lru';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A rendered page as it is sent: the HTML, compressed for an encoding the first time a request asks
 * for it and kept for every later one (brotli at 6 and gzip at 6: about 1 ms each for a product page,
 * ~6x smaller). Compressing runs on libuv's thread pool, off the event loop that renders, and only
 * for the encodings shoppers' browsers ask for (nearly always brotli).
 */
export class CachedPage {
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  body(encoding: PageEncoding): Promise<Buffer> | string {
    if (encoding === 'identity') return this.html;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliAsync(this.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.html),
              },
            })
          : gzipAsync(this.html, { level: 6 });
      // A failed compression is not kept: the next request tries again.
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** What a page holds in the cache: its HTML (two bytes a character at most) and room for both compressed forms. */
const bytesOf = (page: CachedPage) => page.html.length * 2 + page.html.length / 2;

/**
 * Rendered pages of the current catalogue generation, least recently used dropped first past a byte
 * budget. A new generation (an import) empties it, so no page outlives the data it shows.
 */
export class HtmlCache extends GenerationLru<CachedPage> {
  constructor(maxBytes: number) {
    super(maxBytes, bytesOf);
  }
}
