import { Box, Chip, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { addressLines } from '../../universal/i18n/address-lines';
import type { SavedAddress } from '../../universal/contracts/addresses';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';

/**
 * A saved address as a card shows it: its label and whether it is the default, then its lines in the
 * shopper's language (addressLines) and the phone. Spans only, so it may sit inside a radio's label.
 */
export function SavedAddressSummary({ address }: { address: SavedAddress }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const lines = addressLines(address, locale, intl.formatMessage({ id: 'address.separator' }));
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
      {(address.label || address.isDefault) && (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          {address.label && (
            <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <bdi>{address.label}</bdi>
            </Typography>
          )}
          {address.isDefault && (
            <Chip size="small" color="success" label={intl.formatMessage({ id: 'addresses.default' })} />
          )}
        </Box>
      )}
      {lines.map((line, index) => (
        <Typography
          key={index}
          component="span"
          variant="body2"
          sx={{ display: 'block', overflowWrap: 'anywhere', fontWeight: index === 0 ? 600 : undefined }}
        >
          <bdi>{line}</bdi>
        </Typography>
      ))}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {intl.formatMessage({ id: 'orderDetail.phone' }, { phone: <bdi key="phone">{address.phone}</bdi> })}
      </Typography>
    </Box>
  );
}
