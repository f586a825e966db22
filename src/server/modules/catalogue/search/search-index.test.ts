import { SearchIndex } from './search-index';

const rowsOf = (hits: Int32Array) => [...hits];

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

describe('the search index over many rows', () => {
  // Item numbers give tokens of every reach: "1234" names one row, "12" a few dozen, "item" every row;
  // every hundredth row names the next lot too, so one row can hold a token in two pieces ("120").
  const words = ['ring', 'earrings', 'gold', 'golden', 'bracelet'];
  const texts = Array.from(
    { length: 3000 },
    (_, row) =>
      `item ${row} ${words[row % words.length] as string} ${row % 7 === 0 ? 'sale' : ''} ${row % 100 === 0 ? `lot ${row + 1}` : ''}`,
  );
  const index = SearchIndex.build(texts);
  const bySubstring = (tokens: string[]) =>
    texts.flatMap((text, row) => (tokens.every((token) => text.includes(token)) ? [row] : []));

  it('answers as a substring search of each text, whichever token is rarest and however many rows each lists', () => {
    const searches = [
      ['item', '1234'],
      ['1234', 'item'],
      ['ring', '199'],
      ['gold', 'sale', '7'],
      ['12'],
      ['120'],
      ['lot', '120'],
      ['1'],
      ['item', 'ring'],
      ['earrings', 'sale', '29'],
      ['item', 'gold', '2999'],
      ['sale', 'nothing'],
    ];
    for (const tokens of searches)
      expect({ tokens, rows: rowsOf(index.rowsContainingAll(tokens)) }).toEqual({ tokens, rows: bySubstring(tokens) });
  });
});
