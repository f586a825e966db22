/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { themeStyles } from '../browser-kit/ui/theme-styles';

const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

/**
 * MUI's `<CircularProgress color="secondary">` (40 px, indeterminate), drawn with its own markup, keyframes and
 * rules: the shell's first load carries no CircularProgress (docs/decisions/0132).
 */
const useSpinnerStyles = themeStyles((theme) => ({
  root: css({
    display: 'inline-block',
    animation: `${rotate} 1.4s linear infinite`,
    color: theme.palette.secondary.main,
    width: 40,
    height: 40,
  }),
  svg: css({ display: 'block' }),
  circle: css({
    stroke: 'currentColor',
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  }),
}));

function Spinner() {
  const styles = useSpinnerStyles();
  return (
    <span role="progressbar" aria-hidden css={styles.root}>
      <svg viewBox="22 22 44 44" css={styles.svg}>
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} css={styles.circle} />
      </svg>
    </span>
  );
}

/** Spec §1: the full-page screen shown while lazy content loads. */
export function LoadingScreen() {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <Box>
        <Spinner />
        <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'shell.loading.title' })}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'shell.loading.subtitle' })}</Typography>
      </Box>
    </Box>
  );
}
