import { Stack, type SvgIconProps, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';

export interface OutcomeStackProps {
  /** The large icon above the heading (a tick for done, a broken link for a link that no longer works). */
  Icon: ComponentType<SvgIconProps>;
  tone: 'success' | 'error';
  /** The screen's one heading (its h1). */
  title: string;
  /** What it means and the ways on, centred under the heading. */
  children: ReactNode;
}

/**
 * The end of a flow a mailed link or a form started (a reset, a claim, a sent mail): an icon, a heading
 * and what to do next, centred; each screen puts it in its own card.
 */
export function OutcomeStack({ Icon, tone, title, children }: OutcomeStackProps) {
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <Icon color={tone} sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
