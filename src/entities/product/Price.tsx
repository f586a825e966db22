import { Box } from '@mui/material';
import { useMoney } from '../../shared/i18n/shopper-locale';
import { toCents } from '../../core/pricing';
import { visuallyHidden } from '../../shared/visually-hidden';

const SIZES = { small: 18, medium: 24, large: 30 } as const;

/** '$129.99' set the marketplace way (small dollar sign and cents); screen readers hear the plain amount. */
export function Price({ price, size = 'medium' }: { price: number; size?: keyof typeof SIZES }) {
  const { text, approximate } = useMoney()(toCents(price));
  const big = SIZES[size];
  // Other languages and currencies write amounts their own way ('1 299,99 $US', '≈ 4,850.00 ج.م.'):
  // shown whole, isolated from the text around it, and marked approximate when converted.
  if (!/^\$[\d,]+\.\d\d$/.test(text)) {
    return (
      <Box component="bdi" sx={{ fontSize: big * 0.8, fontWeight: 500, lineHeight: 1, color: 'text.primary' }}>
        {approximate ? `≈ ${text}` : text}
      </Box>
    );
  }
  const [whole, cents] = text.replace('$', '').split('.');
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
