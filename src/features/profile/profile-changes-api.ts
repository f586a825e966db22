import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { changePassword, updateProfile } from '../../universal/contracts/profile';
import { tokenRenewed, userUpdated } from '../../entities/session';
import { profileApi } from './profile-api';

/** The profile screen's changes: loaded with that screen, not with every page's header. */
export const profileChangesApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new email needs `currentPassword` (the server mails the old address and ends the other sessions). */
    updateProfile: build.mutation<Answer<typeof updateProfile>, Body<typeof updateProfile>>({
      query: (body) => ({ url: '/user/profile' satisfies ClientPath<typeof updateProfile>, method: 'PUT', body }),
      // The profile's address is the address book's default (docs/decisions/0075): the book changed too.
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
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
    changePassword: build.mutation<Answer<typeof changePassword>, Body<typeof changePassword>>({
      query: (body) => ({
        url: '/user/change-password' satisfies ClientPath<typeof changePassword>,
        method: 'PUT',
        body,
      }),
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
