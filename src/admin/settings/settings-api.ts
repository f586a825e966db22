import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  getAdminLegalTexts,
  getAdminSettings,
  RateCurrency,
  resetAdminLegalText,
  SellerDetails,
  setAdminLegalText,
  setAdminRate,
  setSellerDetails,
} from '../../universal/contracts/admin/settings';
import type { Locale } from '../../universal/i18n/locale';
import type { LegalPage } from '../../universal/legal-pages';
import { adminApi } from '../api/admin-api';

export const settingsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<Answer<typeof getAdminSettings>, void>({
      query: () => '/admin/settings' satisfies ClientPath<typeof getAdminSettings>,
      providesTags: ['Settings'],
    }),
    /** Answers every rate as it is now: it replaces the cached ones; the trail is asked again. */
    setRate: build.mutation<Answer<typeof setAdminRate>, { currency: RateCurrency; unitsPerUsd: number }>({
      query: ({ currency, unitsPerUsd }) => ({
        url: `/admin/settings/rates/${currency}` satisfies ClientPath<typeof setAdminRate>,
        method: 'PUT',
        body: { unitsPerUsd },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('settings', undefined, (draft) => {
              draft.rates = data;
            }),
          );
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
    /** Answers the details as stored (trimmed): they replace the cached ones; the trail is asked again. */
    setSeller: build.mutation<Answer<typeof setSellerDetails>, SellerDetails>({
      query: (body) => ({
        url: '/admin/settings/seller' satisfies ClientPath<typeof setSellerDetails>,
        method: 'PUT',
        body,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('settings', undefined, (draft) => {
              draft.seller = data;
            }),
          );
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
    legalTexts: build.query<Answer<typeof getAdminLegalTexts>, void>({
      query: () => '/admin/settings/legal' satisfies ClientPath<typeof getAdminLegalTexts>,
    }),
    /** One page in one language: a text sets it, null gives it back its default text. */
    setLegalText: build.mutation<
      Answer<typeof setAdminLegalText>,
      { page: LegalPage; locale: Locale; body: string | null }
    >({
      query: ({ page, locale, body }) =>
        body === null
          ? {
              url: `/admin/settings/legal/${page}/${locale}` satisfies ClientPath<typeof resetAdminLegalText>,
              method: 'DELETE',
            }
          : {
              url: `/admin/settings/legal/${page}/${locale}` satisfies ClientPath<typeof setAdminLegalText>,
              method: 'PUT',
              body: { body },
            },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('legalTexts', undefined, (draft) => {
              draft.texts = draft.texts.map((text) =>
                text.page === data.page && text.locale === data.locale ? data : text,
              );
            }),
          );
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const {
  useSettingsQuery,
  useSetRateMutation,
  useSetSellerMutation,
  useLegalTextsQuery,
  useSetLegalTextMutation,
} = settingsApi;
