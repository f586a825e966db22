import CheckCircle from '@mui/icons-material/CheckCircle';
import { InputAdornment } from '@mui/material';
import { useIntl } from 'react-intl';

/** The green tick a valid, touched field shows (spec §2 Sign up). */
export function ValidTick() {
  const intl = useIntl();
  return (
    <CheckCircle
      color="success"
      titleAccess={intl.formatMessage({ id: 'ui.valid' })}
      fontSize="small"
      sx={{ mr: 0.5 }}
    />
  );
}

/** TextField slotProps that put the tick at the field's end, or nothing while the field is not valid. */
export function validTickSlot(valid: boolean) {
  return valid
    ? {
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <ValidTick />
            </InputAdornment>
          ),
        },
      }
    : undefined;
}
