import { allowedEdits, correctedSearch, editDistance } from './spelling';

describe('spelling tolerance', () => {
  it('allows one edit from 4 letters and two from 8, none below 4 (letters, not bytes)', () => {
    expect(['hat', 'ring', 'jewlery', 'hedphones', 'سماعة'].map(allowedEdits)).toEqual([0, 1, 1, 2, 1]);
  });

  it('counts inserts, deletes, replacements and swapped neighbours as one edit each, stopping past the limit', () => {
    expect(editDistance('jewlery', 'jewelery', 2)).toBe(1);
    expect(editDistance('haedphones', 'headphones', 2)).toBe(1);
    expect(editDistance('headfones', 'headphones', 2)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('replaces each unknown word by the closest known one, the more common on a tie, and leaves known words', () => {
    const vocabulary = new Map([
      ['headphones', 12],
      ['wireless', 30],
      ['ring', 5],
      ['rings', 2],
    ]);
    expect(correctedSearch('wireles hedphones', vocabulary)).toBe('wireless headphones');
    expect(correctedSearch('wireless headphones', vocabulary)).toBeUndefined();
    expect(correctedSearch('rimg', vocabulary)).toBe('ring');
    expect(correctedSearch('xyzzyx', vocabulary)).toBeUndefined();
    // While typing, the last word is the start of one.
    expect(correctedSearch('hedpho', vocabulary)).toBeUndefined();
    expect(correctedSearch('hedpho', vocabulary, { typing: true })).toBe('headphones');
  });

  it('leaves a word the catalogue holds anywhere, and numbers, as typed', () => {
    const titles = new Map([
      ['rings', 2],
      ['65200', 1],
    ]);
    expect(correctedSearch('ring', titles)).toBe('rings');
    expect(correctedSearch('ring', titles, { known: (word) => word === 'ring' })).toBeUndefined();
    expect(correctedSearch('65209', titles)).toBeUndefined();
  });
});
