/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { alpha } from '@mui/material/styles';
import { themeStyles } from './theme-styles';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

type Shape = 'rectangular' | 'rounded' | 'text';

/** MUI's Skeleton (pulse animation) as rules made once per theme: its look, without its component. */
const usePlaceholderStyles = themeStyles((theme): Record<Shape, ReturnType<typeof css>> => {
  const radius = Number(theme.shape.borderRadius);
  const block = css({
    display: 'block',
    height: '1.2em',
    backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  });
  return {
    rectangular: block,
    rounded: css(block, { borderRadius: radius }),
    text: css(block, {
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    }),
  };
});

/**
 * A grey block standing where content is still loading, drawn as MUI's `<Skeleton>` of the same shape is,
 * so home's first visit downloads no Skeleton component (about 1.3 KiB gzip). Sizes in px; `square` makes
 * the block as tall as it is wide; without a height it fills its parent's.
 */
export function Placeholder({
  shape = 'rectangular',
  width,
  height,
  square,
  fill,
}: {
  shape?: Shape;
  width?: number;
  height?: number;
  square?: boolean;
  fill?: boolean;
}) {
  const rules = usePlaceholderStyles();
  const style = square ? { aspectRatio: '1 / 1', height: 'auto' } : { width, height: fill ? '100%' : height };
  return <span aria-hidden css={rules[shape]} style={style} />;
}
