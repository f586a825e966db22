import { searchClauses, searchStem, synonymTable } from './search-forms';
import { foldForSearch } from '../../../../universal/search-fold';

const stem = (word: string) => searchStem(foldForSearch(word));

describe('searchStem', () => {
  it.each([
    ['robes', 'robe'],
    ['robe', 'robe'],
    ['rouges', 'roug'],
    ['rouge', 'roug'],
    ['femmes', 'femm'],
    ['femme', 'femm'],
    ['noire', 'noir'],
    ['bijoux', 'bijou'],
    ['écharpes', 'echarp'],
  ])('French: %s is looked for as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['blanco', 'blanc'],
    ['blanca', 'blanc'],
    ['blancos', 'blanc'],
    ['blancas', 'blanc'],
    ['colores', 'color'],
    ['vestidos', 'vestid'],
  ])('Spanish: %s is looked for as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['سماعة', 'سماع'],
    ['سماعات', 'سماع'],
    ['السماعات', 'سماع'],
    ['بالسماعة', 'سماع'],
    ['وبالسماعات', 'سماع'],
    ['للسماعات', 'سماع'],
    ['فالسماعة', 'سماع'],
    ['وسماعات', 'سماع'],
  ])('Arabic: %s is looked for as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['or', 'or'],
    ['ring', 'ring'],
    ['4242', '4242'],
    ["men's", "men's"],
    ['وسادة', 'وساد'],
    ['ورد', 'ورد'],
    ['باب', 'باب'],
  ])('keeps short words, numbers and the letters a short stem needs: %s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('stems the last run of letters of a mixed word', () => {
    expect(stem('T-Shirts')).toBe('t-shirt');
  });

  it('always answers a substring of the word, so a search never finds less than before', () => {
    for (const word of ['robes', 'blancas', 'وبالسماعات', 'colores', 'headphones', 'سماعة', 'x', 'مم']) {
      expect(foldForSearch(word)).toContain(stem(word));
    }
  });
});

describe('searchClauses', () => {
  it('is each stem once, without synonyms', () => {
    expect(searchClauses(['robes', 'rouges', 'robe'])).toEqual([[['robe']], [['roug']]]);
  });

  it('expands a word or a phrase of a synonym group into the group, whichever form is searched', () => {
    const synonyms = synonymTable([
      ['jean', 'jeans'],
      ['hoodie', 'sweat a capuche'],
    ]);
    expect(searchClauses(['jeans', 'femme'], synonyms)).toEqual([[['jean']], [['femm']]]);
    expect(searchClauses(['hoodies', 'noir'], synonyms)).toEqual([[['hoodi'], ['sweat', 'a', 'capuch']], [['noir']]]);
    expect(searchClauses(['sweat', 'a', 'capuche'], synonyms)).toEqual([[['hoodi'], ['sweat', 'a', 'capuch']]]);
  });
});
