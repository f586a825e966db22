import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { PageHeading } from '../ui/PageHeading';

/**
 * The console's pages for staff not signed in (sign-in, the set-password link): one card in the middle of
 * the screen with the console's name, the language switch and the page's heading above its content.
 */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitch color="primary" />
        </Stack>
        <PageHeading>{title}</PageHeading>
        {children}
      </Paper>
    </Box>
  );
}
