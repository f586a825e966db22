import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { resendVerification } from '../../universal/contracts/auth';

/** The account page's "Send the link again" for an address not confirmed yet (decision 0090). */
export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendVerification: build.mutation<Answer<typeof resendVerification>, void>({
      query: () => ({ url: '/auth/verification' satisfies ClientPath<typeof resendVerification>, method: 'POST' }),
      // Confirmed meanwhile in another tab: the profile's flag is read again, and the note goes.
      invalidatesTags: (answer) => (answer?.emailVerified ? ['Profile'] : []),
    }),
  }),
});

export const { useResendVerificationMutation } = verificationApi;
