import { FormattedMessage, useIntl } from 'react-intl';
import { rateFor, type ShippingRate } from '../../../universal/delivery-terms';
import { regionName } from '../../../universal/i18n/display-names';
import { useShipTo } from '../../../entities/delivery';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { LeanAlert } from '../../../browser-kit/ui/LeanAlert';
import { WARNING_ICON } from '../../../browser-kit/ui/alert-icons';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';
import { Money } from '../../../browser-kit/ui/Money';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import { DeliveryPromiseLine } from './DeliveryPromiseLine';

const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;

// What `<Alert sx={{ py: 0 }}>` put over the alert, made once per theme.
const useNotDeliveredLook = themeStyles((theme) => sxRule(theme, { py: 0 }));

/**
 * What standard delivery costs and takes where the shopper is (their region's terms), or, where the
 * shop does not deliver, that it does not: said here, not at the last step of checkout (issue 34). Then
 * when an order placed now arrives (DeliveryPromiseLine).
 */
export function StandardDeliveryLine() {
  const shipTo = useShipTo();
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const notDeliveredLook = useNotDeliveredLook();
  if (shipTo.delivered === false)
    return (
      <LeanAlert severity="warning" icon={WARNING_ICON} look={notDeliveredLook}>
        {intl.formatMessage({ id: 'shipTo.notDelivered' }, { country: regionName(shipTo.country, locale) })}
      </LeanAlert>
    );
  const standard = rateFor(shipTo.terms, 'standard');
  // The same room while the terms load, so the box does not move when they arrive.
  if (!standard || !shipTo.terms) return <LeanSkeleton variant="text" width="90%" aria-hidden />;
  return (
    <>
      <StandardTerms standard={standard} currency={shipTo.terms.currency} />
      {shipTo.terms && <DeliveryPromiseLine terms={shipTo.terms} />}
    </>
  );
}

/** Standard delivery's price, its free-over threshold (in its region's currency) and its business days. */
function StandardTerms({ standard, currency }: { standard: ShippingRate; currency: string }) {
  const days = { min: standard.minDays, max: standard.maxDays, strong };
  if (standard.priceCents === 0) return <FormattedMessage id="buybox.freeStandard" values={days} />;
  if (standard.freeOverCents !== null)
    return (
      <FormattedMessage
        id="buybox.freeDelivery"
        values={{ ...days, amount: <Money cents={standard.freeOverCents} currency={currency} /> }}
      />
    );
  return (
    <FormattedMessage
      id="buybox.paidStandard"
      values={{ ...days, price: <Money cents={standard.priceCents} currency={currency} /> }}
    />
  );
}

/** "Deliver to Egypt": the header's country, named in the page's language. */
export function DeliverToLine() {
  const { country } = useShipTo();
  const { locale } = useShopperLocale();
  return <FormattedMessage id="buybox.deliverTo" values={{ country: regionName(country, locale) }} />;
}
