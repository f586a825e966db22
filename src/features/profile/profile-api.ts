import { api } from '../../shared/api/api';
import type { Profile } from '../../core/contracts/profile';
import type { ProfileValues } from '../../core/validation/profile-schema';

export type { Profile };

/**
 * What every page's header needs of the profile (the language and currency picker). The profile
 * screen's own changes are in profile-changes-api.ts, which loads with that screen.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => '/user/profile', providesTags: ['Profile'] }),
    /** The header picker: language and/or currency only, works on an unfinished profile. */
    updatePreferences: build.mutation<
      { user: Profile },
      Partial<Pick<ProfileValues['preferences'], 'language' | 'currency'>>
    >({
      query: (body) => ({ url: '/user/preferences', method: 'PATCH', body }),
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
