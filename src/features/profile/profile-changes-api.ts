import type { ChangePasswordRequest } from '../../shared/validation/auth-schemas';
import type { ProfileValues } from '../../shared/validation/profile-schema';
import { tokenRenewed, userUpdated } from '../../entities/session';
import { type Profile, profileApi } from './profile-api';

export interface ChangePasswordResponse {
  message: string;
  /** The server revokes every older token on a change; this one keeps the current session signed in. */
  token: string;
}

/** The profile screen's changes: loaded with that screen, not with every page's header. */
export const profileChangesApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new email needs `currentPassword` (the server mails the old address and ends the other sessions). */
    updateProfile: build.mutation<{ user: Profile }, ProfileValues & { currentPassword?: string }>({
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

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileChangesApi;
