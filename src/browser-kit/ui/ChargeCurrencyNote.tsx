import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { currencyName } from '../../universal/i18n/display-names';
import { useShopperLocale } from '../i18n/shopper-locale';
import { Money } from './Money';

/**
 * Says plainly what the shopper will be charged in (issue 50): the settlement currency by its code and name,
 * with the amount when it is known (checkout), exactly; and, while prices show in another display currency,
 * that those are approximate.
 */
export function ChargeCurrencyNote({ currency, amount }: { currency: string; amount?: number }) {
  const { locale, currency: shown } = useShopperLocale();
  const names = { code: currency, currency: currencyName(currency, locale) };
  return (
    <Typography variant="body2" color="text.secondary" data-testid="charge-currency">
      {amount === undefined ? (
        <FormattedMessage id="cart.chargedIn" values={names} />
      ) : (
        <FormattedMessage
          id="checkout.chargedIn"
          values={{ ...names, amount: <Money cents={amount} currency={currency} exact /> }}
        />
      )}
      {shown !== currency && (
        <>
          {' '}
          <FormattedMessage id="money.approximateNote" />
        </>
      )}
    </Typography>
  );
}
