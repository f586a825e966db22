import { Box, FormControlLabel, Radio } from '@mui/material';
import type { ReactNode } from 'react';

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
