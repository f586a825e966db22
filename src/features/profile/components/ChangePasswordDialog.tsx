import Lock from '@mui/icons-material/Lock';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../browser-kit/api/error-text';
import { useToast } from '../../../browser-kit/toast';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import { hasVisibleErrors } from '../../../browser-kit/ui/formik-field';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { PasswordMatchIcon } from '../../../browser-kit/ui/PasswordMatch';
import { PasswordStrengthMeter } from '../../../browser-kit/ui/PasswordStrengthMeter';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import type { ChangePasswordValues } from '../../../universal/validation/auth-schemas';
import { useChangePasswordMutation } from '../profile-changes-api';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validatePassword = schemaOnDemand<ChangePasswordValues>(() =>
  import('../../../universal/validation/auth-schemas').then((rules) => rules.changePasswordSchema),
);

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 Account hub. The form is the dialog's content, which MUI unmounts once the dialog has closed,
 * so closing (Cancel or success) clears the fields, the errors and the show/hide toggles.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Lock fontSize="small" aria-hidden /> {intl.formatMessage({ id: 'password.change.title' })}
      </DialogTitle>
      <ChangePasswordForm onClose={onClose} />
    </Dialog>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validate: validatePassword,
    onSubmit: async ({ currentPassword, newPassword }) => {
      // confirmPassword stays in the browser (spec §3); the fresh token is kept by the endpoint.
      const result = await changePassword({ currentPassword, newPassword });
      if ('data' in result) {
        toast.success('password.change.done');
        onClose();
      } else {
        const failed = errorText(result.error, intl.formatMessage({ id: 'password.change.failed' }), intl);
        toast.error(<FailureText message={failed} error={result.error} />);
      }
    },
  });
  const fields = useFormFields(formik);
  const { values } = formik;
  const anyEmpty = FIELDS.some((name) => values[name] === '');
  const hasErrors = Object.keys(formik.errors).length > 0;
  const confirmTouched = values.confirmPassword !== '';

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PasswordField
            {...fields.password('currentPassword', 'password.change.current', 'password.change.currentToggle')}
            autoComplete="current-password"
            autoFocus
          />
          <div>
            <PasswordField
              {...fields.password('newPassword', 'password.change.new', 'password.change.newToggle')}
              autoComplete="new-password"
            />
            {values.newPassword && <PasswordStrengthMeter password={values.newPassword} />}
          </div>
          <PasswordField
            {...fields.password('confirmPassword', 'password.change.confirm', 'password.change.confirmToggle')}
            autoComplete="new-password"
            adornment={
              confirmTouched ? <PasswordMatchIcon matches={values.confirmPassword === values.newPassword} /> : undefined
            }
          />
          {hasVisibleErrors(formik, FIELDS) && (
            <FormBanner>{intl.formatMessage({ id: 'password.change.fixErrors' })}</FormBanner>
          )}
          <Alert severity="info" icon={false} sx={{ typography: 'body2' }}>
            <FormattedMessage id="password.change.tip" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
        <Button type="submit" variant="contained" disabled={hasErrors || anyEmpty || isLoading}>
          {intl.formatMessage({ id: isLoading ? 'password.change.pending' : 'password.change.submit' })}
        </Button>
      </DialogActions>
    </Box>
  );
}
