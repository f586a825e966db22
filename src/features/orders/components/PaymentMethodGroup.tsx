import { FormControl, FormHelperText, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../shared/validation/checkout-schema';
import { ChoiceCard } from './ChoiceCard';

/** Spec §9: four demo payment options; nothing is charged. */
export function PaymentMethodGroup({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FormControl component="fieldset" fullWidth error={Boolean(error)}>
      <FormLabel component="legend" id="payment-method-label" sx={{ color: 'text.primary', fontWeight: 700, mb: 0.5 }}>
        Payment method *
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Demo only: no real payment is taken.
      </Typography>
      <RadioGroup
        aria-labelledby="payment-method-label"
        aria-describedby={error ? 'payment-method-error' : undefined}
        name="paymentMethod"
        value={value}
        onChange={(_event, chosen) => onChange(chosen as PaymentMethod)}
      >
        <Stack
          spacing={1}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            '& > *': { m: '0 !important' },
          }}
        >
          {PAYMENT_METHODS.map((method) => (
            <ChoiceCard
              key={method}
              value={method}
              checked={value === method}
              disabled={disabled}
              label={PAYMENT_METHOD_LABELS[method]}
            />
          ))}
        </Stack>
      </RadioGroup>
      {error && <FormHelperText id="payment-method-error">{error}</FormHelperText>}
    </FormControl>
  );
}
