import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';

/** 'Passwords match' / 'Passwords do not match' under a confirmation field, with its icon. */
export function PasswordMatch({ matches }: { matches: boolean }) {
  const intl = useIntl();
  const Icon = matches ? CheckCircle : ErrorIcon;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
      <Icon fontSize="small" color={matches ? 'success' : 'error'} aria-hidden />
      <Typography variant="body2" color={matches ? 'success.main' : 'error.main'}>
        {intl.formatMessage({ id: matches ? 'ui.password.match' : 'ui.password.mismatch' })}
      </Typography>
    </Box>
  );
}

/** The same verdict as an icon inside the field (the change-password dialog's adornment). */
export function PasswordMatchIcon({ matches }: { matches: boolean }) {
  const intl = useIntl();
  return matches ? (
    <CheckCircle color="success" titleAccess={intl.formatMessage({ id: 'ui.password.match' })} sx={{ mr: 1 }} />
  ) : (
    <ErrorIcon color="error" titleAccess={intl.formatMessage({ id: 'ui.password.mismatch' })} sx={{ mr: 1 }} />
  );
}
