import { useMoney } from '../i18n/shopper-locale';

/**
 * An amount in minor units of its currency, as the shopper reads it. Shown in another display currency it is
 * converted and carries "≈" (the shopper is charged in the amount's own); `exact` keeps it in its own currency
 * whatever is displayed (what an order charged). <bdi> keeps the figure whole inside right-to-left text.
 */
export function Money({ cents, currency, exact }: { cents: number; currency: string; exact?: boolean }) {
  const { text, approximate } = useMoney()(cents, currency, exact);
  return <bdi>{approximate ? `≈ ${text}` : text}</bdi>;
}

/**
 * A charge's amount (signed minor units) as the summaries write it, in the currency given: what is taken off
 * with a minus before it.
 */
export function chargeMoneyIn(currency: string, exact?: boolean) {
  return (cents: number) =>
    cents < 0 ? (
      <>
        -<Money cents={-cents} currency={currency} exact={exact} />
      </>
    ) : (
      <Money cents={cents} currency={currency} exact={exact} />
    );
}
