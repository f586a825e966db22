import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

export type PasswordFieldProps = TextFieldProps & {
  /** Names the field in the toggle's label: 'Show {what}' / 'Hide {what}'. */
  toggleLabel?: string;
  /** Shown before the toggle (a match icon, a valid tick). */
  adornment?: ReactNode;
};

/**
 * A password input with a show/hide toggle button. Visibility is the field's own state, so a form that
 * remounts (a dialog reopened, a form reset by key) starts hidden again.
 */
export function PasswordField({ toggleLabel, adornment, slotProps, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const what = toggleLabel ?? intl.formatMessage({ id: 'ui.password.what' });
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {adornment}
              <IconButton
                aria-label={intl.formatMessage({ id: visible ? 'ui.password.hide' : 'ui.password.show' }, { what })}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
