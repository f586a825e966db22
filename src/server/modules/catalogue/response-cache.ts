import { createHash } from 'node:crypto';
import { GenerationLru } from '../../generation-lru';

export interface CachedResponse {
  /**
   * The answer's JSON as the bytes sent (UTF-8), made once: a string would be encoded again on every send,
   * inside the socket write (2.5 times bare Fastify's write of the same bytes for an 11.6 KiB list).
   */
  body: Buffer;
  etag: string;
  total?: number;
}

/**
 * Serialized catalogue answers by request URL, for one generation of the in-memory catalogue (a
 * CatalogueIndex): a new generation empties it, so an import never leaves an old answer behind.
 * Least recently used entries go first once `maxBytes` of JSON is held.
 */
export class ResponseCache {
  private readonly entries: GenerationLru<CachedResponse>;

  constructor(maxBytes: number) {
    this.entries = new GenerationLru(maxBytes, (entry) => entry.body.length);
  }

  get(generation: object, key: string): CachedResponse | undefined {
    return this.entries.get(generation, key);
  }

  /**
   * Keeps an answer as it is sent: `json` serialized by its route's response schema (reply.serialize), so a
   * kept answer has the same bytes, and ETag, as one served before the catalogue was in memory.
   */
  set(generation: object, key: string, json: string, total?: number): CachedResponse {
    // A buffer of its own: Buffer.from would slice a small answer out of Node's shared 8 KiB pool, and one kept
    // answer would then hold its whole slab, past what the byte budget counts.
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
    body.write(json);
    // The same strong ETag @fastify/etag would compute for this body.
    const entry: CachedResponse = { body, etag: `"${createHash('sha1').update(body).digest('base64')}"`, total };
    this.entries.set(generation, key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
