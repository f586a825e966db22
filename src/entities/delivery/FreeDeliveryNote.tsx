import { FormattedMessage } from 'react-intl';
import { rateFor } from '../../universal/delivery-terms';
import { useShipTo } from './use-ship-to';
import { Money } from '../../browser-kit/ui/Money';

/** What standard delivery costs where the shopper is: free always, free over an amount, or nothing said. */
export function FreeDeliveryNote() {
  const { terms } = useShipTo();
  const standard = rateFor(terms, 'standard');
  if (!terms || !standard) return null;
  if (standard.priceCents === 0) return <FormattedMessage id="header.freeStandardDelivery" />;
  if (standard.freeOverCents === null) return null;
  return (
    <FormattedMessage
      id="header.freeDelivery"
      values={{ amount: <Money cents={standard.freeOverCents} currency={terms.currency} /> }}
    />
  );
}
