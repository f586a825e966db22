import { languageName, languageOwnName } from './display-names';

describe("languages' names from Intl", () => {
  it("names a language in the reader's language, as the console's product editor labels its fields", () => {
    expect(['ar', 'es', 'fr'].map((language) => languageName(language, 'en'))).toEqual(['Arabic', 'Spanish', 'French']);
    expect(['ar', 'es', 'fr'].map((language) => languageName(language, 'ar'))).toEqual([
      'العربية',
      'الإسبانية',
      'الفرنسية',
    ]);
    // A language the shop does not have yet is named too: adding one needs no line for its name.
    expect(languageName('de', 'en')).toBe('German');
  });

  it('names a language in itself, as the language switches do', () => {
    expect(languageOwnName('ar')).toBe('العربية');
    expect(languageOwnName('fr')).toBe('français');
  });
});
