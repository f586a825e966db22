import type { LiteralElement } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';

/** A catalog as the browser's build ships it: a plain text as itself, any other message as its syntax tree. */
export type ShippedMessages = Record<string, string | MessageFormatElement[]>;

/** A plain-text message is shipped as its text (scripts/icu-ast-loader.cjs): its tree is built here. */
const LITERAL: LiteralElement['type'] = 0;

/**
 * Adds shipped messages to a catalog of syntax trees: the browser's react-intl has no ICU parser, so every
 * message must reach it as a tree (the shop's catalogs and the console's alike).
 */
export function addMessageTrees(trees: Record<string, MessageFormatElement[]>, shipped: ShippedMessages): void {
  for (const [id, message] of Object.entries(shipped)) {
    trees[id] = typeof message === 'string' ? [{ type: LITERAL, value: message }] : message;
  }
}
