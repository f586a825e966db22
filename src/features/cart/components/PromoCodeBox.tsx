import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import type { OptionsObject, SnackbarKey } from 'notistack';
import { type FormEvent, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROMO_APPLIED_MESSAGES } from '../../../universal/order-totals';
import { changeFailureMessage } from '../../../browser-kit/api/change-failure-message';
import { fieldErrors } from '../../../browser-kit/api/error-text';
import type { MessageId } from '../../../universal/i18n/messages';
import { type ToastText, toastKey, useToast } from '../../../browser-kit/toast';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import { PROMO_CODE_MAX_LENGTH } from '../../../universal/validation/promo-code';
import type { PromoCodeValues } from '../../../universal/validation/promo-schema';
import { PROMO_CODE_INVALID } from '../../../universal/validation/messages';
import { useApplyPromoCodeMutation, useRemovePromoCodeMutation } from '../../../entities/cart';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';

const validatePromo = schemaOnDemand<PromoCodeValues>(() =>
  import('../../../universal/validation/promo-schema').then((rules) => rules.promoCodeSchema),
);

/**
 * Spec §2 promo box: the spec's SAVE10 and SAVE5 and the shop's other promotions (issue 35),
 * case-sensitive; one code at a time. The code is kept on the server's cart (it survives a reload and
 * follows the shopper to another device), and checkout applies it there. The box checks only a code's
 * shape first; which codes exist, and whether this cart may use one now, is the server's answer.
 */
export function PromoCodeBox({ applied }: { applied: string | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const [applyOnServer, applying] = useApplyPromoCodeMutation();
  // The code's minimum is the server's to check in the currency this shopper will be charged in.
  const { settlement } = useShopperLocale();
  const [removeOnServer, removing] = useRemovePromoCodeMutation();
  const formik = useFormik<PromoCodeValues>({
    initialValues: { code: '' },
    validate: validatePromo,
    // Checked on Apply; once a code was refused, each keystroke re-checks it (the field turns back from red).
    validateOnBlur: false,
    // The code as the schema reads it: trimmed.
    onSubmit: (values) => applyCode(values.code.trim()),
  });

  // Refusals of the code being typed: a success answers them, so it takes them off the screen.
  const refusals = useRef<SnackbarKey[]>([]);
  const refuse = (text: ToastText, options?: OptionsObject) => {
    refusals.current.push(toast.error(text, options));
  };
  const succeed = (text: MessageId) => {
    for (const key of refusals.current.splice(0)) toast.close(key);
    toast.success(text);
  };
  const failedToSave = (error: unknown) => {
    const failure = changeFailureMessage(error, intl.formatMessage({ id: 'cart.promo.failed' }), intl);
    if (failure) refuse(failure, { key: toastKey('error', 'cart.promo.failed') });
  };

  async function applyCode(code: string) {
    const result = await applyOnServer({ code, currency: settlement });
    if ('error' in result) {
      // The server refuses a code it does not know (its field error); anything else failed to save it.
      if (fieldErrors(result.error)?.code) {
        // The shop has no such code, or this cart cannot use it now: marked like a refused shape.
        formik.setFieldError('code', PROMO_CODE_INVALID);
        refuse('cart.promo.invalid');
      } else failedToSave(result.error);
      return;
    }
    formik.resetForm();
    // The spec's own toasts for its codes (§8); any other code of the shop's promotions, the general one.
    succeed(
      Object.hasOwn(PROMO_APPLIED_MESSAGES, code)
        ? PROMO_APPLIED_MESSAGES[code as keyof typeof PROMO_APPLIED_MESSAGES]
        : 'cart.promo.applied',
    );
  }

  async function removeCode() {
    const result = await removeOnServer();
    if ('error' in result) failedToSave(result.error);
    else succeed('cart.promo.removed');
  }

  // Spec §8 says a refused code in a toast; Formik calls onSubmit only with a code the rule accepts.
  async function apply(event: FormEvent) {
    event.preventDefault();
    const { code: error } = await formik.validateForm();
    // The promo rule's message is a catalog id.
    if (error) refuse(error as MessageId);
    formik.handleSubmit();
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
          border: 1,
          borderColor: 'shop.successBorder',
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
          disabled={removing.isLoading}
          onClick={() => void removeCode()}
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
        name="code"
        value={formik.values.code}
        onChange={formik.handleChange}
        error={Boolean(formik.touched.code && formik.errors.code)}
        slotProps={{ htmlInput: { maxLength: PROMO_CODE_MAX_LENGTH, autoComplete: 'off', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        color="inherit"
        disabled={!formik.values.code.trim() || applying.isLoading}
        sx={{ height: 40, borderColor: 'shop.border' }}
      >
        {intl.formatMessage({ id: 'cart.promo.apply' })}
      </Button>
    </Box>
  );
}
