import { Alert, Box, Typography } from '@mui/material';
import { Money } from '../../../browser-kit/ui/Money';
import { useIntl } from 'react-intl';
import {
  type DeliveryOption,
  type DeliveryTerms,
  type ShippingRate,
  shippingPrice,
} from '../../../universal/delivery-terms';
import { deliveryPromise } from '../../../universal/delivery-dates';
import { arrivalText } from '../../../universal/i18n/delivery-dates-text';
import { DELIVERY_TEXT } from '../../../universal/i18n/delivery-words';
import { type DeliveryClock, useDeliveryClock } from '../../../entities/delivery';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { ChoiceCard, ChoiceCardGroup } from './ChoiceCard';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';

/**
 * How long an option takes ("2-4 business days") and, once the page runs in the browser, the days an
 * order placed now arrives ("Arrives Tue, Nov 24 – Thu, Nov 26"), by the rate's cut-off, working days and
 * the region's holidays.
 */
function OptionTime({ rate, holidays, clock }: { rate: ShippingRate; holidays: string[]; clock?: DeliveryClock }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const eta = intl.formatMessage({ id: DELIVERY_TEXT[rate.option].eta }, { min: rate.minDays, max: rate.maxDays });
  const promise = clock && deliveryPromise(rate, holidays, clock.now, clock.timeZone);
  const arrives =
    promise &&
    intl.formatMessage(
      { id: 'delivery.arrives' },
      { dates: arrivalText({ from: promise.earliest, to: promise.latest }, clock.today, locale) },
    );
  // Same-day's words say "today": kept while it arrives today, replaced by the day it arrives after that.
  const sameDay = rate.option === 'same-day';
  const arrivesToday = promise?.earliest === clock?.today;
  return (
    <>
      {(!arrives || !sameDay || arrivesToday) && (
        <Typography component="span" variant="body2" color="success.main" sx={{ display: 'block' }}>
          {eta}
        </Typography>
      )}
      {arrives && !(sameDay && arrivesToday) && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {arrives}
        </Typography>
      )}
    </>
  );
}

/**
 * The delivery options of the shipping country's region, each with its price for these goods (free past
 * the region's threshold) and its time (spec §9's three in the United States: standard free in 5-7
 * business days, express $9.99, same-day $19.99). `terms` undefined: still loading; null: the shop does
 * not deliver to `countryName`.
 */
export function DeliveryOptionGroup({
  value,
  onChange,
  terms,
  goodsCents,
  countryName,
  disabled,
}: {
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
  terms: DeliveryTerms | null | undefined;
  /** The goods after any discount, in the terms' currency: what a free-over threshold is measured against (undefined while priced). */
  goodsCents: number | undefined;
  countryName: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const clock = useDeliveryClock();
  if (terms === null)
    return (
      <Alert severity="warning">
        {intl.formatMessage({ id: 'checkout.delivery.unavailable' }, { country: countryName })}
      </Alert>
    );
  if (terms === undefined) return <LeanSkeleton variant="rounded" height={150} aria-hidden />;
  return (
    <ChoiceCardGroup
      id="delivery-option-label"
      legendId="checkout.delivery.legend"
      name="deliveryOption"
      value={value}
      onChange={(chosen) => onChange(chosen as DeliveryOption)}
    >
      {terms.shipping.map((rate) => {
        const text = DELIVERY_TEXT[rate.option];
        const price = goodsCents === undefined ? undefined : shippingPrice(rate, goodsCents);
        return (
          <ChoiceCard
            key={rate.option}
            value={rate.option}
            checked={value === rate.option}
            disabled={disabled}
            label={
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <span>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {intl.formatMessage({ id: text.label })}
                  </Typography>
                  <OptionTime rate={rate} holidays={terms.holidays} clock={clock} />
                </span>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {price === undefined ? (
                    <LeanSkeleton variant="text" width={48} aria-hidden />
                  ) : price === 0 ? (
                    intl.formatMessage({ id: 'cart.summary.free' })
                  ) : (
                    <Money cents={price} currency={terms.currency} />
                  )}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </ChoiceCardGroup>
  );
}
