import { Box, FormControl, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import { Money } from '../../../shared/ui/Money';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { DELIVERY_DETAILS, DELIVERY_OPTIONS, type DeliveryOption } from '../../../shared/pricing';
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
  return (
    <FormControl component="fieldset" fullWidth>
      {/* The section heading says "Delivery" already; the legend names the group for screen readers. */}
      <FormLabel component="legend" id="delivery-option-label" sx={visuallyHidden}>
        Delivery option
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
                        {details.label}
                      </Typography>
                      <Typography component="span" variant="body2" color="success.main" sx={{ display: 'block' }}>
                        {details.eta}
                      </Typography>
                    </span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {details.priceCents === 0 ? 'FREE' : <Money cents={details.priceCents} />}
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
