/**
 * Egypt's 27 governorates (محافظات), the first level of every Egyptian address: an Egyptian address names
 * one in its `state` field, chosen from this list (docs/decisions/0092). The list and its names are data,
 * as the countries' names are (Intl's region names): neither Intl nor any package the shop carries names
 * subdivisions, so the official names are kept here, with the ISO 3166-2 code of each. An address stores
 * the English name, as it stores the country's, and is shown in the reader's language (address-lines).
 */
import { DEFAULT_LOCALE, type Locale } from './i18n/locale';

export interface Governorate {
  /** ISO 3166-2:EG. */
  code: string;
  /**
   * The official names: English's (what an address stores), Arabic's own, and the usual ones of the
   * other languages that have them. A language without its own reads the English (governorateIn).
   */
  names: Readonly<Record<typeof DEFAULT_LOCALE, string> & Partial<Record<Locale, string>>>;
}

export const EGYPT_GOVERNORATES: readonly Governorate[] = [
  { code: 'EG-C', names: { en: 'Cairo', ar: 'القاهرة', fr: 'Le Caire', es: 'El Cairo' } },
  { code: 'EG-ALX', names: { en: 'Alexandria', ar: 'الإسكندرية', fr: 'Alexandrie', es: 'Alejandría' } },
  { code: 'EG-PTS', names: { en: 'Port Said', ar: 'بورسعيد', fr: 'Port-Saïd', es: 'Puerto Saíd' } },
  { code: 'EG-SUZ', names: { en: 'Suez', ar: 'السويس', fr: 'Suez', es: 'Suez' } },
  { code: 'EG-DT', names: { en: 'Damietta', ar: 'دمياط', fr: 'Damiette', es: 'Damieta' } },
  { code: 'EG-DK', names: { en: 'Dakahlia', ar: 'الدقهلية', fr: 'Dakahlia', es: 'Dakahlia' } },
  { code: 'EG-SHR', names: { en: 'Sharqia', ar: 'الشرقية', fr: 'Charqiya', es: 'Sharqia' } },
  { code: 'EG-KB', names: { en: 'Qalyubia', ar: 'القليوبية', fr: 'Qalyubiya', es: 'Qaliubia' } },
  { code: 'EG-KFS', names: { en: 'Kafr El Sheikh', ar: 'كفر الشيخ', fr: 'Kafr el-Cheikh', es: 'Kafr el-Sheij' } },
  { code: 'EG-GH', names: { en: 'Gharbia', ar: 'الغربية', fr: 'Gharbiya', es: 'Gharbia' } },
  { code: 'EG-MNF', names: { en: 'Monufia', ar: 'المنوفية', fr: 'Menufeya', es: 'Menufia' } },
  { code: 'EG-BH', names: { en: 'Beheira', ar: 'البحيرة', fr: 'Beheira', es: 'Beheira' } },
  { code: 'EG-IS', names: { en: 'Ismailia', ar: 'الإسماعيلية', fr: 'Ismaïlia', es: 'Ismailía' } },
  { code: 'EG-GZ', names: { en: 'Giza', ar: 'الجيزة', fr: 'Gizeh', es: 'Guiza' } },
  { code: 'EG-BNS', names: { en: 'Beni Suef', ar: 'بني سويف', fr: 'Beni Suef', es: 'Beni Suef' } },
  { code: 'EG-FYM', names: { en: 'Faiyum', ar: 'الفيوم', fr: 'Fayoum', es: 'Fayún' } },
  { code: 'EG-MN', names: { en: 'Minya', ar: 'المنيا', fr: 'Minya', es: 'Menia' } },
  { code: 'EG-AST', names: { en: 'Asyut', ar: 'أسيوط', fr: 'Assiout', es: 'Asiut' } },
  { code: 'EG-SHG', names: { en: 'Sohag', ar: 'سوهاج', fr: 'Sohag', es: 'Sohag' } },
  { code: 'EG-KN', names: { en: 'Qena', ar: 'قنا', fr: 'Qena', es: 'Qena' } },
  { code: 'EG-ASN', names: { en: 'Aswan', ar: 'أسوان', fr: 'Assouan', es: 'Asuán' } },
  { code: 'EG-LX', names: { en: 'Luxor', ar: 'الأقصر', fr: 'Louxor', es: 'Lúxor' } },
  { code: 'EG-BA', names: { en: 'Red Sea', ar: 'البحر الأحمر', fr: 'Mer Rouge', es: 'Mar Rojo' } },
  { code: 'EG-WAD', names: { en: 'New Valley', ar: 'الوادي الجديد', fr: 'Nouvelle-Vallée', es: 'Valle Nuevo' } },
  { code: 'EG-MT', names: { en: 'Matrouh', ar: 'مطروح', fr: 'Matruh', es: 'Matrú' } },
  { code: 'EG-SIN', names: { en: 'North Sinai', ar: 'شمال سيناء', fr: 'Sinaï du Nord', es: 'Sinaí del Norte' } },
  { code: 'EG-JS', names: { en: 'South Sinai', ar: 'جنوب سيناء', fr: 'Sinaï du Sud', es: 'Sinaí del Sur' } },
];

/** What an address stores: the English names. */
export const EGYPT_GOVERNORATE_NAMES: readonly string[] = EGYPT_GOVERNORATES.map(
  (governorate) => governorate.names[DEFAULT_LOCALE],
);

/**
 * Two spellings of a name compare equal without case, accents or hamza seats ('الاسكندرية',
 * 'ALEXANDRIA', 'Ismailia' for 'Ismaïlia'), and with any run of spaces, hyphens or apostrophes as one space
 * ('Kafr el-Sheikh').
 */
const comparable = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'’-]+/gu, ' ')
    .trim()
    .toLocaleLowerCase('und');

let bySpelling: Map<string, Governorate> | undefined;

/**
 * The governorate a value names: its code or its name in any of the shop's languages, however spelt
 * as above. So an address typed before the list (a free-text 'الجيزة') or sent by another client is read.
 */
export function findGovernorate(value: unknown): Governorate | undefined {
  if (typeof value !== 'string') return undefined;
  if (!bySpelling) {
    bySpelling = new Map();
    for (const governorate of EGYPT_GOVERNORATES) {
      for (const spelling of [governorate.code, ...Object.values(governorate.names)])
        bySpelling.set(comparable(spelling), governorate);
    }
  }
  return bySpelling.get(comparable(value));
}

/**
 * A governorate's name in a language: its own where the list has one, else the English name an address
 * stores (the usual Latin spelling), so a new shop language needs no line here to show every governorate.
 */
export const governorateIn = (governorate: Governorate, locale: Locale): string =>
  governorate.names[locale] ?? governorate.names[DEFAULT_LOCALE];

/** A governorate named in the reader's language; a value the list does not know is shown as it was typed. */
export function governorateName(value: string, locale: Locale): string {
  const governorate = findGovernorate(value);
  return governorate ? governorateIn(governorate, locale) : value;
}
