import { api } from '../../browser-kit/api/api';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { getProfile, Profile, updatePreferences } from '../../universal/contracts/profile';

export type { Profile };

/**
 * What every page's header needs of the profile (the language and currency picker). The profile
 * screen's own changes are in profile-changes-api.ts, which loads with that screen.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Answer<typeof getProfile>, void>({
      query: () => '/user/profile' satisfies ClientPath<typeof getProfile>,
      providesTags: ['Profile'],
    }),
    /** The header picker: language and/or currency only, works on an unfinished profile. */
    updatePreferences: build.mutation<Answer<typeof updatePreferences>, Body<typeof updatePreferences>>({
      query: (body) => ({
        url: '/user/preferences' satisfies ClientPath<typeof updatePreferences>,
        method: 'PATCH',
        body,
      }),
      async onQueryStarted(_values, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data.user));
        } catch {
          // The picker still applies the choice to this browser.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdatePreferencesMutation } = profileApi;
