import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminOrder } from '../../universal/contracts/admin/orders';
import { canCancel } from '../../universal/order-status';
import { shippingAddressSchema } from '../../universal/validation/checkout-schema';
import { useChangeOrderAddressMutation } from '../api/admin-api';
import { useT } from '../i18n/use-t';
import { FormFailure, useCallForm, useFieldBinder } from '../ui/form';
import { useToast } from '../ui/use-toast';

/** The fields staff may correct, in the order a label writes them; the country stays (it priced the order). */
const FIELDS = ['name', 'street', 'city', 'state', 'zipCode', 'phone'] as const;
const LABEL = {
  name: 'field.name',
  street: 'field.street',
  city: 'field.city',
  state: 'field.state',
  zipCode: 'field.zipCode',
  phone: 'field.phone',
} as const;

/**
 * Corrects where an order goes before it ships (issue 52, customer care): checkout's own address rules, the
 * phone by the order's country; the shopper is mailed the new address. Folded away until asked for.
 */
export function AddressForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [change] = useChangeOrderAddressMutation();
  const formik = useCallForm({
    initialValues: order.shippingAddress,
    enableReinitialize: true,
    validationSchema: shippingAddressSchema,
    fields: FIELDS,
    send: (values) => change({ id: order._id, ...shippingAddressSchema.cast(values) }).unwrap(),
    done: () => {
      setOpen(false);
      toast.success('order.addressChanged');
    },
  });
  const field = useFieldBinder(formik);
  if (!canCancel(order.status)) return null;
  return (
    <section>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('order.addressTitle')}
      </Typography>
      {open ? (
        <form noValidate onSubmit={formik.handleSubmit}>
          <FormFailure formik={formik} />
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('order.addressHelp', { country: order.shippingAddress.country })}
            </Typography>
            {FIELDS.map((name) => (
              <TextField
                key={name}
                {...field(name)}
                label={t(LABEL[name])}
                required={name !== 'state' && name !== 'zipCode'}
                size="small"
                fullWidth
                slotProps={{ htmlInput: name === 'phone' || name === 'zipCode' ? { dir: 'ltr' } : {} }}
              />
            ))}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {t('order.addressSubmit')}
              </Button>
              <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('order.addressOpen')}
        </Button>
      )}
    </section>
  );
}
