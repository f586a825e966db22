import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/i18n/locale';

/** A catalog as the build ships it: ICU messages compiled to their syntax trees (webpack.config.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Only the page's own catalog is downloaded: each language is its own chunk, fetched before the
 * first render so no screen ever shows a message id.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */ `../../shared/i18n/messages/${locale}.json`
  )) as { default: Messages };
  return module.default;
}
