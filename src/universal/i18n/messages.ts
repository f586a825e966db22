/**
 * Message ids are the English catalog's keys. Declaring them as react-intl's message ids makes a
 * mistyped or removed id a type error wherever formatMessage / FormattedMessage names it.
 *
 * Only the type is taken from en.json here: the browser downloads the page's own catalog
 * (src/app/i18n), never the English one alongside it.
 */
import type en from './messages/en.json';

export type MessageId = keyof typeof en;

/** A message id with the values its ICU placeholders take, for texts chosen away from the screen. */
export interface MessageDescriptorWithValues {
  id: MessageId;
  values?: Record<string, string | number>;
}

declare global {
  // react-intl reads its message id type from this global namespace (FormatJS typed ids).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
