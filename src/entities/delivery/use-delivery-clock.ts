import { useMemo } from 'react';
import { type IsoDay, shopDay } from '../../universal/delivery-dates';
import { useMinuteClock } from '../../browser-kit/use-minute-clock';
import { useGetDeliveryTermsQuery } from './delivery-api';

/** The shop's clock, which delivery promises are read by (universal/delivery-dates). */
export interface DeliveryClock {
  now: Date;
  /** SHOP_TIMEZONE, as GET /catalog/delivery answers it. */
  timeZone: string;
  /** The shop's day now. */
  today: IsoDay;
}

/**
 * The shop's clock in the browser, a minute at a time; undefined until the page has mounted (never in
 * server-rendered or hydrating HTML: see useMinuteClock) and while the delivery terms load.
 */
export function useDeliveryClock(): DeliveryClock | undefined {
  const now = useMinuteClock();
  const timeZone = useGetDeliveryTermsQuery().data?.timeZone;
  return useMemo(
    () => (now && timeZone ? { now, timeZone, today: shopDay(now, timeZone) } : undefined),
    [now, timeZone],
  );
}
