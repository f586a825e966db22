import { Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type AddressParts, addressLines } from '../../universal/i18n/address-lines';
import { useShopperLocale } from '../i18n/shopper-locale';

/**
 * An address as the shopper's language writes it (addressLines): the order page, the account hub, a
 * checkout review. Each line keeps its own direction ('5 Tahrir' stays '5 Tahrir' on an Arabic page);
 * `children` follow the last line (the phone).
 */
export function PostalAddress({ address, children }: { address: AddressParts; children?: ReactNode }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const lines = addressLines(address, locale, intl.formatMessage({ id: 'address.separator' }));
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          <bdi>{line}</bdi>
        </Fragment>
      ))}
      {children && (
        <>
          <br />
          {children}
        </>
      )}
    </Typography>
  );
}
