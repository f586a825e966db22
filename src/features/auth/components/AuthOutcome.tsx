import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../../browser-kit/api/error-text';
import { FailureDetail } from '../../../browser-kit/ui/FailureDetail';
import { OutcomeStack, type OutcomeStackProps } from '../../../browser-kit/ui/OutcomeStack';
import { AuthCard } from './AuthCard';

/** The end of a link's flow (a reset, an undone email change): an icon, a heading and what to do next. */
export function AuthOutcome(props: OutcomeStackProps) {
  return (
    <AuthCard>
      <OutcomeStack {...props} />
    </AuthCard>
  );
}

export interface DeadLinkOutcomeProps {
  title: string;
  /** Why the link was refused, worded by its error code; `fallback` when the answer names none. */
  error: unknown;
  fallback: string;
  /** A second sentence under the reason. */
  hint?: string;
  /** The ways on. */
  children: ReactNode;
}

/** A mailed link that cannot be used (spent, expired, unknown): the reason, its detail and the ways on. */
export function DeadLinkOutcome({ title, error, fallback, hint, children }: DeadLinkOutcomeProps) {
  const intl = useIntl();
  return (
    <AuthOutcome Icon={LinkOff} tone="error" title={title}>
      <Typography variant="body2">{errorText(error, fallback, intl)}</Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      <FailureDetail error={error} />
      {children}
    </AuthOutcome>
  );
}

/** While a mailed link is being checked: a spinner and what is happening, read out as a status. */
export function AuthPending({ label }: { label: string }) {
  return (
    <AuthCard>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography>{label}</Typography>
      </Box>
    </AuthCard>
  );
}

/** The way back to the sign-in form: the main action (contained) or the second one (outlined). */
export function BackToSignInButton({ variant = 'outlined' }: { variant?: 'contained' | 'outlined' }) {
  const intl = useIntl();
  return (
    <Button
      component={RouterLink}
      to="/auth/login"
      variant={variant}
      color={variant === 'outlined' ? 'inherit' : undefined}
      fullWidth
    >
      {intl.formatMessage({ id: 'auth.backToSignIn' })}
    </Button>
  );
}
