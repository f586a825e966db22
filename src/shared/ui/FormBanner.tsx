import { Alert, AlertTitle, type AlertProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface FormBannerProps {
  children: ReactNode;
  /** A bold lead-in such as 'Error:'. */
  title?: string;
  severity?: AlertProps['severity'];
}

/** The message at the top of a form (server failure, "fix the errors above"); announced as an alert. */
export function FormBanner({ children, title, severity = 'error' }: FormBannerProps) {
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {title && <AlertTitle sx={{ mb: 0 }}>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
