import { FormControl, FormHelperText, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../core/validation/checkout-schema';
import { PAYMENT_METHOD_TEXT } from '../../../core/i18n/order-words';
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
  error?: ReactNode;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <FormControl component="fieldset" fullWidth error={Boolean(error)}>
      <FormLabel
        component="legend"
        id="payment-method-label"
        // Dark also while a choice has the focus: MUI's focused label takes the brand yellow (1.4:1 on white).
        sx={{ '&, &.Mui-focused': { color: 'text.primary' }, fontWeight: 700, mb: 0.5 }}
      >
        {intl.formatMessage({ id: 'checkout.payment.legend' })}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'checkout.payment.demoOnly' })}
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
              label={intl.formatMessage({ id: PAYMENT_METHOD_TEXT[method] })}
            />
          ))}
        </Stack>
      </RadioGroup>
      {error && <FormHelperText id="payment-method-error">{error}</FormHelperText>}
    </FormControl>
  );
}
