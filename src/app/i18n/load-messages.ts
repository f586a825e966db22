import type { LiteralElement } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/i18n/locale';

/** A catalog as the build ships it: ICU messages compiled to their syntax trees (webpack.config.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A plain-text message is shipped as its text (scripts/icu-ast-loader.cjs): its tree is built here. */
const LITERAL: LiteralElement['type'] = 0;

/**
 * Only the page's own catalog is downloaded: each language is its own chunk, fetched before the
 * first render so no screen ever shows a message id. Every message reaches react-intl as a syntax
 * tree: it has no parser to read a string with.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */ `../../shared/i18n/messages/${locale}.json`
  )) as { default: Record<string, string | MessageFormatElement[]> };
  const trees: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(module.default)) {
    trees[id] = typeof message === 'string' ? [{ type: LITERAL, value: message }] : message;
  }
  return trees;
}
