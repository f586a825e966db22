import { createHash } from 'node:crypto';

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
  private readonly entries = new Map<string, CachedResponse>();
  private generation: object | undefined;
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(generation: object, key: string): CachedResponse | undefined {
    if (generation !== this.generation) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(generation: object, key: string, body: unknown, total?: number): CachedResponse {
    const json = JSON.stringify(body);
    // The same strong ETag @fastify/etag would compute for this body.
    const entry: CachedResponse = { json, etag: `"${createHash('sha1').update(json).digest('base64')}"`, total };
    if (json.length > this.maxBytes) return entry;
    if (generation !== this.generation) {
      this.entries.clear();
      this.bytes = 0;
      this.generation = generation;
    }
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.json.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += json.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.json.length;
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
