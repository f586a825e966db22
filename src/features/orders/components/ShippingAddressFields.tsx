import { Grid, MenuItem, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { PHONE_INPUT_FILTER } from '../../../shared/input-filters';
import { fieldProps } from '../../../shared/ui/formik-field';
import { COUNTRIES } from '../../../shared/validation/checkout-schema';
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
  const common = { fullWidth: true, size: 'small', required: true, disabled } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...common} {...fieldProps(formik, field('name'))} label="Full name" autoComplete="shipping name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('phone'), { filter: PHONE_INPUT_FILTER })}
          label="Phone number"
          autoComplete="shipping tel"
          inputMode="tel"
          placeholder="01012345678"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...common}
          {...fieldProps(formik, field('street'))}
          label="Street address"
          autoComplete="shipping street-address"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('city'))}
          label="City"
          autoComplete="shipping address-level2"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('state'))}
          label="State"
          autoComplete="shipping address-level1"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('zipCode'))}
          label="ZIP code"
          autoComplete="shipping postal-code"
          inputMode="numeric"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('country'))}
          select
          label="Country"
          autoComplete="shipping country-name"
        >
          {COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
