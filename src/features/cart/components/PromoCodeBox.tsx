import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useToast } from '../../../shared/toast';
import { knownPromoCode, PROMO_APPLIED_MESSAGES, promoApplied, promoRemoved, selectPromoCode } from '../cart-slice';

/** Spec §2 promo box: SAVE10 and SAVE5, case-sensitive; one code at a time. */
export function PromoCodeBox() {
  const dispatch = useDispatch();
  const toast = useToast();
  const applied = useSelector(selectPromoCode);
  const [input, setInput] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    const code = knownPromoCode(input);
    if (!code) {
      toast.error('Invalid promo code');
      return;
    }
    dispatch(promoApplied(code));
    setInput('');
    toast.success(PROMO_APPLIED_MESSAGES[code] ?? 'Discount applied!');
  }

  if (applied) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          bgcolor: '#f0f8f6',
          border: '1px solid #b7e0d6',
          borderRadius: 1,
        }}
      >
        <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
        <Typography variant="body2" sx={{ flex: 1 }}>
          Promo code <strong>{applied}</strong> applied
        </Typography>
        <Button
          size="small"
          aria-label={`Remove promo code ${applied}`}
          onClick={() => {
            dispatch(promoRemoved());
            toast.success('Discount removed');
          }}
          sx={{ color: 'info.main', fontWeight: 400 }}
        >
          Remove
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={apply}
      noValidate
      aria-label="Promo code"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="Promo code"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32, autoComplete: 'off', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        color="inherit"
        disabled={!input.trim()}
        sx={{ height: 40, borderColor: '#d5d9d9' }}
      >
        Apply
      </Button>
    </Box>
  );
}
