import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../../browser-kit/api/error-text';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';

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
  title: string;
  /** The last attempt's failure, if any: shown above the form, worded by its code. */
  error: unknown;
  /** The words for a failure whose code has none of its own. */
  failed: string;
  /** A bold lead-in for the failure. */
  errorTitle?: string;
  children: ReactNode;
}

/** An auth form's card: its heading, then the last attempt's failure, then the form. */
export function AuthFormCard({ title, error, failed, errorTitle, children }: AuthFormCardProps) {
  const intl = useIntl();
  return (
    <AuthCard title={title}>
      {Boolean(error) && (
        <FormBanner title={errorTitle} error={error}>
          {errorText(error, failed, intl)}
        </FormBanner>
      )}
      {children}
    </AuthCard>
  );
}
