import { Box } from '@mui/material';
import { formatPrice, toCents } from '../../../shared/pricing';
import { visuallyHidden } from '../../../shared/visually-hidden';

const SIZES = { small: 18, medium: 24, large: 30 } as const;

/** '$129.99' set the marketplace way (small dollar sign and cents); screen readers hear the plain amount. */
export function Price({ price, size = 'medium' }: { price: number; size?: keyof typeof SIZES }) {
  const text = formatPrice(toCents(price));
  const [whole, cents] = text.replace('$', '').split('.');
  const big = SIZES[size];
  const small = { fontSize: big * 0.5, mt: '0.2em' };
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        lineHeight: 1,
        color: 'text.primary',
        position: 'relative',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
      <Box component="span" aria-hidden sx={small}>
        $
      </Box>
      <Box component="span" aria-hidden sx={{ fontSize: big, fontWeight: 500 }}>
        {whole}
      </Box>
      <Box component="span" aria-hidden sx={small}>
        {cents}
      </Box>
    </Box>
  );
}
