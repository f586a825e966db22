import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { RETURN_REASONS } from '../../../universal/return-rules';
import { orderNumber } from '../../../universal/order-status';
import { useToast } from '../../../browser-kit/toast';
import { validationText } from '../../../browser-kit/ui/ValidationText';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import { type ReturnFormValues, returnLineField, returnRequestBody } from '../../../universal/validation/return-form';
import { lineTitleIn } from '../../../universal/order-line-words';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { type OrderItem, type OrderRef, useRequestReturnMutation } from '../orders-api';
import { RETURN_REASON_TEXT } from '../order-texts';
import { ExchangeChoice } from './ExchangeChoice';
import { SelectField } from '../../../browser-kit/ui/SelectField';

/** One order line that still has units to send back. */
export interface ReturnableLine {
  item: OrderItem;
  /** Units received minus those already asked back. */
  available: number;
}

interface ReturnDialogProps {
  /** The order, with a guest's access key when it has one. */
  order: OrderRef;
  lines: readonly ReturnableLine[];
  open: boolean;
  onClose: () => void;
}

const validateReturn = schemaOnDemand<ReturnFormValues>(() =>
  import('../../../universal/validation/return-schema').then((rules) => rules.returnFormSchema),
);

/** The return form (Formik + yup): how many of each line go back, and why. */
export function ReturnDialog({ order, lines, open, onClose }: ReturnDialogProps) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const toast = useToast();
  const showFailure = useChangeFailureToast();
  const [requestReturn] = useRequestReturnMutation();
  const translate = (text: string | undefined) => (text === undefined ? undefined : validationText(intl, text));

  const formik = useFormik<ReturnFormValues>({
    initialValues: {
      quantities: Object.fromEntries(lines.map((_, index) => [returnLineField(index), 0])),
      reason: '',
      exchanges: {},
    },
    validate: validateReturn,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const body = returnRequestBody(
        values,
        lines.map(({ item }) => item),
      );
      const result = await requestReturn({ order, body });
      if ('data' in result) {
        toast.success('orders.return.done');
        helpers.resetForm();
        onClose();
      } else {
        showFailure(result.error, 'orders.return.failed');
      }
    },
  });
  const quantitiesError = typeof formik.errors.quantities === 'string' ? formik.errors.quantities : undefined;
  const showQuantitiesError = formik.submitCount > 0 && quantitiesError;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="return-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="return-dialog-title">
          {intl.formatMessage({ id: 'orders.return.dialogTitle' }, { number: orderNumber(order.id) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {lines.map(({ item, available }, index) => {
              const field = returnLineField(index);
              const quantity = formik.values.quantities[field] ?? 0;
              const title = lineTitleIn(item, locale);
              return (
                <Stack key={item.sku ?? item.productId} spacing={1.5}>
                  <SelectField
                    name={`quantities.${field}`}
                    label={intl.formatMessage({ id: 'orders.return.quantityLabel' }, { title })}
                    value={quantity}
                    onChange={(event) => void formik.setFieldValue(`quantities.${field}`, Number(event.target.value))}
                    helperText={intl.formatMessage({ id: 'orders.return.available' }, { count: available })}
                  >
                    {Array.from({ length: available + 1 }, (_, units) => (
                      <MenuItem key={units} value={units}>
                        {units}
                      </MenuItem>
                    ))}
                  </SelectField>
                  {item.sku !== undefined && (
                    <ExchangeChoice
                      name={`exchanges.${field}`}
                      productId={item.productId}
                      sku={item.sku}
                      quantity={quantity}
                      title={title}
                      value={formik.values.exchanges?.[field] ?? ''}
                      onChange={(sku) => void formik.setFieldValue(`exchanges.${field}`, sku)}
                    />
                  )}
                </Stack>
              );
            })}
            {showQuantitiesError && (
              <Alert severity="error" role="alert">
                {translate(quantitiesError)}
              </Alert>
            )}
            <SelectField
              name="reason"
              label={intl.formatMessage({ id: 'orders.return.reason' })}
              value={formik.values.reason}
              onChange={formik.handleChange}
              onBlur={() => void formik.setFieldTouched('reason', true)}
              error={Boolean(formik.touched.reason && formik.errors.reason)}
              helperText={formik.touched.reason ? translate(formik.errors.reason) : undefined}
              required
            >
              {RETURN_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {intl.formatMessage({ id: RETURN_REASON_TEXT[reason] })}
                </MenuItem>
              ))}
            </SelectField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {intl.formatMessage({ id: 'orders.return.close' })}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {intl.formatMessage({ id: 'orders.return.submit' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
