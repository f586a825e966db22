import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { StockLevel } from '../../../universal/variants';
import type { MessageId } from '../../../universal/i18n/messages';

export type StockLineLevel = StockLevel | 'unavailable';

const TEXT: Readonly<Record<StockLineLevel, MessageId>> = {
  'in-stock': 'product.stock.inStock',
  low: 'product.stock.low',
  out: 'product.stock.out',
  unavailable: 'product.stock.unavailable',
};

/** Theme colours with at least 4.5:1 on the buy box's white (WCAG AA for text): teal green, and red for a warning. */
const COLOUR: Readonly<Record<StockLineLevel, string>> = {
  'in-stock': 'success.main',
  low: 'error.main',
  out: 'error.main',
  unavailable: 'error.main',
};

/**
 * "In stock", "Only 3 left" or "Out of stock" (issue 33), or that the chosen combination is not sold.
 * A polite live region: a screen reader hears the line change as the shopper changes the choice.
 */
export function StockLine({ level, units, id }: { level: StockLineLevel; units: number; id?: string }) {
  const intl = useIntl();
  return (
    <Typography id={id} role="status" aria-live="polite" sx={{ color: COLOUR[level], fontWeight: 700, fontSize: 18 }}>
      {intl.formatMessage({ id: TEXT[level] }, { count: units })}
    </Typography>
  );
}
