import { useMoney } from '../i18n/shopper-locale';

/**
 * An amount in US cents in the shopper's currency. Converted amounts carry "≈" (the shop charges
 * dollars); <bdi> keeps the figure whole and readable inside right-to-left text.
 */
export function Money({ cents }: { cents: number }) {
  const { text, approximate } = useMoney()(cents);
  return <bdi>{approximate ? `≈ ${text}` : text}</bdi>;
}
