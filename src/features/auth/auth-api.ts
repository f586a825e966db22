import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type {
  checkEmailUndo,
  checkResetLink,
  forgotPassword,
  login,
  register,
  resetPassword,
  undoEmailChange,
  verifyEmail,
} from '../../universal/contracts/auth';
import type { Answer, Body, ClientPath, Params } from '../../universal/contracts/endpoint';
import type { logout } from '../../universal/contracts/session';
import { signedIn } from '../../entities/session';

/** What sign-up and sign-in answer: the session the client starts. */
export type AuthResponse = Answer<typeof login>;

/** A reset link's token and the new password, twice (the server checks that the two match, as the form does). */
export type ResetPasswordRequest = Params<typeof resetPassword> & Body<typeof resetPassword>;

/**
 * Sign-in and sign-up both start a session the moment the server answers with one (the screen shows a
 * failure from the mutation's own result).
 */
const startSession = (
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AuthResponse }> },
) => whenAnswered(queryFulfilled, (data) => dispatch(signedIn(data)));

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Answer<typeof register>, Body<typeof register>>({
      ...sendsBody('/auth/register' satisfies ClientPath<typeof register>, 'POST'),
      onQueryStarted: startSession,
    }),
    login: build.mutation<Answer<typeof login>, Body<typeof login>>({
      ...sendsBody('/auth/login' satisfies ClientPath<typeof login>, 'POST'),
      onQueryStarted: startSession,
    }),
    /** Never carries the link: the server mails it (see issue 3, unlike spec §7's emailData). */
    forgotPassword: build.mutation<Answer<typeof forgotPassword>, Body<typeof forgotPassword>>({
      ...sendsBody('/auth/forgot-password' satisfies ClientPath<typeof forgotPassword>, 'POST'),
    }),
    validateResetToken: build.query<Answer<typeof checkResetLink>, string>({
      query: (token) => `/auth/reset-password/${encodeURIComponent(token)}` satisfies ClientPath<typeof checkResetLink>,
      // A link checked a minute ago may have been used since: always ask again.
      keepUnusedDataFor: 0,
    }),
    /** Ends the session on the server; it takes the token because the browser has already let it go. */
    logout: build.mutation<Answer<typeof logout>, string>({
      query: (token) => ({
        url: '/auth/logout' satisfies ClientPath<typeof logout>,
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    checkEmailUndo: build.query<Answer<typeof checkEmailUndo>, string>({
      query: (token) => `/auth/email-change/${encodeURIComponent(token)}` satisfies ClientPath<typeof checkEmailUndo>,
      keepUnusedDataFor: 0,
    }),
    undoEmailChange: build.mutation<Answer<typeof undoEmailChange>, string>({
      query: (token) => ({
        url: `/auth/email-change/${encodeURIComponent(token)}/undo` satisfies ClientPath<typeof undoEmailChange>,
        method: 'POST',
      }),
    }),
    /** Follows an email verification link (decision 0090): works signed in or not. */
    verifyEmail: build.mutation<Answer<typeof verifyEmail>, string>({
      query: (token) => ({
        url: `/auth/verify-email/${encodeURIComponent(token)}` satisfies ClientPath<typeof verifyEmail>,
        method: 'POST',
      }),
      // The account page's note reads the profile's flag: read it again.
      invalidatesTags: (answer) => (answer ? ['Profile'] : []),
    }),
    resetPassword: build.mutation<Answer<typeof resetPassword>, ResetPasswordRequest>({
      query: ({ token, ...body }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}` satisfies ClientPath<typeof resetPassword>,
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useValidateResetTokenQuery,
  useResetPasswordMutation,
  useCheckEmailUndoQuery,
  useUndoEmailChangeMutation,
  useVerifyEmailMutation,
} = authApi;
