import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
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
      ...sendsBody('/user/preferences' satisfies ClientPath<typeof updatePreferences>, 'PATCH'),
      // On a failure the picker still applies the choice to this browser.
      onQueryStarted: (_values, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data): void => {
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data.user));
        }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdatePreferencesMutation } = profileApi;
