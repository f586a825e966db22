import type { LiteralElement } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import type { Messages } from '../../core/i18n/catalogs';
import type { Locale } from '../../core/i18n/locale';

/** A plain-text message is shipped as its text (scripts/icu-ast-loader.cjs): its tree is built here. */
const LITERAL: LiteralElement['type'] = 0;

/**
 * Only the page's own catalog is downloaded: each language is its own chunk, fetched before the
 * first render so no screen ever shows a message id. Every message reaches react-intl as a syntax
 * tree: it has no parser to read a string with.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */ `../../core/i18n/messages/${locale}.json`
  )) as { default: Record<string, string | MessageFormatElement[]> };
  const trees: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(module.default)) {
    trees[id] = typeof message === 'string' ? [{ type: LITERAL, value: message }] : message;
  }
  return trees;
}
