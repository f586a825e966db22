import { Box } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import { type BasketChange, changeText } from '../basket-changes';

/**
 * The cart changed under the checkout page (another tab or device): says so, and lists each change
 * against what the page showed before. `refused`: the server turned an order down because of it.
 */
export function CartChangedBanner({ refused, changes }: { refused: boolean; changes: readonly BasketChange[] }) {
  const intl = useIntl();
  return (
    <FormBanner severity="warning" title={intl.formatMessage({ id: 'checkout.cartChanged.title' })}>
      {intl.formatMessage({ id: refused ? 'checkout.cartChanged.refused' : 'checkout.cartChanged.refreshed' })}
      {changes.length > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'checkout.cartChanged.changes' })}
          sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}
        >
          {changes.map((change) => {
            const { id, values } = changeText(change);
            const key = `${change.kind}-${'sku' in change ? change.sku : change.code}`;
            return (
              <li key={key}>
                <FormattedMessage
                  id={id}
                  values={{
                    ...values,
                    // Product names and codes keep their own direction inside right-to-left text.
                    ...('title' in values && { title: <bdi>{values.title}</bdi> }),
                    ...('code' in values && { code: <bdi>{values.code}</bdi> }),
                  }}
                />
              </li>
            );
          })}
        </Box>
      )}
    </FormBanner>
  );
}
