import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type FormikProps, useFormik } from 'formik';
import { array, boolean, mixed, object, string } from 'yup';
import {
  type AdminPromotion,
  PROMOTION_CURRENCIES,
  PROMOTION_KINDS,
  type PromotionKind,
  type PromotionTerms,
} from '../../universal/contracts/admin/promotions';
import { minorExponent, toMajor, toMinor } from '../../universal/i18n/money';
import { PROMO_CODE_PATTERN } from '../../universal/validation/promo-code';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { useCreatePromotionMutation, useUpdatePromotionMutation } from './promotions-api';
import { choicesOf } from '../ui/choices';

export const KIND_LABEL: Record<PromotionKind, AdminMessageId> = {
  percent: 'promotions.kindPercent',
  flat: 'promotions.kindFlat',
};

/** One currency's own amounts, in its major units as typed (an empty minimum is none). */
export interface CurrencyAmountValues {
  currency: string;
  /** Off, for 'flat'; ignored for 'percent'. */
  amount: string;
  minOrder: string;
}

/** The form's values: what staff type, as text (an empty box is "none"). */
export interface PromotionFormValues {
  code: string;
  kind: PromotionKind;
  /** Whole percent for 'percent', dollars for 'flat'. */
  value: string;
  /** Dollars; empty for none. */
  minOrder: string;
  /** `datetime-local` values, in the staff member's own time; empty for none. */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  active: boolean;
  /** Amounts in other currencies, used there instead of the dollar amounts at the rate; none by default. */
  currencyAmounts: CurrencyAmountValues[];
}

