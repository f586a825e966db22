import { Grid, MenuItem, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { filterNameInput, filterPhoneInput } from '../../../shared/input-filters';
import { fieldProps } from '../../../shared/ui/formik-field';
import { COUNTRIES, MAX_LENGTHS } from '../../../shared/validation/checkout-schema';
import type { CheckoutFormValues } from '../checkout-form';

const field = (name: string) => `shippingAddress.${name}`;

/** The shipping address of spec §5: typing filtered for name and phone, lengths capped, errors on blur. */
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
        <TextField
          {...common}
          {...fieldProps(formik, field('name'), { filter: filterNameInput })}
          label="Full name"
          autoComplete="shipping name"
          slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.name } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('phone'), { filter: filterPhoneInput })}
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
          slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.street } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('city'))}
          label="City"
          autoComplete="shipping address-level2"
          slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.city } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('state'))}
          label="State"
          autoComplete="shipping address-level1"
          slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.state } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...common}
          {...fieldProps(formik, field('zipCode'))}
          label="ZIP code"
          autoComplete="shipping postal-code"
          inputMode="numeric"
          slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.zipCode } }}
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
