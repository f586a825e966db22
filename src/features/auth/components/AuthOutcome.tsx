import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';

/** The end of a link's flow (a reset, an undone email change): an icon, a heading and what to do next. */
export function AuthOutcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <AuthCard>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </AuthCard>
  );
}
