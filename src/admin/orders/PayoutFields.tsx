import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { mixed, type ObjectShape, string } from 'yup';
import {
  cleanPayout,
  PAYOUT_DETAILS_MAX,
  PAYOUT_DETAILS_MIN,
  PAYOUT_METHODS,
  type PayoutMethod,
  type RefundPayout,
} from '../../universal/refund-payout';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';
import { choicesOf } from '../ui/choices';
import { useFieldBinder } from '../ui/form';

/** A cash-on-delivery refund's payout as the form holds it: blank until staff choose. */
export interface PayoutValues {
  payoutMethod: PayoutMethod | '';
  payoutDetails: string;
}

export const NO_PAYOUT: PayoutValues = { payoutMethod: '', payoutDetails: '' };

const METHOD_LABEL: Record<PayoutMethod, AdminMessageId> = {
  'bank-transfer': 'payout.bankTransfer',
  wallet: 'payout.wallet',
};

/** The payout's rules for a form's schema: required only where the order was paid in cash. */
export function payoutRules(needed: boolean): ObjectShape {
  if (!needed) return {};
  return {
    payoutMethod: mixed<PayoutMethod | ''>()
      .oneOf([...PAYOUT_METHODS], 'validation.payoutMethodRequired')
      .required('validation.payoutMethodRequired'),
    payoutDetails: string()
      .trim()
      .required('validation.payoutDetailsRequired')
      .test(
        'whole',
        'validation.payoutDetails',
        (typed) => !typed || typeof cleanPayout({ method: 'wallet', details: typed }) !== 'string',
      ),
  };
}

/** What the form sends: the payout, where one is asked for. */
export function payoutOf(values: PayoutValues, needed: boolean): { payout: RefundPayout } | Record<string, never> {
  if (!needed || values.payoutMethod === '') return {};
  return { payout: { method: values.payoutMethod, details: values.payoutDetails.trim() } };
}

/** A payout in the console's words, for a confirmation or the order's refunds: "Bank transfer to EG38 0019 …". */
export function usePayoutText() {
  const t = useT();
  return (method: PayoutMethod | '', details: string) =>
    t('payout.sentTo', { method: method === '' ? '' : t(METHOD_LABEL[method]), details: details.trim() });
}

/**
 * How a cash-on-delivery order's refund goes back (issue 51): the shopper paid the courier, so staff send the
 * money by bank transfer or to a mobile wallet by hand, and say which and where.
 */
export function PayoutFields<Values extends PayoutValues>({ formik }: { formik: FormikProps<Values> }) {
  const t = useT();
  const field = useFieldBinder(formik);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('payout.help')}
      </Typography>
      <TextField {...field('payoutMethod')} select label={t('payout.method')} required size="small" fullWidth>
        {choicesOf(PAYOUT_METHODS, (method) => t(METHOD_LABEL[method]))}
      </TextField>
      <TextField
        {...field('payoutDetails')}
        label={t(formik.values.payoutMethod === 'wallet' ? 'payout.walletNumber' : 'payout.account')}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: PAYOUT_DETAILS_MAX, minLength: PAYOUT_DETAILS_MIN } }}
      />
    </Stack>
  );
}
