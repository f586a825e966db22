import { DEFAULT_LOCALE, type Locale } from '../../../../universal/i18n/locale';
import type { LegalPage } from '../../../../universal/legal-pages';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/**
 * The texts a legal page shows until its owner writes their own (docs/decisions/0094): a plain outline
 * that promises nothing the shop does not do, with the shop's and the seller's details as placeholders.
 * They are documents, not screen texts: kept on the server, out of the catalogs every page loads.
 * A language with none of its own shows the English ones until its documents are written (here) or its
 * owner writes theirs in the console: a new shop language needs no line here to have its legal pages.
 */
const DEFAULT_TEXTS: Readonly<
  Record<typeof DEFAULT_LOCALE, Record<LegalPage, string>> & Partial<Record<Locale, Record<LegalPage, string>>>
> = { en, ar, fr, es };

export const defaultLegalText = (page: LegalPage, locale: Locale): string =>
  (DEFAULT_TEXTS[locale] ?? DEFAULT_TEXTS[DEFAULT_LOCALE])[page];
