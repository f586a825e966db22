/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { themeStyles } from './theme-styles';

const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

const useSpinnerStyles = themeStyles((theme) => ({
  root: css({ display: 'inline-block', animation: `${rotate} 1.4s linear infinite` }),
  size: { 16: css({ width: 16, height: 16 }), 40: css({ width: 40, height: 40 }) },
  tone: { secondary: css({ color: theme.palette.secondary.main }), inherit: css({ color: 'inherit' }) },
  svg: css({ display: 'block' }),
  circle: css({
    stroke: 'currentColor',
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  }),
}));

export interface SpinnerProps {
  /** 40 is CircularProgress's own size (the loading screen's), 16 a button's (Button's `loading` one). */
  size: 16 | 40;
  tone: 'secondary' | 'inherit';
}

/**
 * MUI's indeterminate `<CircularProgress size=… color=…>`, drawn with its own markup, keyframes and rules: the
 * shell and the sign-in forms carry no CircularProgress (decisions 0132 and 0142). Decorative: what it means is
 * said in words beside it.
 */
export function Spinner({ size, tone }: SpinnerProps) {
  const styles = useSpinnerStyles();
  return (
    <span role="progressbar" aria-hidden css={[styles.root, styles.size[size], styles.tone[tone]]}>
      <svg viewBox="22 22 44 44" css={styles.svg}>
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} css={styles.circle} />
      </svg>
    </span>
  );
}
