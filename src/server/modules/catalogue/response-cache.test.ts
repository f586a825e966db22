import { createHash } from 'node:crypto';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  const generation = {};

  it('keeps an answer as its UTF-8 bytes with the strong ETag of those bytes', () => {
    const cache = new ResponseCache(1_000);
    const json = JSON.stringify({ title: 'سماعات لاسلكية', price: 129.99 });
    const kept = cache.set(generation, 'product:1:ar', json, 3);
    expect(kept.body.toString('utf8')).toBe(json);
    expect(kept.etag).toBe(`"${createHash('sha1').update(json, 'utf8').digest('base64')}"`);
    expect(kept.total).toBe(3);
    expect(cache.get(generation, 'product:1:ar')).toBe(kept);
  });

  it('holds each answer in memory of its own, not a slice of a shared pool the budget does not count', () => {
    const cache = new ResponseCache(1_000);
    const kept = cache.set(generation, 'a', '{"id":1}');
    expect(kept.body.buffer.byteLength).toBe(kept.body.length);
  });

  it('counts answers by their bytes against its budget', () => {
    // Arabic letters are two bytes each in UTF-8: 300 letters are 600 bytes, so two such answers exceed 1,000.
    const cache = new ResponseCache(1_000);
    cache.set(generation, 'a', JSON.stringify('ب'.repeat(300)));
    cache.set(generation, 'b', JSON.stringify('ب'.repeat(300)));
    expect(cache.get(generation, 'a')).toBeUndefined();
    expect(cache.get(generation, 'b')).toBeDefined();
  });

  it('keeps serialized answers for one catalogue generation and drops them for the next', () => {
    const cache = new ResponseCache(1000);
    const first = {};
    const entry = cache.set(first, '/catalog/products?limit=1', '[{"id":1}]', 64);
    expect(cache.get(first, '/catalog/products?limit=1')).toEqual({
      body: Buffer.from('[{"id":1}]'),
      etag: entry.etag,
      total: 64,
    });
    expect(cache.get({}, '/catalog/products?limit=1')).toBeUndefined();
    cache.set({}, '/catalog/products?limit=2', '[]');
    expect(cache.get(first, '/catalog/products?limit=1')).toBeUndefined();
  });

  it('evicts the least recently used answers past its byte budget', () => {
    const cache = new ResponseCache(25);
    const generation = {};
    cache.set(generation, 'a', 'x'.repeat(10));
    cache.set(generation, 'b', 'y'.repeat(10));
    cache.get(generation, 'a');
    cache.set(generation, 'c', 'z'.repeat(10));
    expect([cache.get(generation, 'a'), cache.get(generation, 'b'), cache.get(generation, 'c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('keeps an answer asked for all the time while thousands of others come and go', () => {
    // Room for about 100 answers of 10 bytes.
    const cache = new ResponseCache(1000);
    const generation = {};
    cache.set(generation, 'hot', 'h'.repeat(10));
    for (let index = 0; index < 5000; index += 1) {
      cache.set(generation, `cold-${index}`, 'c'.repeat(10));
      expect(cache.get(generation, 'hot')).toBeDefined();
    }
    expect(cache.get(generation, 'cold-0')).toBeUndefined();
    expect(cache.get(generation, 'cold-4999')).toBeDefined();
  });
});
