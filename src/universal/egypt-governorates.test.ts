import {
  EGYPT_GOVERNORATE_NAMES,
  EGYPT_GOVERNORATES,
  findGovernorate,
  type Governorate,
  governorateIn,
  governorateName,
} from './egypt-governorates';
import { type Locale, LOCALES } from './i18n/locale';

describe("Egypt's governorates", () => {
  it('are the 27, each with its ISO 3166-2 code and a name in every shop language', () => {
    expect(EGYPT_GOVERNORATES).toHaveLength(27);
    expect(new Set(EGYPT_GOVERNORATES.map((governorate) => governorate.code)).size).toBe(27);
    for (const governorate of EGYPT_GOVERNORATES) {
      expect(governorate.code).toMatch(/^EG-[A-Z]{1,3}$/);
      for (const locale of LOCALES) expect(governorateIn(governorate, locale).trim()).not.toBe('');
      // Arabic names are written in Arabic, not transliterated.
      expect(governorate.names.ar).toMatch(/^[\p{Script=Arabic} ]+$/u);
      // A language names all 27 or none: a half-named list would mix its own names with English ones.
      expect(Object.keys(governorate.names).sort()).toEqual(Object.keys(EGYPT_GOVERNORATES[0]?.names ?? {}).sort());
    }
    for (const locale of LOCALES)
      expect(new Set(EGYPT_GOVERNORATES.map((governorate) => governorateIn(governorate, locale))).size).toBe(27);
  });

  it('are named in English in a language the list has no names for', () => {
    const giza = findGovernorate('Giza') as Governorate;
    expect(governorateIn(giza, 'xx' as Locale)).toBe('Giza');
    expect(governorateName('الجيزة', 'xx' as Locale)).toBe('Giza');
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
