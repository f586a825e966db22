/**
 * The one way a catalogue text and a shopper's search are made comparable: the server folds every
 * product's texts with it when they are written (the stored search_text and title_lc, which both search
 * engines read) and folds each search with it before looking, so a search finds a text whichever way
 * either was spelled:
 * - lower case;
 * - Arabic: the alef forms (أ إ آ ٱ) are ا, taa marbuta (ة) is ه, alef maqsura (ى) is ي, and the
 *   short-vowel marks (tashkeel U+064B–U+0652, dagger alef U+0670) and tatweel (U+0640) are dropped;
 * - Latin: accents are dropped (é → e, ñ → n, ç → c) and the French ligatures written out (œ → oe).
 * It never changes white space, so a text and a search are cut into the same words before and after.
 */

const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064a', // ى → ي
};
const ARABIC_FORMS = /[\u0622\u0623\u0625\u0671\u0629\u0649]/g;
/** Tashkeel, the dagger alef and tatweel: written or not, the word is the same. */
const ARABIC_MARKS = /[\u064b-\u0652\u0670\u0640]/g;
/** The combining accents NFD splits off Latin letters (é is e + U+0301). */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae' };

export function foldForSearch(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(ARABIC_FORMS, (letter) => ARABIC_LETTERS[letter] ?? letter)
      .replace(ARABIC_MARKS, '')
      .normalize('NFD')
      .replace(LATIN_ACCENTS, '')
      .replace(/[œæ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      // Letters NFD split that keep their mark (ؤ is و + hamza above) are put back together.
      .normalize('NFC')
  );
}
