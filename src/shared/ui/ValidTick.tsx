import CheckCircle from '@mui/icons-material/CheckCircle';
import { InputAdornment } from '@mui/material';

/** The green tick a valid, touched field shows (spec §2 Sign up). */
export function ValidTick() {
  return <CheckCircle color="success" titleAccess="Valid" fontSize="small" sx={{ mr: 0.5 }} />;
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
