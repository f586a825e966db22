import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../visually-hidden';

/**
 * What makes a link open its page in a new tab without handing that page this one (window.opener) or
 * the address it came from (the order page's, with its id).
 */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The end of a link that opens a new tab: an icon for the eye, "(opens in a new tab)" for the ear. */
export function NewTabNote() {
  const intl = useIntl();
  return (
    <>
      <OpenInNewIcon aria-hidden sx={{ fontSize: '1em', mx: 0.5, verticalAlign: '-0.125em' }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${intl.formatMessage({ id: 'ui.newTab' })}`}
      </Box>
    </>
  );
}
