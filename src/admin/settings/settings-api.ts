import type { Answer, ClientPath } from '../../core/contracts/endpoint';
import type { getAdminSettings, RateCurrency, setAdminRate } from '../../core/contracts/admin/settings';
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
  }),
});

export const { useSettingsQuery, useSetRateMutation } = settingsApi;
