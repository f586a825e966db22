import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { soonestPromise } from '../../../universal/delivery-dates';
import type { DeliveryTerms } from '../../../universal/delivery-terms';
import { arrivalText, countdownMessage } from '../../../universal/i18n/delivery-dates-text';
import { DELIVERY_TEXT } from '../../../universal/i18n/delivery-words';
import { useDeliveryClock } from '../../../entities/delivery';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';

/**
 * "Order within 3 h 12 min for delivery Thursday (Express Delivery)": the soonest delivery an order
 * placed now still leaves with today, and the time left before its cut-off; past every cut-off, when
 * standard delivery arrives (issue 34). Written from the browser's clock once the page has mounted: the
 * server's render, and the cached page every shopper gets that day, keep only the line's room.
 */
export function DeliveryPromiseLine({ terms }: { terms: DeliveryTerms }) {
  const clock = useDeliveryClock();
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const chosen = clock && soonestPromise(terms.shipping, terms.holidays, clock.now, clock.timeZone);
  let text: string | undefined;
  if (clock && chosen) {
    const { rate, promise } = chosen;
    const dates = arrivalText({ from: promise.earliest, to: promise.latest }, clock.today, locale);
    const option = intl.formatMessage({ id: DELIVERY_TEXT[rate.option].label });
    if (promise.orderWithinMs === undefined) {
      text = intl.formatMessage({ id: 'delivery.optionArrives' }, { option, dates });
    } else {
      const { id, values } = countdownMessage(promise.orderWithinMs);
      text = intl.formatMessage(
        { id: 'delivery.orderWithin' },
        { time: intl.formatMessage({ id }, values), dates, option },
      );
    }
  }
  return (
    <Box component="span" sx={{ display: 'block', minHeight: '1.5em', mt: 0.5 }}>
      {text}
    </Box>
  );
}
