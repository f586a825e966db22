import { Box } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShortLine } from '../../../universal/contracts/error-body';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';

/** A line checkout found short, with the name the page showed it under. */
export interface ShortLineNamed extends ShortLine {
  title: string;
}

/**
 * Checkout was refused at the last click because others bought the last units (409 OUT_OF_STOCK):
 * says nothing was ordered and names each short line with what is left.
 */
export function OutOfStockBanner({ lines }: { lines: readonly ShortLineNamed[] }) {
  const intl = useIntl();
  return (
    <FormBanner severity="error" title={intl.formatMessage({ id: 'checkout.outOfStock.title' })}>
      {intl.formatMessage({ id: 'checkout.outOfStock.body' })}
      <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
        {lines.map((line) => (
          <li key={line.sku}>
            <FormattedMessage
              id={line.available > 0 ? 'checkout.outOfStock.low' : 'checkout.outOfStock.gone'}
              values={{ title: <bdi>{line.title}</bdi>, count: line.available }}
            />
          </li>
        ))}
      </Box>
    </FormBanner>
  );
}
