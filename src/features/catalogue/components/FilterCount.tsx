/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { themeStyles } from '../../../browser-kit/ui/theme-styles';

/** MUI's standard Badge (`color="secondary"`, top right), the screen's 14 px further out, made once per theme. */
const useFilterCountStyles = themeStyles((theme) => {
  const { typography, transitions, palette } = theme;
  const scale = (size: 0 | 1, duration: number) => ({
    transition: transitions.create('transform', { easing: transitions.easing.easeInOut, duration }),
    transform: `scale(${size}) translate(var(--Badge-translateX), var(--Badge-translateY))`,
  });
  return {
    root: css({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }),
    badge: css({
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignContent: 'center',
      alignItems: 'center',
      position: 'absolute',
      boxSizing: 'border-box',
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightMedium,
      fontSize: typography.pxToRem(12),
      minWidth: 20,
      lineHeight: 1,
      padding: '0 6px',
      height: 20,
      borderRadius: 10,
      zIndex: 1,
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      '--Badge-translateX': '50%',
      '--Badge-translateY': '-50%',
      top: 0,
      bottom: 'initial',
      right: -14,
      left: 'initial',
      transformOrigin: '100% 0%',
      ...scale(1, transitions.duration.enteringScreen),
    }),
    none: css(scale(0, transitions.duration.leavingScreen)),
  };
});

/**
 * The phone's Filters button's words with the number of filters in use on their corner, drawn as MUI's
 * `<Badge badgeContent={count} color="secondary">` draws it, without Badge: with no filter the badge shrinks away
 * (and says nothing to a screen reader, where Badge kept the last number).
 */
export function FilterCount({ label, count }: { label: string; count: number }) {
  const styles = useFilterCountStyles();
  return (
    <span css={styles.root}>
      {label}
      <span css={count > 0 ? styles.badge : [styles.badge, styles.none]}>{count > 0 ? count : null}</span>
    </span>
  );
}
