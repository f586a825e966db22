import { EGYPT_GOVERNORATE_NAMES, EGYPT_GOVERNORATES, findGovernorate, governorateName } from './egypt-governorates';
import { LOCALES } from './i18n/locale';

describe("Egypt's governorates", () => {
  it('are the 27, each with its ISO 3166-2 code and a name in every shop language', () => {
    expect(EGYPT_GOVERNORATES).toHaveLength(27);
    expect(new Set(EGYPT_GOVERNORATES.map((governorate) => governorate.code)).size).toBe(27);
    for (const governorate of EGYPT_GOVERNORATES) {
      expect(governorate.code).toMatch(/^EG-[A-Z]{1,3}$/);
      for (const locale of LOCALES) expect(governorate.names[locale].trim()).not.toBe('');
      // Arabic names are written in Arabic, not transliterated.
      expect(governorate.names.ar).toMatch(/^[\p{Script=Arabic} ]+$/u);
    }
    for (const locale of LOCALES)
      expect(new Set(EGYPT_GOVERNORATES.map((governorate) => governorate.names[locale])).size).toBe(27);
  });

  it('are stored by their English names', () => {
    expect(EGYPT_GOVERNORATE_NAMES).toContain('Giza');
    expect(EGYPT_GOVERNORATE_NAMES).toContain('Kafr El Sheikh');
  });

  it.each([
    ['Giza', 'EG-GZ'],
    ['الجيزة', 'EG-GZ'],
    ['eg-gz', 'EG-GZ'],
    ['Gizeh', 'EG-GZ'],
    ['  CAIRO ', 'EG-C'],
    ['الاسكندرية', 'EG-ALX'],
    ['Kafr el-Sheikh', 'EG-KFS'],
    ['Ismailia', 'EG-IS'],
  ])('finds %p as %p', (spelling, code) => {
    expect(findGovernorate(spelling)?.code).toBe(code);
  });

  it('finds nothing in a place that is not one', () => {
    expect(findGovernorate('Dokki')).toBeUndefined();
    expect(findGovernorate('')).toBeUndefined();
    expect(findGovernorate(undefined)).toBeUndefined();
  });

  it("names one in the reader's language, and shows an unknown value as typed", () => {
    expect(governorateName('Giza', 'ar')).toBe('الجيزة');
    expect(governorateName('الجيزة', 'fr')).toBe('Gizeh');
    expect(governorateName('Luxor', 'es')).toBe('Lúxor');
    expect(governorateName('Heliopolis', 'ar')).toBe('Heliopolis');
  });
});
