/** @jsxImportSource @emotion/react */
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themeStyles } from './theme-styles';

type Severity = 'info' | 'success' | 'warning' | 'error';

/** What MUI's standard Alert of a severity draws on its root (its Paper's rules, then its own). */
function alertLook(theme: Theme, severity: Severity) {
  const tone = theme.palette[severity];
  return css({
    transition: theme.transitions.create('box-shadow'),
    borderRadius: theme.shape.borderRadius,
    ...(theme.typography.body2 as CSSObject),
    display: 'flex',
    padding: '6px 16px',
    color: theme.darken(tone.light, 0.6),
    backgroundColor: theme.lighten(tone.light, 0.9),
  });
}

const useAlertStyles = themeStyles((theme) => ({
  info: alertLook(theme, 'info'),
  success: alertLook(theme, 'success'),
  warning: alertLook(theme, 'warning'),
  error: alertLook(theme, 'error'),
  message: css({ padding: '8px 0', minWidth: 0, overflow: 'auto' }),
}));

/**
 * MUI's `<Alert severity=… icon={false}>` (standard, light theme): the same markup and rules, made once per theme,
 * so a screen that shows one carries no Alert, Paper, IconButton or alert icons. An alert, as MUI's is, to screen
 * readers. `look` goes over it as `sx` goes over Alert's.
 */
export function LeanAlert({
  severity,
  look,
  children,
}: {
  severity: Severity;
  look?: SerializedStyles;
  children: ReactNode;
}) {
  const styles = useAlertStyles();
  return (
    <div role="alert" css={look ? [styles[severity], look] : styles[severity]}>
      <div css={styles.message}>{children}</div>
    </div>
  );
}
