import type { MessageFormatElement } from 'react-intl';
import { addMessageTrees, type ShippedMessages } from '../../browser-kit/i18n/message-trees';
import type { AdminLocale } from './locale';
import type en from '../messages/en.json';

/** Every message id of the console: the English catalog's keys (the Arabic one has the same, a test says so). */
export type AdminMessageId = keyof typeof en;
export type AdminMessages = ShippedMessages;

/**
 * The language's catalog, as its own chunk. In the browser's bundle the catalogs arrive compiled
 * (webpack.config.ts; no ICU parser there), so every message must reach react-intl as a syntax tree;
 * tests read the JSON as written and react-intl parses it.
 */
export async function loadMessages(locale: AdminLocale): Promise<AdminMessages> {
  const module = (await import(/* webpackChunkName: "admin-messages-[request]" */ `../messages/${locale}.json`)) as {
    default: ShippedMessages;
  };
  if (!process.env.BROWSER_BUNDLE) return module.default;
  const trees: Record<string, MessageFormatElement[]> = {};
  addMessageTrees(trees, module.default);
  return trees;
}
