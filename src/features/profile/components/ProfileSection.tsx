import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the profile form; its fields sit in a two-column grid on wide screens. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, m: 0, mb: 2, borderColor: 'shop.border', minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="legend" sx={{ float: 'left', width: '100%', mb: 2, p: 0 }}>
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ clear: 'both' }}>
        {children}
      </Grid>
    </Paper>
  );
}
