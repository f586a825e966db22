import { api } from '../../shared/api/api';
import type { Profile } from '../../shared/contracts/profile';
import type { ChangePasswordRequest } from '../../shared/validation/auth-schemas';
import type { ProfileValues } from '../../shared/validation/profile-schema';
import { tokenRenewed, userUpdated } from '../auth';

export type { Profile };

export interface ChangePasswordResponse {
  message: string;
  /** The server revokes every older token on a change; this one keeps the current session signed in. */
  token: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => '/user/profile', providesTags: ['Profile'] }),
    updateProfile: build.mutation<{ user: Profile }, ProfileValues>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      // Spec §4: the session keeps its token and takes the returned user; the cached profile is the answer.
      async onQueryStarted(_values, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { id, name, email, phone } = data.user;
          dispatch(userUpdated({ id, name, email, phone }));
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data.user));
        } catch {
          // The screen reports the failure.
        }
      },
    }),
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
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/user/change-password', method: 'PUT', body }),
      async onQueryStarted(_values, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(tokenRenewed(data.token));
        } catch {
          // The dialog reports the failure.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useUpdatePreferencesMutation, useChangePasswordMutation } =
  profileApi;
