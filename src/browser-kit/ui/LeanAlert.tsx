/** @jsxImportSource @emotion/react */
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { iconLook, themeStyles } from './theme-styles';

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

/**
 * What MUI's Alert draws on its icon box: its own rules, and the colour its standard root gives `.MuiAlert-icon`
 * (written here on the box itself, which nothing else colours). `marginRight` as MUI writes it: a right-to-left
 * page's Emotion cache mirrors both alike.
 */
function iconBoxLook(theme: Theme, severity: Severity) {
  return css({
    marginRight: 12,
    padding: '7px 0',
    display: 'flex',
    fontSize: 22,
    opacity: 0.9,
    color: theme.palette[severity].main,
  });
}

const useAlertStyles = themeStyles((theme) => ({
  info: alertLook(theme, 'info'),
  success: alertLook(theme, 'success'),
  warning: alertLook(theme, 'warning'),
  error: alertLook(theme, 'error'),
  icon: {
    info: iconBoxLook(theme, 'info'),
    success: iconBoxLook(theme, 'success'),
    warning: iconBoxLook(theme, 'warning'),
    error: iconBoxLook(theme, 'error'),
  },
  // MUI's SvgIcon with fontSize="inherit".
  svg: css({ ...iconLook(theme, 24), fontSize: 'inherit' }),
  message: css({ padding: '8px 0', minWidth: 0, overflow: 'auto' }),
}));

/**
 * MUI's `<Alert severity=…>` (standard, light theme): with `icon` (its severity's default icon's path, from
 * `alert-icons.ts`, so a screen carries only the icons it shows), that icon as Alert draws it; without,
 * `icon={false}`. The same markup and rules, made once per theme, so a screen that shows one carries no Alert, Paper,
 * IconButton, SvgIcon or alert icon components. An alert, as MUI's is, to screen readers. `look` goes over it as `sx`
 * goes over Alert's.
 */
export function LeanAlert({
  severity,
  icon,
  look,
  children,
}: {
  severity: Severity;
  icon?: string;
  look?: SerializedStyles;
  children: ReactNode;
}) {
  const styles = useAlertStyles();
  return (
    <div role="alert" css={look ? [styles[severity], look] : styles[severity]}>
      {icon && (
        <div css={styles.icon[severity]}>
          <svg css={styles.svg} focusable="false" aria-hidden viewBox="0 0 24 24">
            <path d={icon} />
          </svg>
        </div>
      )}
      <div css={styles.message}>{children}</div>
    </div>
  );
}
