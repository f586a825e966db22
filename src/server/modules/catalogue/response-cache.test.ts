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
});
