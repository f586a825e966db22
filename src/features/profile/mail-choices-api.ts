import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  getMailChoices,
  MailChoices,
  MailSubscription,
  resubscribe,
  unsubscribe,
  updateMailChoices,
} from '../../universal/contracts/mail-preferences';

export type { MailChoices, MailSubscription };

/**
 * The marketing mails' choices (decision 0117): the profile's switches, and the unsubscribe page's two
 * calls, which the mail's link makes without a session. Loaded with those two screens only.
 */
export const mailChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailChoices: build.query<Answer<typeof getMailChoices>, void>({
      query: () => '/user/mail-preferences' satisfies ClientPath<typeof getMailChoices>,
    }),
    updateMailChoices: build.mutation<Answer<typeof updateMailChoices>, Body<typeof updateMailChoices>>({
      ...sendsBody('/user/mail-preferences' satisfies ClientPath<typeof updateMailChoices>, 'PUT'),
      onQueryStarted: (_values, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data): void => {
          dispatch(mailChoicesApi.util.upsertQueryData('getMailChoices', undefined, data));
        }),
    }),
    /** The link's token says which address and kind; `subscribed` false unsubscribes, true turns it back on. */
    setSubscription: build.mutation<Answer<typeof unsubscribe>, { token: string; subscribed: boolean }>({
      query: ({ token, subscribed }) => ({
        url: (subscribed ? '/mail/resubscribe' : '/mail/unsubscribe') satisfies
          ClientPath<typeof unsubscribe> | ClientPath<typeof resubscribe>,
        method: 'POST',
        params: { token },
      }),
    }),
  }),
});

export const { useGetMailChoicesQuery, useUpdateMailChoicesMutation, useSetSubscriptionMutation } = mailChoicesApi;