const WHOLE = /^\d+$/;
const DOLLARS = /^\d+(\.\d{1,2})?$/;
/** A major-unit amount written with at most the currency's own decimals (none for a currency without them). */
function inCurrency(value: string, currency: string): boolean {
  const exponent = minorExponent(currency);
  return (exponent ? new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$`) : /^\d+$/).test(value);
}
const currencyOf = (context: { parent: unknown }) => (context.parent as CurrencyAmountValues).currency;
const optionalWhole = () =>
  string()
    .trim()
    .test('whole', 'promotions.v.limit', (value) => !value || (WHOLE.test(value) && Number(value) >= 1));

export const promotionSchema = object({
  code: string().trim().required('promotions.v.codeRequired').matches(PROMO_CODE_PATTERN, 'promotions.v.codeFormat'),
  kind: mixed<PromotionKind>().oneOf(PROMOTION_KINDS).required(),
  value: string()
    .trim()
    .required('promotions.v.valueRequired')
    .when('kind', {
      is: 'percent',
      then: (rule) =>
        rule.test('percent', 'promotions.v.percent', (value) => WHOLE.test(value) && +value >= 1 && +value <= 100),
      otherwise: (rule) => rule.test('amount', 'promotions.v.amount', (value) => DOLLARS.test(value) && +value > 0),
    }),
  minOrder: string()
    .trim()
    .test('amount', 'promotions.v.amount', (value) => !value || DOLLARS.test(value)),
  startsAt: string(),
  endsAt: string().test(
    'after',
    'promotions.v.endAfterStart',
    (value, context) =>
      !value ||
      !(context.parent as PromotionFormValues).startsAt ||
      value > (context.parent as PromotionFormValues).startsAt,
  ),
  totalLimit: optionalWhole(),
  perCustomerLimit: optionalWhole(),
  active: boolean().required(),
  // `$kind`: Formik validates with the form's values as the context, so a row reads the promotion's kind.
  currencyAmounts: array().of(
    object({
      currency: string().oneOf(PROMOTION_CURRENCIES).required(),
      amount: string()
        .trim()
        .when('$kind', {
          is: 'flat',
          then: (rule) =>
            rule.test(
              'amount',
              'promotions.v.amountIn',
              (value, context) =>
                !!value && inCurrency(value, currencyOf(context)) && toMinor(Number(value), currencyOf(context)) >= 1,
            ),
        }),
      minOrder: string()
        .trim()
        .test(
          'amount',
          'promotions.v.minOrderIn',
          (value, context) => !value || inCurrency(value, currencyOf(context)),
        ),
    }),
  ),
});

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const instant = (local: string) => (local ? new Date(local).toISOString() : null);
const limit = (text: string) => (text.trim() ? Number(text.trim()) : null);

export function termsOf(values: PromotionFormValues): PromotionTerms {
  const value = values.value.trim();
  return {
    kind: values.kind,
    percent: values.kind === 'percent' ? Number(value) : null,
    amountCents: values.kind === 'flat' ? cents(value) : null,
    minOrderCents: values.minOrder.trim() ? cents(values.minOrder.trim()) : 0,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    totalLimit: limit(values.totalLimit),
    perCustomerLimit: limit(values.perCustomerLimit),
    active: values.active,
    currencyAmounts: values.currencyAmounts.map((row) => ({
      currency: row.currency,
      amountMinor: values.kind === 'flat' ? toMinor(Number(row.amount.trim()), row.currency) : null,
      minOrderMinor: row.minOrder.trim() ? toMinor(Number(row.minOrder.trim()), row.currency) : 0,
    })),
  };
}

/** Minor units as the box shows them: major units with all of the currency's decimals. */
const majorText = (minor: number, currency: string) => toMajor(minor, currency).toFixed(minorExponent(currency));

function valuesOf(promotion: AdminPromotion | undefined): PromotionFormValues {
  if (!promotion)
    return {
      code: '',
      kind: 'percent',
      value: '',
      minOrder: '',
      startsAt: '',
      endsAt: '',
      totalLimit: '',
      perCustomerLimit: '',
      active: true,
      currencyAmounts: [],
    };
  return {
    code: promotion.code,
    kind: promotion.kind,
    value:
      promotion.kind === 'percent' ? String(promotion.percent ?? '') : ((promotion.amountCents ?? 0) / 100).toFixed(2),
    minOrder: promotion.minOrderCents ? (promotion.minOrderCents / 100).toFixed(2) : '',
    startsAt: localInput(promotion.startsAt),
    endsAt: localInput(promotion.endsAt),
    totalLimit: promotion.totalLimit === null ? '' : String(promotion.totalLimit),
    perCustomerLimit: promotion.perCustomerLimit === null ? '' : String(promotion.perCustomerLimit),
    active: promotion.active,
    currencyAmounts: (promotion.currencyAmounts ?? []).map((row) => ({
      currency: row.currency,
      amount: row.amountMinor === null ? '' : majorText(row.amountMinor, row.currency),
      minOrder: row.minOrderMinor ? majorText(row.minOrderMinor, row.currency) : '',
    })),
  };
}

/** The server's field names, mapped to the form's, so its refusals land on the right box. */
const FIELDS = [
  'code',
  'value',
  'minOrder',
  'startsAt',
  'endsAt',
  'totalLimit',
  'perCustomerLimit',
  'currencyAmounts',
] as const;

/**
 * The promotion's own amounts in other currencies: a row per currency (each at most once), with the amount
 * off for a flat code and the minimum order, labelled by its currency. Rows are optional: a currency without
 * one takes the dollar amounts at the operator's rate.
 */
function CurrencyAmountsFields({ formik }: { formik: FormikProps<PromotionFormValues> }) {
  const t = useT();
  const rows = formik.values.currencyAmounts;
  const unused = PROMOTION_CURRENCIES.filter((currency) => !rows.some((row) => row.currency === currency));
  const next = unused[0];
  const flat = formik.values.kind === 'flat';
  const field = useFieldBinder(formik);
  // A row's rule texts name its currency and decimals.
  const bound = (index: number, key: 'amount' | 'minOrder', currency: string) =>
    field(`currencyAmounts.${index}.${key}`, { currency, decimals: minorExponent(currency) });
  const add = (currency: string) =>
    void formik.setFieldValue('currencyAmounts', [...rows, { currency, amount: '', minOrder: '' }]);
  const remove = (index: number) => {
    const touched = formik.touched.currencyAmounts;
    if (Array.isArray(touched))
      void formik.setTouched({ ...formik.touched, currencyAmounts: touched.filter((_, at) => at !== index) }, false);
    void formik.setFieldValue(
      'currencyAmounts',
      rows.filter((_, at) => at !== index),
    );
  };
  // The server's refusal of the rows as a whole (a currency twice, a flat row without its amount).
  const refused = typeof formik.errors.currencyAmounts === 'string' ? formik.errors.currencyAmounts : undefined;
  return (
    <Stack role="group" aria-labelledby="promotion-currency-amounts" spacing={1.5}>
      <div>
        <Typography id="promotion-currency-amounts" variant="subtitle2" component="h3">
          {t('promotions.currencyAmounts')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('promotions.currencyAmountsHelp')}
        </Typography>
      </div>
      {refused && <Alert severity="error">{refused}</Alert>}
      {rows.map((row, index) => (
        <Stack
          key={index}
          role="group"
          aria-label={t('promotions.currencyRow', { currency: row.currency })}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id={`currencyAmounts.${index}.currency`}
            name={`currencyAmounts.${index}.currency`}
            value={row.currency}
            onChange={formik.handleChange}
            select
            size="small"
            label={t('promotions.currency')}
            sx={{ minWidth: 110 }}
          >
            {choicesOf(
              PROMOTION_CURRENCIES.filter((currency) => currency === row.currency || unused.includes(currency)),
            )}
          </TextField>
          {flat && (
            <TextField
              {...bound(index, 'amount', row.currency)}
              label={t('promotions.amountIn', { currency: row.currency })}
              required
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              sx={{ flex: 1 }}
            />
          )}
          <TextField
            {...bound(index, 'minOrder', row.currency)}
            label={t('promotions.minOrderIn', { currency: row.currency })}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('promotions.removeCurrency', { currency: row.currency })}
            onClick={() => remove(index)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {next !== undefined && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => add(next)}>
            {t('promotions.addCurrency')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Makes a promotion (no `editing`) or changes one: its code is fixed once made. A dialog, full screen on a
 * phone.
 */
export function PromotionDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing?: AdminPromotion;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create] = useCreatePromotionMutation();
  const [update] = useUpdatePromotionMutation();
  const formik = useFormik<PromotionFormValues>({
    initialValues: valuesOf(editing),
    enableReinitialize: true,
    validationSchema: promotionSchema,
    onSubmit: async (values, helpers) => {
      const terms = termsOf(values);
      const code = values.code.trim();
      const result = await submitCall(
        () => (editing ? update({ code: editing.code, terms }).unwrap() : create({ code, ...terms }).unwrap()),
        helpers,
        FIELDS,
      );
      if (result) {
        toast.success(editing ? 'promotions.saved' : 'promotions.created', { code });
        helpers.resetForm();
        onClose();
      }
    },
  });
  const field = useFieldBinder(formik);
  const title = editing ? t('promotions.editTitle', { code: editing.code }) : t('promotions.newTitle');
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="promotion-form">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="promotion-form">{title}</DialogTitle>
        <DialogContent>
          <FormFailure formik={formik} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...field('code')}
              label={t('promotions.code')}
              required
              disabled={Boolean(editing)}
              helperText={field('code').helperText ?? t('promotions.codeHelp')}
              slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false, maxLength: 32 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('kind')} select label={t('promotions.kind')} sx={{ minWidth: 180 }}>
                {choicesOf(PROMOTION_KINDS, (kind) => t(KIND_LABEL[kind]))}
              </TextField>
              <TextField
                {...field('value')}
                label={t(formik.values.kind === 'percent' ? 'promotions.percent' : 'promotions.amount')}
                required
                inputMode="decimal"
                slotProps={{
                  input: {
                    [formik.values.kind === 'percent' ? 'endAdornment' : 'startAdornment']: (
                      <InputAdornment position={formik.values.kind === 'percent' ? 'end' : 'start'}>
                        {formik.values.kind === 'percent' ? '%' : '$'}
                      </InputAdornment>
                    ),
                  },
                }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              {...field('minOrder')}
              label={t('promotions.minOrder')}
              inputMode="decimal"
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
            <CurrencyAmountsFields formik={formik} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('startsAt')}
                type="datetime-local"
                label={t('promotions.startsAt')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <TextField
                {...field('endsAt')}
                type="datetime-local"
                label={t('promotions.endsAt')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('totalLimit')}
                label={t('promotions.totalLimit')}
                inputMode="numeric"
                sx={{ flex: 1 }}
              />
              <TextField
                {...field('perCustomerLimit')}
                label={t('promotions.perCustomerLimit')}
                inputMode="numeric"
                sx={{ flex: 1 }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  name="active"
                  checked={formik.values.active}
                  onChange={(event) => void formik.setFieldValue('active', event.target.checked)}
                />
              }
              label={t('promotions.active')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('promotions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t(editing ? 'promotions.save' : 'promotions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
