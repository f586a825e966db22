import type { Answer, Body, ClientPath, Params } from '../../universal/contracts/endpoint';
import type {
  getAdminMailWords,
  previewAdminMailWords,
  resetAdminMailWords,
  setAdminMailWords,
  testAdminMailWords,
} from '../../universal/contracts/admin/mail-words';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { adminApi, audited, type CacheLifecycle } from '../api/admin-api';

/** One mail in one language, and the words the form holds for it. */
type MailOf = Params<typeof setAdminMailWords>;
type WordsFor = MailOf & Body<typeof setAdminMailWords>;

const pathOf = ({ kind, locale }: MailOf) => `/admin/mail-words/${kind}/${locale}` as const;

/** A change answers the mail's words as they are now: they replace the cached ones; the trail is asked again. */
const replacesCached = {
  onQueryStarted: (_arg: unknown, { dispatch, queryFulfilled }: CacheLifecycle<Answer<typeof setAdminMailWords>>) =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(
        mailWordsApi.util.updateQueryData('mailWords', undefined, (draft) => {
          draft.words = draft.words.map((words) =>
            words.kind === data.kind && words.locale === data.locale ? data : words,
          );
        }) as never,
      );
    }),
  ...audited,
};

export const mailWordsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    mailWords: build.query<Answer<typeof getAdminMailWords>, void>({
      query: () => '/admin/mail-words' satisfies ClientPath<typeof getAdminMailWords>,
    }),
    setMailWords: build.mutation<Answer<typeof setAdminMailWords>, WordsFor>({
      query: ({ kind, locale, subject, body }) => ({
        url: pathOf({ kind, locale }) satisfies ClientPath<typeof setAdminMailWords>,
        method: 'PUT',
        body: { subject, body },
      }),
      ...replacesCached,
    }),
    resetMailWords: build.mutation<Answer<typeof resetAdminMailWords>, MailOf>({
      query: (mail) => ({ url: pathOf(mail) satisfies ClientPath<typeof resetAdminMailWords>, method: 'DELETE' }),
      ...replacesCached,
    }),
    /** The unsaved words laid out on the server's sample order: nothing is stored or sent. */
    previewMailWords: build.mutation<Answer<typeof previewAdminMailWords>, WordsFor>({
      query: ({ kind, locale, subject, body }) => ({
        url: `${pathOf({ kind, locale })}/preview` satisfies ClientPath<typeof previewAdminMailWords>,
        method: 'POST',
        body: { subject, body },
      }),
    }),
    /** The unsaved words on the sample order, mailed to the signed-in owner: answers where it went. */
    testMailWords: build.mutation<Answer<typeof testAdminMailWords>, WordsFor>({
      query: ({ kind, locale, subject, body }) => ({
        url: `${pathOf({ kind, locale })}/test` satisfies ClientPath<typeof testAdminMailWords>,
        method: 'POST',
        body: { subject, body },
      }),
    }),
  }),
});

export const {
  useMailWordsQuery,
  useSetMailWordsMutation,
  useResetMailWordsMutation,
  usePreviewMailWordsMutation,
  useTestMailWordsMutation,
} = mailWordsApi;
