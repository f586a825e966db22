import { Box, FormControl, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import { Money } from '../../../shared/ui/Money';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { useIntl } from 'react-intl';
import { DELIVERY_DETAILS, DELIVERY_OPTIONS, type DeliveryOption } from '../../../core/pricing';
import { DELIVERY_TEXT } from '../../../core/i18n/order-words';
import { ChoiceCard } from './ChoiceCard';

/** Spec §9 delivery: standard free (5-7 business days), express $9.99, same-day $19.99. */
export function DeliveryOptionGroup({
  value,
  onChange,
  disabled,
}: {
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <FormControl component="fieldset" fullWidth>
      {/* The section heading says "Delivery" already; the legend names the group for screen readers. */}
      <FormLabel component="legend" id="delivery-option-label" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'checkout.delivery.legend' })}
      </FormLabel>
      <RadioGroup
        aria-labelledby="delivery-option-label"
        name="deliveryOption"
        value={value}
        onChange={(_event, chosen) => onChange(chosen as DeliveryOption)}
      >
        <Stack spacing={1}>
          {DELIVERY_OPTIONS.map((option) => {
            const details = DELIVERY_DETAILS[option];
            const text = DELIVERY_TEXT[option];
            return (
              <ChoiceCard
                key={option}
                value={option}
                checked={value === option}
                disabled={disabled}
                label={
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {intl.formatMessage({ id: text.label })}
                      </Typography>
                      <Typography component="span" variant="body2" color="success.main" sx={{ display: 'block' }}>
                        {intl.formatMessage({ id: text.eta })}
                      </Typography>
                    </span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {details.priceCents === 0 ? (
                        intl.formatMessage({ id: 'cart.summary.free' })
                      ) : (
                        <Money cents={details.priceCents} />
                      )}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </Stack>
      </RadioGroup>
    </FormControl>
  );
}
