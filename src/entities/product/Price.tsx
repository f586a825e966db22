/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Placeholder } from '../../browser-kit/ui/Placeholder';
import { useMoney } from '../../browser-kit/i18n/shopper-locale';
import { Money } from '../../browser-kit/ui/Money';
import { type PricedThing, priceIn } from '../../universal/settlement';
import { useShopperPriceBook } from './use-price-book';
import { keyed, themeStyles } from '../../browser-kit/ui/theme-styles';
import { visuallyHidden } from '../../browser-kit/visually-hidden';

const SIZES = { small: 18, medium: 24, large: 30 } as const;
type PriceSize = keyof typeof SIZES;

/**
 * Styles made once per theme and size (a list page shows 24 prices of 5 elements each): Emotion's `css`
 * prop with serialized rules instead of `sx` (decision 0086).
 */
const usePriceStyles = themeStyles((theme) => {
  const ink = theme.palette.text.primary;
  return keyed((size: PriceSize) => {
    const big = SIZES[size];
    return {
      whole: css({ fontSize: `${big * 0.8}px`, fontWeight: 500, lineHeight: 1, color: ink }),
      row: css({ display: 'inline-flex', alignItems: 'flex-start', lineHeight: 1, color: ink, position: 'relative' }),
      hidden: css(visuallyHidden),
      small: css({ fontSize: `${big * 0.5}px`, marginTop: '0.2em' }),
      big: css({ fontSize: `${big}px`, fontWeight: 500 }),
    };
  });
});

/**
 * A product's or variant's price as the shopper is charged it (priceIn in their settlement currency), '$129.99'
 * set the marketplace way (small dollar sign and cents); screen readers hear the plain amount. A placeholder
 * while the shopper's currency or its rate loads.
 */
export function Price({ of: thing, size = 'medium' }: { of: PricedThing; size?: PriceSize }) {
  const book = useShopperPriceBook();
  const minor = book && priceIn(thing, book);
  const money = useMoney();
  const styles = usePriceStyles()(size);
  if (!book || minor === undefined) return <Placeholder shape="text" width={SIZES[size] * 3} />;
  const { text, approximate } = money(minor, book.currency);
  // Other languages and currencies write amounts their own way ('1 299,99 $US', '≈ 4,850.00 ج.م.'):
  // shown whole, isolated from the text around it, and marked approximate when converted.
  if (approximate || !/^\$[\d,]+\.\d\d$/.test(text)) {
    return <bdi css={styles.whole}>{approximate ? `≈ ${text}` : text}</bdi>;
  }
  const [whole, cents] = text.replace('$', '').split('.');
  return (
    <span css={styles.row}>
      <span css={styles.hidden}>{text}</span>
      <span aria-hidden css={styles.small}>
        $
      </span>
      <span aria-hidden css={styles.big}>
        {whole}
      </span>
      <span aria-hidden css={styles.small}>
        {cents}
      </span>
    </span>
  );
}

/** The same price as plain text, for a line or a suggestion: priceIn the shopper's settlement currency. */
export function PlainPrice({ of: thing }: { of: PricedThing }) {
  const book = useShopperPriceBook();
  const minor = book && priceIn(thing, book);
  if (!book || minor === undefined) return <Placeholder shape="text" width={56} />;
  return <Money cents={minor} currency={book.currency} />;
}
