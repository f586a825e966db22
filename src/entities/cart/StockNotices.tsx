import { Box } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormBanner } from '../../browser-kit/ui/FormBanner';
import type { StockNotice } from './use-cart';

/** The product's title with its variant's values, as the shopper chose it ("Tee (Navy / M)"). */
const named = (notice: StockNotice) => (notice.label ? `${notice.title} (${notice.label})` : notice.title);

/**
 * What the cart changed to fit the stock on hand (issue 33): "Only 2 left — we changed your quantity",
 * "No longer available", each with the product's title. The cart page and checkout show it; nothing
 * when there is nothing to say.
 */
export function StockNotices({ notices }: { notices: readonly StockNotice[] }) {
  const intl = useIntl();
  if (notices.length === 0) return null;
  return (
    <FormBanner severity="warning" title={intl.formatMessage({ id: 'cart.stock.title' })}>
      <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
        {notices.map((notice) => (
          <li key={notice.sku}>
            <FormattedMessage
              id={notice.to > 0 ? 'cart.stock.lowered' : 'cart.stock.gone'}
              // Product names keep their own direction inside right-to-left text.
              values={{ title: <bdi>{named(notice)}</bdi>, count: notice.to }}
            />
          </li>
        ))}
      </Box>
    </FormBanner>
  );
}
