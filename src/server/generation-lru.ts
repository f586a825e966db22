import { LRUCache } from 'lru-cache';

/**
 * Values by key for one generation of the catalogue (an object that changes identity with each
 * import): a new generation empties it, so nothing outlives the data it was made from. Least recently
 * used values go first once `maxBytes`, as `sizeOf` counts them, is held; a value larger than the
 * whole budget is not kept.
 *
 * The recency order is lru-cache's (decision 0133): a set that evicts costs the same however many entries
 * were evicted before. The Map this was built on kept its deleted entries until the Map grew, and each
 * eviction walked past them from the oldest end: 10.5 % of a product read's CPU when most reads missed.
 * Values are never null or undefined: a get answers undefined for a missing key.
 */
export class GenerationLru<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;
  private generation: object | undefined;

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.entries = new LRUCache<string, V>({
      maxSize: maxBytes,
      maxEntrySize: maxBytes,
      // lru-cache counts every entry as at least 1.
      sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    });
  }

  get(generation: object, key: string): V | undefined {
    return generation === this.generation ? this.entries.get(key) : undefined;
  }

  set(generation: object, key: string, value: V): void {
    if (generation !== this.generation) {
      this.generation = generation;
      this.entries.clear();
    }
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}
