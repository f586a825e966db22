import { Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';

// The terms pages are not part of the shop yet (spec §2: placeholder links).
const placeholder = (event: MouseEvent) => event.preventDefault();

export function TermsNotice({ action }: { action: string }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
      By {action}, you agree to Storefront&apos;s{' '}
      <Link href="#" onClick={placeholder}>
        Conditions of Use
      </Link>{' '}
      and{' '}
      <Link href="#" onClick={placeholder}>
        Privacy Notice
      </Link>
      .
    </Typography>
  );
}
