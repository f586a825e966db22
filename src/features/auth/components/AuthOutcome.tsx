import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { errorText } from '../../../browser-kit/api/error-text';
import { FailureDetail } from '../../../browser-kit/ui/FailureDetail';
import { OutcomeStack, type OutcomeStackProps } from '../../../browser-kit/ui/OutcomeStack';
import type { MessageId } from '../../../universal/i18n/messages';
import { AuthCard } from './AuthCard';

/** The end of a link's flow (a reset, an undone email change): an icon, a heading and what to do next. */
export function AuthOutcome(props: OutcomeStackProps) {
  return (
    <AuthCard>
      <OutcomeStack {...props} />
    </AuthCard>
  );
}

/**
 * A mailed link that cannot be used (spent, expired, unknown): the reason (worded by its error code, else
 * by `fallbackId`), a second sentence when `hintId` names one, the failure's detail, then the ways on.
 */
export function DeadLinkOutcome(props: {
  titleId: MessageId;
  error: unknown;
  fallbackId: MessageId;
  hintId?: MessageId;
  children: ReactNode;
}) {
  const { titleId, error, fallbackId, hintId, children } = props;
  const intl = useIntl();
  return (
    <AuthOutcome Icon={LinkOff} tone="error" title={intl.formatMessage({ id: titleId })}>
      <Typography variant="body2">{errorText(error, intl.formatMessage({ id: fallbackId }), intl)}</Typography>
      {hintId && <Typography variant="body2">{intl.formatMessage({ id: hintId })}</Typography>}
      <FailureDetail error={error} />
      {children}
    </AuthOutcome>
  );
}

/** While a mailed link is being checked: a spinner and what is happening, read out as a status. */
export function AuthPending({ labelId }: { labelId: MessageId }) {
  const intl = useIntl();
  return (
    <AuthCard>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography>{intl.formatMessage({ id: labelId })}</Typography>
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
