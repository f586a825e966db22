import { Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

// The terms pages are not part of the shop yet (spec §2: placeholder links).
const placeholder = (event: MouseEvent) => event.preventDefault();

/** Which step the shopper agrees by: the whole sentence differs by language, so each is its own message. */
export function TermsNotice({ action }: { action: 'continuing' | 'creatingAccount' }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
      <FormattedMessage
        id={action === 'continuing' ? 'auth.terms.continuing' : 'auth.terms.creatingAccount'}
        values={{
          conditions: (chunks) => (
            <Link href="#" onClick={placeholder}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="#" onClick={placeholder}>
              {chunks}
            </Link>
          ),
        }}
      />
    </Typography>
  );
}
