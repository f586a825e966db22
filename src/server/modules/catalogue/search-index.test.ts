import { SearchIndex } from './search-index';

const rowsOf = (hits: Uint8Array) => [...hits.keys()].filter((row) => hits[row] === 1);

describe('the search index', () => {
  const index = SearchIndex.build([
    'gold ring a ring of gold.',
    "golden earrings\tfor men's evenings",
    'silver bracelet 50%_off',
    'خاتم ذهب',
    '',
  ]);

  it('finds a token anywhere inside a word, as a substring search of each text would', () => {
    expect(rowsOf(index.rowsContainingAll(['ring']))).toEqual([0, 1]);
    expect(rowsOf(index.rowsContainingAll(['gold.']))).toEqual([0]);
    expect(rowsOf(index.rowsContainingAll(["men's"]))).toEqual([1]);
    expect(rowsOf(index.rowsContainingAll(['50%_']))).toEqual([2]);
    expect(rowsOf(index.rowsContainingAll(['ذه']))).toEqual([3]);
    expect(rowsOf(index.rowsContainingAll(['platinum']))).toEqual([]);
  });

  it('keeps the rows holding every token, and every row for none', () => {
    expect(rowsOf(index.rowsContainingAll(['gold', 'ring']))).toEqual([0, 1]);
    expect(rowsOf(index.rowsContainingAll(['gold', 'evening']))).toEqual([1]);
    expect(rowsOf(index.rowsContainingAll(['gold', 'silver']))).toEqual([]);
    expect(rowsOf(index.rowsContainingAll([]))).toEqual([0, 1, 2, 3, 4]);
  });

  it('says whether any text holds a token', () => {
    expect(['ring', 'ذهب', '50%', 'platinum', 'ring a', ''].map((token) => index.contains(token))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('never matches across two words or two texts', () => {
    expect(rowsOf(index.rowsContainingAll(['ring a']))).toEqual([]);
    expect(rowsOf(index.rowsContainingAll(['gold.golden']))).toEqual([]);
    expect(rowsOf(index.rowsContainingAll(['ringsfor']))).toEqual([]);
  });
});
