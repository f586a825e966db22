import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';
import { visuallyHidden } from '../../../browser-kit/visually-hidden';

/** A radio choice drawn as a bordered card, highlighted when chosen. */
export function ChoiceCard({
  value,
  checked,
  label,
  disabled,
}: {
  value: string;
  checked: boolean;
  label: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: checked ? 'secondary.main' : 'divider',
        bgcolor: checked ? 'shop.choiceSelected' : 'background.paper',
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
      }}
    >
      <FormControlLabel
        value={value}
        control={<Radio size="small" />}
        label={label}
        disabled={disabled}
        sx={{ width: '100%', m: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
      />
    </Box>
  );
}

/**
 * Checkout's choice cards under one radio name (the delivery options, the saved addresses): the section's
 * heading names them to the eye, so the group's legend (`legendId`, the element `id`) is for screen readers.
 */
export function ChoiceCardGroup({
  id,
  legendId,
  name,
  value,
  onChange,
  disabled,
  children,
}: {
  id: string;
  legendId: MessageId;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The whole group, legend included (a card can also be disabled on its own). */
  disabled?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled}>
      <FormLabel component="legend" id={id} sx={visuallyHidden}>
        {intl.formatMessage({ id: legendId })}
      </FormLabel>
      <RadioGroup aria-labelledby={id} name={name} value={value} onChange={(_event, chosen) => onChange(chosen)}>
        <Stack spacing={1}>{children}</Stack>
      </RadioGroup>
    </FormControl>
  );
}
