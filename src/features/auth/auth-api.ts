import { api } from '../../shared/api/api';
import type { Session } from '../../shared/contracts/session';
import type { SignupValues } from '../../shared/validation/auth-schemas';
import { signedIn } from '../../entities/session';

export type AuthResponse = Session;

export interface Credentials {
  email: string;
  password: string;
}

/** Forgot password never carries the link: the server mails it (see issue 3, unlike spec §7's emailData). */
export interface ForgotPasswordResponse {
  success: boolean;
  message: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Sign-in and sign-up both start a session the moment the server answers with one. */
async function startSession(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AuthResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(signedIn(data));
  } catch {
    // The screen shows the failure from the mutation's own result.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResponse, SignupValues>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: startSession,
    }),
    login: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: startSession,
    }),
    forgotPassword: build.mutation<ForgotPasswordResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    validateResetToken: build.query<{ success: boolean }, string>({
      query: (token) => `/auth/reset-password/${encodeURIComponent(token)}`,
      // A link checked a minute ago may have been used since: always ask again.
      keepUnusedDataFor: 0,
    }),
    /** Ends the session on the server; it takes the token because the browser has already let it go. */
    logout: build.mutation<{ success: boolean }, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    }),
    checkEmailUndo: build.query<{ success: boolean }, string>({
      query: (token) => `/auth/email-change/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
    undoEmailChange: build.mutation<{ email: string; resetToken: string }, string>({
      query: (token) => ({ url: `/auth/email-change/${encodeURIComponent(token)}/undo`, method: 'POST' }),
    }),
    resetPassword: build.mutation<ForgotPasswordResponse, ResetPasswordRequest>({
      query: ({ token, ...body }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}`,
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
} = authApi;
