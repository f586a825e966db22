import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getLegalPage } from '../../universal/contracts/legal';
import { DEFAULT_LOCALE, type Locale } from '../../universal/i18n/locale';
import type { LegalPage } from '../../universal/legal-pages';

/** Which legal page, in which language: the screen's hook and the server's prefetch build it alike. */
export interface LegalPageArgs {
  page: LegalPage;
  lang: Locale;
}

export const legalPageArgs = (page: LegalPage, lang: Locale): LegalPageArgs => ({ page, lang });

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLegalPage: build.query<Answer<typeof getLegalPage>, LegalPageArgs>({
      query: ({ page, lang }) =>
        `${`/legal/${page}` satisfies ClientPath<typeof getLegalPage>}${lang === DEFAULT_LOCALE ? '' : `?lang=${lang}`}`,
    }),
  }),
});

export const { useGetLegalPageQuery } = legalApi;
