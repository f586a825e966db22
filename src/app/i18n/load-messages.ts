import type { MessageFormatElement } from 'react-intl';
import type { Messages } from '../../universal/i18n/catalogs';
import type { Locale } from '../../universal/i18n/locale';
import { addMessageTrees, type ShippedMessages } from '../../browser-kit/i18n/message-trees';

/** What each catalog script hands its texts to (scripts/message-split-webpack-plugin.ts writes them). */
interface CatalogQueue {
  push(texts: ShippedMessages): unknown;
}

declare global {
  interface Window {
    storefrontMessages?: ShippedMessages[] | CatalogQueue;
  }
}

/** The build's runtime (scripts/message-split-webpack-plugin.ts): loads the entry's texts in a language. */
declare const __webpack_require__: { loadMessages(locale: Locale): Promise<void> };

/**
 * Only the page's own language is downloaded, and of it only what the page's code names: the entry's
 * texts before the first render, then each lazily loaded chunk's texts with the chunk (its `import()`
 * settles once they are in), so no screen ever shows a message id. The catalog returned is the one
 * object every later chunk's texts are added to. Every message reaches react-intl as a syntax tree:
 * it has no parser to read a string with.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const trees: Record<string, MessageFormatElement[]> = {};
  const add = (texts: ShippedMessages) => addMessageTrees(trees, texts);
  const queued = window.storefrontMessages;
  if (Array.isArray(queued)) queued.forEach(add);
  window.storefrontMessages = { push: add };
  await __webpack_require__.loadMessages(locale);
  return trees;
}
