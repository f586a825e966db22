/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { keyed, themeStyles } from '../../browser-kit/ui/theme-styles';
import { visuallyHidden } from '../../browser-kit/visually-hidden';

interface StarRatingProps {
  rate: number;
  count?: number;
  size?: 'small' | 'medium';
}

const STARS = '★★★★★';

/** Styles made once per theme (and the orange row once per fill): Emotion's `css` prop, not `sx` (decision 0086). */
const useStarStyles = themeStyles((theme) => {
  const stars = (fontSize: number) =>
    css({
      position: 'relative',
      display: 'inline-block',
      fontSize: `${fontSize}px`,
      lineHeight: 1,
      letterSpacing: '1px',
      color: theme.palette.shop.border,
      whiteSpace: 'nowrap',
    });
  return {
    row: css({ display: 'flex', alignItems: 'center', gap: '6px', position: 'relative' }),
    small: stars(18),
    medium: stars(22),
    fill: keyed((width: string) =>
      css({ position: 'absolute', left: 0, top: 0, width, overflow: 'hidden', color: theme.palette.shop.star }),
    ),
    count: css({
      margin: 0,
      fontFamily: theme.typography.body2.fontFamily,
      fontWeight: theme.typography.body2.fontWeight,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      color: theme.palette.info.main,
    }),
    hidden: css(visuallyHidden),
  };
});

/**
 * Stars with the rating count, drawn as a grey row with an orange row clipped to rate/5 on top: a list
 * page shows dozens of these, and MUI's Rating (ten inputs and icons each) made every re-render slow.
 * One accessible name ('Rated 4.4 out of 5 stars') instead of five icons.
 */
export function StarRating({ rate, count, size = 'small' }: StarRatingProps) {
  const intl = useIntl();
  const styles = useStarStyles();
  const fill = `${Math.max(0, Math.min(5, rate)) * 20}%`;
  return (
    <div css={styles.row}>
      <span role="img" aria-label={intl.formatMessage({ id: 'rating.label' }, { rate })} css={styles[size]}>
        {STARS}
        <span aria-hidden css={styles.fill(fill)}>
          {STARS}
        </span>
      </span>
      {count !== undefined && (
        <span css={styles.count}>
          {intl.formatNumber(count)}
          <span css={styles.hidden}> {intl.formatMessage({ id: 'rating.countSuffix' }, { count })}</span>
        </span>
      )}
    </div>
  );
}
