import { useMoney } from '../i18n/shopper-locale';

/**
 * An amount in US cents in the shopper's currency. Converted amounts carry "≈" (the shop charges
 * dollars); <bdi> keeps the figure whole and readable inside right-to-left text.
 */
export function Money({ cents }: { cents: number }) {
  const { text, approximate } = useMoney()(cents);
  return <bdi>{approximate ? `≈ ${text}` : text}</bdi>;
}

/** A charge's amount (signed cents) as the summaries write it: what is taken off with a minus before it. */
export function chargeMoney(cents: number) {
  return cents < 0 ? (
    <>
      -<Money cents={-cents} />
    </>
  ) : (
    <Money cents={cents} />
  );
}
