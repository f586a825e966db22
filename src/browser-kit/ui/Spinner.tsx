/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { keyed, themeStyles } from './theme-styles';

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
  size: keyed((px: number) => css({ width: px, height: px })),
  // `inherit` has no rule: the colour is inherited.
  tone: {
    primary: css({ color: theme.palette.primary.main }),
    secondary: css({ color: theme.palette.secondary.main }),
  },
  svg: css({ display: 'block' }),
  circle: css({
    stroke: 'currentColor',
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  }),
}));

export interface SpinnerProps {
  /** Its side in px: 40 is CircularProgress's own size (the loading screens'), 16-18 a button's. */
  size: number;
  tone: 'primary' | 'secondary' | 'inherit';
  /** What it stands for, where no words beside it say so (a loading screen's only content). */
  label?: string;
}

/**
 * MUI's indeterminate `<CircularProgress size=… color=…>`, drawn with its own markup, keyframes and rules: the
 * shell, the sign-in forms and checkout carry no CircularProgress (decisions 0132, 0142 and 0147). Decorative
 * (what it means is said in words beside it) unless it has a label.
 */
export function Spinner({ size, tone, label }: SpinnerProps) {
  const styles = useSpinnerStyles();
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      css={[styles.root, styles.size(size), tone !== 'inherit' && styles.tone[tone]]}
    >
      <svg viewBox="22 22 44 44" css={styles.svg}>
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} css={styles.circle} />
      </svg>
    </span>
  );
}
