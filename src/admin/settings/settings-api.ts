import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  getAdminLegalTexts,
  getAdminSettings,
  RateCurrency,
  resetAdminLegalText,
  SellerDetails,
  setAdminLegalText,
  setAdminRate,
  setAdminRegionCurrency,
  setAdminRounding,
  setSellerDetails,
} from '../../universal/contracts/admin/settings';
import type { Currency } from '../../universal/i18n/money';
import type { RoundingRule } from '../../universal/settlement';
import type { Locale } from '../../universal/i18n/locale';
import type { LegalPage } from '../../universal/legal-pages';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { adminApi, audited, type CacheLifecycle } from '../api/admin-api';
import { sendsBody } from '../../browser-kit/api/sends-body';

type Settings = Answer<typeof getAdminSettings>;

/**
 * A change of one part of the settings answers that part as it is now: it replaces the cached part; the
 * trail is asked again.
 */
const replacesCached = <Part extends 'rates' | 'regions' | 'seller'>(part: Part) => ({
  onQueryStarted: (_arg: unknown, { dispatch, queryFulfilled }: CacheLifecycle<Settings[Part]>): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(
        settingsApi.util.updateQueryData('settings', undefined, (draft) => {
          draft[part] = data;
        }) as never,
      );
    }),
  ...audited,
});

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
      ...replacesCached('rates'),
    }),
    /** A currency's rounding rule: answers every rate as it is now, replacing the cached ones. */
    setRounding: build.mutation<Answer<typeof setAdminRounding>, { currency: RateCurrency; rounding: RoundingRule }>({
      query: ({ currency, rounding }) => ({
        url: `/admin/settings/rounding/${currency}` satisfies ClientPath<typeof setAdminRounding>,
        method: 'PUT',
        body: { rounding },
      }),
      ...replacesCached('rates'),
    }),
    /** A region's currency: answers every region as it is now (amounts converted), replacing the cached ones. */
    setRegionCurrency: build.mutation<Answer<typeof setAdminRegionCurrency>, { id: string; currency: Currency }>({
      query: ({ id, currency }) => ({
        url: `/admin/settings/regions/${encodeURIComponent(id)}/currency` satisfies ClientPath<
          typeof setAdminRegionCurrency
        >,
        method: 'PUT',
        body: { currency },
      }),
      ...replacesCached('regions'),
    }),
    /** Answers the details as stored (trimmed): they replace the cached ones; the trail is asked again. */
    setSeller: build.mutation<Answer<typeof setSellerDetails>, SellerDetails>({
      ...sendsBody('/admin/settings/seller' satisfies ClientPath<typeof setSellerDetails>, 'PUT'),
      ...replacesCached('seller'),
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
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data): void => {
          dispatch(
            settingsApi.util.updateQueryData('legalTexts', undefined, (draft) => {
              draft.texts = draft.texts.map((text) =>
                text.page === data.page && text.locale === data.locale ? data : text,
              );
            }),
          );
        }),
      ...audited,
    }),
  }),
});

export const {
  useSettingsQuery,
  useSetRateMutation,
  useSetRoundingMutation,
  useSetRegionCurrencyMutation,
  useSetSellerMutation,
  useLegalTextsQuery,
  useSetLegalTextMutation,
} = settingsApi;
