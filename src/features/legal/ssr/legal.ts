import { LEGAL_PAGES, type LegalPage, legalPath } from '../../../universal/legal-pages';
import type { LegalPageText } from '../../../universal/contracts/legal';
import type { ServerRendering } from '../../../browser-kit/route-entry';
import { legalApi, legalPageArgs } from '../legal-api';
import { LEGAL_TITLES } from '../../../browser-kit/ui/legal-titles';

/** A legal page: its text in the page's language comes with the HTML, so the browser asks nothing. */
function legalRendering(page: LegalPage): ServerRendering<LegalPageText | undefined> {
  return {
    chunk: 'screen-legal',
    async prefetch(store, { locale }) {
      return (await store.dispatch(legalApi.endpoints.getLegalPage.initiate(legalPageArgs(page, locale)))).data;
    },
    head(_text, { intl }) {
      const title = intl.formatMessage({ id: LEGAL_TITLES[page] });
      return {
        title,
        description: intl.formatMessage({ id: 'legal.description' }, { title }),
        canonicalPath: legalPath(page),
        indexable: true,
        jsonLd: [],
        type: 'website',
      };
    },
    sitemap: () => [legalPath(page)],
  };
}

/** Each page's server part, made once (the server lists the distinct parts for the sitemap). */
export const LEGAL_RENDERINGS = Object.fromEntries(LEGAL_PAGES.map((page) => [page, legalRendering(page)])) as Record<
  LegalPage,
  ServerRendering<LegalPageText | undefined>
>;
