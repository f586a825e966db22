import type { MessageId } from '../../../universal/i18n/messages';
import type { ServerRendering } from '../../../browser-kit/route-entry';

/** Sign-in and sign-up: their own title and description, kept out of the index. */
export const signInPage = (chunk: string, title: MessageId, description: MessageId): ServerRendering => ({
  chunk,
  head: (_data, { intl, path }) => ({
    title: intl.formatMessage({ id: title }),
    description: intl.formatMessage({ id: description }),
    canonicalPath: path,
    indexable: false,
    jsonLd: [],
    type: 'website',
  }),
});
