import type { ReactNode } from 'react';

/**
 * A rich text's <strong> part (an amount, an order number) set apart from the sentence's direction, so a
 * Latin number keeps its order inside an Arabic sentence: the `strong` value of FormattedMessage.
 */
export const strongIsolated = (chunks: ReactNode) => (
  <strong>
    <bdi>{chunks}</bdi>
  </strong>
);
