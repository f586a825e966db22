import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
