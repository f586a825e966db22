import { Alert, AlertTitle, type AlertProps } from '@mui/material';
import type { ReactNode } from 'react';
import { FailureDetail } from './FailureDetail';

export interface FormBannerProps {
  children: ReactNode;
  /** A bold lead-in such as 'Error:'. */
  title?: string;
  severity?: AlertProps['severity'];
  /** The failed request behind the message, if any: its reference (or "no answer") is shown under it. */
  error?: unknown;
}

/** The message at the top of a form (server failure, "fix the errors above"); announced as an alert. */
export function FormBanner({ children, title, severity = 'error', error }: FormBannerProps) {
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {title && <AlertTitle sx={{ mb: 0 }}>{title}</AlertTitle>}
      {children}
      {error !== undefined && <FailureDetail error={error} />}
    </Alert>
  );
}
