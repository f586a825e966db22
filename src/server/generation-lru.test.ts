import { GenerationLru } from './generation-lru';

describe('GenerationLru', () => {
  const generation = {};
  const bytes = (text: string) => text.length;

  it('keeps values up to its byte budget, dropping the least recently used first', () => {
    const cache = new GenerationLru<string>(10, bytes);
    cache.set(generation, 'a', 'aaaa');
    cache.set(generation, 'b', 'bbbb');
    expect(cache.get(generation, 'a')).toBe('aaaa'); // now b is the least recently used
    cache.set(generation, 'c', 'cccc');
    expect(cache.get(generation, 'b')).toBeUndefined();
    expect(cache.get(generation, 'a')).toBe('aaaa');
    expect(cache.get(generation, 'c')).toBe('cccc');
    expect(cache.size).toBe(2);
  });

  it('drops as many old values as a large new one needs', () => {
    const cache = new GenerationLru<string>(10, bytes);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(generation, key, key.repeat(2));
    cache.set(generation, 'big', 'x'.repeat(9));
    expect(cache.size).toBe(1);
    expect(cache.get(generation, 'big')).toBe('x'.repeat(9));
  });

  it('replaces a key in place, counting only its new size', () => {
    const cache = new GenerationLru<string>(10, bytes);
    cache.set(generation, 'a', 'aaaaaa');
    cache.set(generation, 'a', 'aa');
    cache.set(generation, 'b', 'bbbbbbbb');
    expect(cache.get(generation, 'a')).toBe('aa');
    expect(cache.get(generation, 'b')).toBe('bbbbbbbb');
  });

  it('does not keep a value larger than the whole budget, nor drop others for it', () => {
    const cache = new GenerationLru<string>(10, bytes);
    cache.set(generation, 'a', 'aaaa');
    cache.set(generation, 'huge', 'x'.repeat(11));
    expect(cache.get(generation, 'huge')).toBeUndefined();
    expect(cache.get(generation, 'a')).toBe('aaaa');
  });

  it('answers nothing from another generation, and a new generation empties it', () => {
    const cache = new GenerationLru<string>(10, bytes);
    cache.set(generation, 'a', 'aaaa');
    const next = {};
    expect(cache.get(next, 'a')).toBeUndefined();
    cache.set(next, 'b', 'bbbb');
    expect(cache.get(generation, 'a')).toBeUndefined();
    expect(cache.get(next, 'a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('holds a steady number of values under many evictions', () => {
    const cache = new GenerationLru<string>(1_000, bytes);
    for (let i = 0; i < 10_000; i += 1) cache.set(generation, `k${i}`, 'v'.repeat(10));
    expect(cache.size).toBe(100);
    expect(cache.get(generation, 'k9999')).toBeDefined();
    expect(cache.get(generation, 'k9899')).toBeUndefined();
  });
});
