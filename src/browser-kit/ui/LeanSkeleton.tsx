/** @jsxImportSource @emotion/react */
import { css, keyframes, type SerializedStyles } from '@emotion/react';
import { themeStyles } from './theme-styles';

// MUI's own keyframes, character for character, so the animation is the one Skeleton runs.
const pulseKeyframe = keyframes`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`;

const useSkeletonStyles = themeStyles((theme) => {
  const radius = Number(theme.shape.borderRadius);
  const shape = (variant: object) =>
    css({
      display: 'block',
      backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
      height: '1.2em',
      ...variant,
      animation: `${pulseKeyframe} 2s ease-in-out 0.5s infinite`,
    });
  return {
    text: shape({
      marginTop: 0,
      marginBottom: 0,
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    }),
    rectangular: shape({}),
    rounded: shape({ borderRadius: radius }),
  };
});

/**
 * MUI's `<Skeleton variant=… width height>` (pulsing, light theme): the same `span`, rules and keyframes, made once
 * per theme, so a screen's loading shapes carry no Skeleton. `look` goes over it as `sx` goes over Skeleton's;
 * `aria-hidden` is written on the `span` as Skeleton passes it on.
 */
export function LeanSkeleton({
  variant,
  width,
  height,
  look,
  'aria-hidden': ariaHidden,
}: {
  variant: 'text' | 'rectangular' | 'rounded';
  width?: string | number;
  height?: string | number;
  look?: SerializedStyles;
  'aria-hidden'?: boolean;
}) {
  const styles = useSkeletonStyles();
  return (
    <span css={look ? [styles[variant], look] : styles[variant]} aria-hidden={ariaHidden} style={{ width, height }} />
  );
}
