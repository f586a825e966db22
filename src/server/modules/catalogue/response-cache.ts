import { createHash } from 'node:crypto';
import { GenerationLru } from '../../generation-lru';

export interface CachedResponse {
  json: string;
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
    this.entries = new GenerationLru(maxBytes, (entry) => entry.json.length);
  }

  get(generation: object, key: string): CachedResponse | undefined {
    return this.entries.get(generation, key);
  }

  set(generation: object, key: string, body: unknown, total?: number): CachedResponse {
    const json = JSON.stringify(body);
    // The same strong ETag @fastify/etag would compute for this body.
    const entry: CachedResponse = { json, etag: `"${createHash('sha1').update(json).digest('base64')}"`, total };
    this.entries.set(generation, key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
