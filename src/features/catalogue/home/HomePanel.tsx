import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One panel of the home page's grid: a titled section, its content stretched to the row's height. */
export function HomePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      elevation={0}
      sx={{ p: { xs: 1.5, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 0 }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 21 }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
