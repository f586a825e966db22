import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../../browser-kit/api/error-text';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import type { MessageId } from '../../../universal/i18n/messages';

/** The bordered card every sign-in-family screen sits in (AuthLayout centres it). */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2, borderColor: 'shop.border' }}>
      {title && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export interface AuthFormCardProps {
  titleId: MessageId;
  /** The last attempt's failure, if any: shown above the form, worded by its code, else by `failedId`. */
  error: unknown;
  failedId: MessageId;
  /** A bold lead-in for the failure. */
  errorTitleId?: MessageId;
  children: ReactNode;
}

/** An auth form's card: its heading, then the last attempt's failure, then the form. */
export function AuthFormCard({ titleId, error, failedId, errorTitleId, children }: AuthFormCardProps) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: titleId })}>
      {Boolean(error) && (
        <FormBanner title={errorTitleId && intl.formatMessage({ id: errorTitleId })} error={error}>
          {errorText(error, intl.formatMessage({ id: failedId }), intl)}
        </FormBanner>
      )}
      {children}
    </AuthCard>
  );
}
