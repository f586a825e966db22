import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import {
  adjustedPrice,
  BULK_PRODUCT_ACTIONS,
  type BulkProductAction,
  DEFAULT_MINIMUM_CENTS,
  MAX_BULK_PRODUCTS,
} from '../../universal/bulk-products';
import {
  bulkActionOf,
  bulkFormSchema,
  type BulkFormValues,
  centsOf,
} from '../../universal/validation/bulk-products-schema';
import type { AdminProductQuery } from '../../universal/contracts/admin/products';
import { newIdempotencyKey } from '../../browser-kit/idempotency-key';
import { useFormats, useT } from '../i18n/use-t';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { useBulkProductsMutation } from './products-api';

/**
 * The products grid's bulk actions (issue 52, docs/decisions/0127): the bar above the grid once rows are chosen,
 * and the dialog that names how many products an action changes before it is applied. The server applies it to
 * those products, or refuses it whole (a product gone or come meanwhile: the count no longer holds).
 */

/** The products an action names: the rows chosen, or every product the list's filters find. */
export type BulkTarget =
  { ids: number[]; count: number } | { filter: Pick<AdminProductQuery, 'state' | 'q'>; count: number };

/** The chosen rows and the way to choose every product the list finds (up to MAX_BULK_PRODUCTS). */
export function BulkBar({
  target,
  total,
  wholePageChosen,
  onChooseAll,
  onClear,
  onAction,
}: {
  target: BulkTarget;
  total: number;
  /** Every row of the page shown is chosen: the list may find more. */
  wholePageChosen: boolean;
  onChooseAll: () => void;
  onClear: () => void;
  onAction: (action: BulkProductAction) => void;
}) {
  const t = useT();
  const everything = 'filter' in target;
  const more = !everything && wholePageChosen && total > target.count;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} role="region" aria-label={t('bulk.actions')}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
            {everything
              ? t('products.select.all', { count: target.count })
              : t('products.select.count', { count: target.count })}
          </Typography>
          {more &&
            (total <= MAX_BULK_PRODUCTS ? (
              <Button size="small" onClick={onChooseAll}>
                {t('products.select.chooseAll', { count: total })}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('products.select.tooMany', { max: MAX_BULK_PRODUCTS })}
              </Typography>
            ))}
          <Button size="small" color="inherit" onClick={onClear}>
            {t('products.select.clear')}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {BULK_PRODUCT_ACTIONS.map((action) => (
            <Button key={action} size="small" variant="outlined" onClick={() => onAction(action)}>
              {t(`bulk.action.${action}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

const EMPTY: Omit<BulkFormValues, 'action'> = { price: '', percent: '', minimum: '', stock: '' };

/** A price the owner may know, to show what the percentage does to it. */
const EXAMPLE_CENTS = 2000;

/**
 * Asks before an action: how many products it changes, the figures it needs (checked by the shared rules),
 * and, for a percentage, the rounding rule with an example. The request carries a key made when the dialog
 * opened: sent twice (a retry), it is applied once.
 */
export function BulkDialog({
  action,
  target,
  onClose,
  onDone,
}: {
  action: BulkProductAction;
  target: BulkTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const id = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [send] = useBulkProductsMutation();
  const key = useMemo(() => newIdempotencyKey(), []);
  const formik = useFormik<BulkFormValues>({
    initialValues: { action, ...EMPTY },
    validationSchema: bulkFormSchema,
    onSubmit: async (values, helpers) => {
      const products = 'ids' in target ? { ids: target.ids } : { filter: target.filter };
      const result = await submitCall(
        () => send({ key, ...bulkActionOf(values), ...products, expected: target.count }).unwrap(),
        helpers,
        [],
      );
      if (!result) return;
      toast.success('bulk.done', { changed: result.answer.changed, unchanged: result.answer.unchanged });
      onDone();
    },
  });
  const field = useFieldBinder(formik);
  const example = useMemo(() => {
    const { percent, minimum } = formik.values;
    if (action !== 'adjust-price' || !bulkFormSchema.isValidSync(formik.values)) return undefined;
    const floor = minimum.trim() ? centsOf(minimum) : DEFAULT_MINIMUM_CENTS;
    const to = adjustedPrice(EXAMPLE_CENTS, Number(percent), floor);
    return to === undefined ? undefined : { from: formats.money(EXAMPLE_CENTS / 100), to: formats.money(to / 100) };
  }, [action, formik.values, formats]);
  const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={`${id}-title`}>{t(`bulk.title.${action}`, { count: target.count })}</DialogTitle>
        <DialogContent>
          <FormFailure formik={formik} />
          <DialogContentText sx={{ mb: 2 }}>{t(`bulk.text.${action}`)}</DialogContentText>
          <Stack spacing={2}>
            {action === 'set-price' && (
              <TextField {...field('price')} label={t('bulk.price')} required inputMode="decimal" slotProps={dollars} />
            )}
            {action === 'adjust-price' && (
              <>
                <TextField
                  {...field('percent')}
                  label={t('bulk.percent')}
                  required
                  inputMode="decimal"
                  helperText={field('percent').helperText ?? t('bulk.percentHint')}
                  slotProps={{
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    htmlInput: { dir: 'ltr' },
                  }}
                />
                <TextField
                  {...field('minimum')}
                  label={t('bulk.minimum')}
                  inputMode="decimal"
                  helperText={field('minimum').helperText ?? t('bulk.minimumHint')}
                  slotProps={dollars}
                />
                {example && (
                  <Alert severity="info" role="status">
                    {t('bulk.example', example)}
                  </Alert>
                )}
              </>
            )}
            {action === 'set-stock' && (
              <TextField {...field('stock')} label={t('bulk.stock')} required inputMode="numeric" />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            {t('common.keep')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'unpublish' ? 'error' : 'primary'}
            disabled={formik.isSubmitting}
          >
            {t('bulk.confirm', { count: target.count })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
