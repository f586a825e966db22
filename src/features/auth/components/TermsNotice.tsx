import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LEGAL_LINK_TAGS } from '../../../browser-kit/ui/legal-links';

/** Which step the shopper agrees by: the whole sentence differs by language, so each is its own message. */
export function TermsNotice({ action }: { action: 'continuing' | 'creatingAccount' }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
      <FormattedMessage
        id={action === 'continuing' ? 'auth.terms.continuing' : 'auth.terms.creatingAccount'}
        values={LEGAL_LINK_TAGS}
      />
    </Typography>
  );
}
