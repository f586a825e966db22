import type { MessageId } from '../../universal/i18n/messages';
import type { LegalPage } from '../../universal/legal-pages';

/**
 * Each legal page's name, as its heading, its links and the footer give it. A module without components: the
 * footer (on every page) reads the names without the links of legal-links.tsx and MUI's Link with them.
 */
export const LEGAL_TITLES: Readonly<Record<LegalPage, MessageId>> = {
  terms: 'legal.title.terms',
  privacy: 'legal.title.privacy',
  returns: 'legal.title.returns',
  delivery: 'legal.title.delivery',
};
