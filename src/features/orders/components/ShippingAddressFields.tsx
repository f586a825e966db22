import { Grid, MenuItem, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { regionName } from '../../../shared/i18n/display-names';
import { postalCodeLabelId } from '../../../shared/i18n/postal-code-label';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { PHONE_INPUT_FILTER, POSTAL_CODE_INPUT_FILTER } from '../../../shared/input-filters';
import { fieldProps } from '../../../shared/ui/formik-field';
import { COUNTRIES } from '../../../shared/validation/checkout-schema';
import { CONTACT_RULES, phoneExample } from '../../../shared/validation/contact-rules';
import type { CheckoutFormValues } from '../checkout-form';

const field = (name: string) => `shippingAddress.${name}`;

/** The shipping address of spec §5: phone typing filtered, other fields show their rule (never cut short), errors on blur. */
export function ShippingAddressFields({
  formik,
  disabled,
}: {
  formik: FormikProps<CheckoutFormValues>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const label = (id: 'fullName' | 'phone' | 'street' | 'city' | 'state' | 'zip' | 'country') =>
    intl.formatMessage({ id: `checkout.address.${id}` });
  const common = { fullWidth: true, size: 'small', required: true, disabled } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('name'))}
          label={label('fullName')}
          autoComplete="shipping name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('phone'), { filter: PHONE_INPUT_FILTER })}
          label={label('phone')}
          autoComplete="shipping tel"
          inputMode="tel"
          placeholder={phoneExample(formik.values.shippingAddress.country)?.national}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...common}
          {...fieldProps(formik, field('street'))}
          label={label('street')}
          autoComplete="shipping street-address"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('city'))}
          label={label('city')}
          autoComplete="shipping address-level2"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('state'))}
          label={label('state')}
          autoComplete="shipping address-level1"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('zipCode'), { filter: POSTAL_CODE_INPUT_FILTER })}
          label={intl.formatMessage({ id: postalCodeLabelId(formik.values.shippingAddress.country) })}
          autoComplete="shipping postal-code"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('country'))}
          select
          label={label('country')}
          autoComplete="shipping country-name"
        >
          {COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {/* The form keeps the English name (the order stores it); the menu says it in the page's language. */}
              {regionName(CONTACT_RULES[country].iso, locale)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
