import type { Locale } from '../../../../universal/i18n/locale';
import type { LegalPage } from '../../../../universal/legal-pages';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/**
 * The texts a legal page shows until its owner writes their own (docs/decisions/0094): a plain outline
 * that promises nothing the shop does not do, with the shop's and the seller's details as placeholders.
 * They are documents, not screen texts: kept on the server, out of the catalogs every page loads.
 */
const DEFAULT_TEXTS: Readonly<Record<Locale, Record<LegalPage, string>>> = { en, ar, fr, es };

export const defaultLegalText = (page: LegalPage, locale: Locale): string => DEFAULT_TEXTS[locale][page];
