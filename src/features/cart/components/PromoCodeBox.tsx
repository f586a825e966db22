import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useToast } from '../../../shared/toast';
import { knownPromoCode, PROMO_APPLIED_MESSAGES, promoApplied, promoRemoved, selectPromoCode } from '../cart-slice';
import { FormattedMessage, useIntl } from 'react-intl';

/** Spec §2 promo box: SAVE10 and SAVE5, case-sensitive; one code at a time. */
export function PromoCodeBox() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const toast = useToast();
  const applied = useSelector(selectPromoCode);
  const [input, setInput] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    const code = knownPromoCode(input);
    if (!code) {
      toast.error(intl.formatMessage({ id: 'cart.promo.invalid' }));
      return;
    }
    dispatch(promoApplied(code));
    setInput('');
    toast.success(intl.formatMessage({ id: PROMO_APPLIED_MESSAGES[code] ?? 'cart.promo.applied' }));
  }

  if (applied) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          bgcolor: 'shop.successSoft',
          border: '1px solid #b7e0d6',
          borderRadius: 1,
        }}
      >
        <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
        <Typography variant="body2" sx={{ flex: 1 }}>
          <FormattedMessage
            id="cart.promo.appliedCode"
            values={{ code: applied, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </Typography>
        <Button
          size="small"
          aria-label={intl.formatMessage({ id: 'cart.promo.removeLabel' }, { code: applied })}
          onClick={() => {
            dispatch(promoRemoved());
            toast.success(intl.formatMessage({ id: 'cart.promo.removed' }));
          }}
          sx={{ color: 'info.main', fontWeight: 400 }}
        >
          {intl.formatMessage({ id: 'cart.promo.remove' })}
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={apply}
      noValidate
      aria-label={intl.formatMessage({ id: 'cart.promo.label' })}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'cart.promo.label' })}
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
        sx={{ height: 40, borderColor: 'shop.border' }}
      >
        {intl.formatMessage({ id: 'cart.promo.apply' })}
      </Button>
    </Box>
  );
}
