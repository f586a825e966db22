import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { changePassword, updateProfile } from '../../universal/contracts/profile';
import { tokenRenewed, userUpdated } from '../../entities/session';
import { profileApi } from './profile-api';

/** The profile screen's changes: loaded with that screen, not with every page's header. */
export const profileChangesApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new email needs `currentPassword` (the server mails the old address and ends the other sessions). */
    updateProfile: build.mutation<Answer<typeof updateProfile>, Body<typeof updateProfile>>({
      ...sendsBody('/user/profile' satisfies ClientPath<typeof updateProfile>, 'PUT'),
      // The profile's address is the address book's default (docs/decisions/0075): the book changed too.
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
      // Spec §4: the session keeps its token and takes the returned user; the cached profile is the answer.
      onQueryStarted: (_values, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, ({ user }): void => {
          const { id, name, email, phone } = user;
          dispatch(userUpdated({ id, name, email, phone }));
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, user));
        }),
    }),
    changePassword: build.mutation<Answer<typeof changePassword>, Body<typeof changePassword>>({
      ...sendsBody('/user/change-password' satisfies ClientPath<typeof changePassword>, 'PUT'),
      onQueryStarted: (_values, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(tokenRenewed(data.token))),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileChangesApi;
