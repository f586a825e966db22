import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';
import { MAX_QUANTITY_PER_LINE } from '../../../universal/pricing';
import { useIntl } from 'react-intl';

interface QuantityStepperProps {
  quantity: number;
  /** Names the product in the buttons' labels. */
  title: string;
  disabled?: boolean;
  /** Units on hand of the line's variant, when known: the stepper stops there too. */
  stock?: number;
  /** The most of one item an order may take (the shop's setting, decision 0089); the cart's line cap by default. */
  limit?: number;
  onChange: (quantity: number) => void;
}

/**
 * − quantity +; decrement is disabled at 1 (spec §2: removing is its own action), increment at the
 * line maximum or the units on hand, whichever is lower, saying which stopped it.
 */
export function QuantityStepper({
  quantity,
  title,
  disabled = false,
  stock,
  limit = MAX_QUANTITY_PER_LINE,
  onChange,
}: QuantityStepperProps) {
  const intl = useIntl();
  const byStock = stock !== undefined && stock < limit;
  const max = byStock ? stock : limit;
  const reasonId = `quantity-limit-${title.replace(/\W+/g, '-')}`;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Box
        role="group"
        aria-label={intl.formatMessage({ id: 'cart.quantity.group' }, { title })}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 5,
          height: 34,
        }}
      >
        <IconButton
          size="small"
          aria-label={intl.formatMessage({ id: 'cart.quantity.decrease' }, { title })}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={intl.formatMessage({ id: 'cart.quantity.value' })}
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
        >
          {quantity}
        </Box>
        <IconButton
          size="small"
          aria-label={intl.formatMessage({ id: 'cart.quantity.increase' }, { title })}
          aria-describedby={quantity >= max ? reasonId : undefined}
          disabled={disabled || quantity >= max}
          onClick={() => onChange(quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {quantity >= max && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {byStock
            ? intl.formatMessage({ id: 'cart.quantity.stockLimit' }, { count: max })
            : intl.formatMessage({ id: 'cart.quantity.lineLimit' }, { max })}
        </Typography>
      )}
    </Box>
  );
}
