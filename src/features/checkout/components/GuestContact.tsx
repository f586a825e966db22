import { Box, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { authLink } from '../../../browser-kit/return-path';
import { fieldProps } from '../../../browser-kit/ui/formik-field';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { PasswordStrengthMeterOnDemand } from '../../../browser-kit/ui/PasswordStrengthMeterOnDemand';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { newEmailField } from '../../../universal/validation/auth-schemas';
import type { CheckoutFormValues } from '../checkout-form';
import { useSetCartReminderMutation } from '../checkout-api';

/**
 * Checkout's contact step for a signed-out shopper (issue 34): the email the order's mails and its link go
 * to, a way to sign in instead, and "Create an account with this order", which shows a password field (the
 * sign-up rule; the account takes the name and phone of the address). Once an email is typed, "Email me a
 * reminder if I leave my cart" (issue 53, decision 0121), unticked: each answer, and each address changed while
 * ticked, is kept on the guest cart, for a valid address only.
 */
export function GuestContact({ formik, disabled }: { formik: FormikProps<CheckoutFormValues>; disabled?: boolean }) {
  const fields = useFormFields(formik);
  const intl = useIntl();
  const createAccount = formik.values.guest?.createAccount ?? false;
  const password = formik.values.guest?.password ?? '';
  const email = formik.values.guest?.email.trim() ?? '';
  const remindCart = formik.values.guest?.remindCart ?? false;
  const { locale } = useShopperLocale();
  const [setReminder] = useSetCartReminderMutation();
  const keepReminder = (consent: boolean) => {
    if (newEmailField.isValidSync(email)) void setReminder({ email, consent, language: locale });
  };
  return (
    <Stack spacing={2}>
      <TextField
        {...fields.text('guest.email', 'checkout.guest.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={disabled}
        onBlur={(event) => {
          formik.handleBlur(event);
          if (remindCart) keepReminder(true);
        }}
        // The field's own note, unless an error takes its place.
        helperText={
          fieldProps(formik, 'guest.email').helperText ?? intl.formatMessage({ id: 'checkout.guest.emailHelp' })
        }
      />
      {email && (
        // In a Box, as "Create an account" below: the Stack's own margins would undo the label's, and the box would sit indented.
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                name="guest.remindCart"
                checked={remindCart}
                onChange={(event) => {
                  void formik.setFieldValue('guest.remindCart', event.target.checked);
                  keepReminder(event.target.checked);
                }}
                disabled={disabled}
              />
            }
            label={intl.formatMessage({ id: 'checkout.guest.remindCart' })}
          />
        </Box>
      )}
      <Typography variant="body2">
        {intl.formatMessage({ id: 'checkout.guest.haveAccount' })}{' '}
        <Link component={RouterLink} to={authLink('/auth/login', '/checkout')}>
          {intl.formatMessage({ id: 'checkout.guest.signIn' })}
        </Link>
      </Typography>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="guest.createAccount"
              checked={createAccount}
              onChange={(event) => void formik.setFieldValue('guest.createAccount', event.target.checked)}
              disabled={disabled}
            />
          }
          label={intl.formatMessage({ id: 'checkout.guest.createAccount' })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 4 }}>
          {intl.formatMessage({ id: 'checkout.guest.createAccountHelp' })}
        </Typography>
      </Box>
      {createAccount && (
        <Box>
          <PasswordField
            {...fields.password('guest.password', 'checkout.guest.password')}
            autoComplete="new-password"
            required
            disabled={disabled}
          />
          <PasswordStrengthMeterOnDemand password={password} />
        </Box>
      )}
    </Stack>
  );
}
