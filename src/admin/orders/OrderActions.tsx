import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { type ReactNode, useState } from 'react';
import { mixed, object, string } from 'yup';
import type { AdminOrder } from '../../core/contracts/admin/orders';
import { ALL_ORDER_STATUSES, canCancel, type OrderStatus, TAKES_TRACKING } from '../../core/order-status';
import {
  useAddOrderNoteMutation,
  useAdvanceOrderMutation,
  useCancelOrderMutation,
  useCarriersQuery,
  useResendConfirmationMutation,
  useShipOrderMutation,
} from '../api/admin-api';
import { useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { STATUS_LABEL } from './orders-view';

/**
 * Where the status buttons move an order: pending to processing, shipped to delivered. A pending or
 * processing order ships through the ship form (carrier and tracking number); a cancelled or delivered
 * order stays.
 */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { pending: 'processing', shipped: 'delivered' };

function ActionBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function AdvanceForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [advance] = useAdvanceOrderMutation();
  const next = NEXT_STATUS[order.status];
  const formik = useFormik({
    initialValues: { status: next ?? '' },
    enableReinitialize: true,
    validationSchema: object({ status: mixed<OrderStatus>().oneOf(ALL_ORDER_STATUSES).required() }),
    onSubmit: async (values, helpers) => {
      const status = values.status as OrderStatus;
      const result = await submitCall(() => advance({ id: order._id, status }).unwrap(), helpers, ['status']);
      if (result) toast.success('order.advanced', { status: t(STATUS_LABEL[status]) });
    },
  });
  if (!next) return null;
  return (
    <ActionBox title={t('order.advanceTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {t('order.advanceTo', { status: t(STATUS_LABEL[next]) })}
        </Button>
      </form>
    </ActionBox>
  );
}

const shipSchema = object({
  carrier: string().required('validation.carrierRequired'),
  tracking: string().trim().required('validation.trackingRequired').max(60, 'validation.tooLong'),
});

export function ShipForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [ship] = useShipOrderMutation();
  const shippable = TAKES_TRACKING.includes(order.status);
  const carriers = useCarriersQuery(undefined, { skip: !shippable });
  const correcting = order.status === 'shipped';
  const formik = useFormik({
    initialValues: { carrier: order.tracking?.carrier ?? '', tracking: order.tracking?.number ?? '' },
    enableReinitialize: true,
    validationSchema: shipSchema,
    onSubmit: async (values, helpers) => {
      const body = { carrier: values.carrier, tracking: values.tracking.trim() };
      const result = await submitCall(() => ship({ id: order._id, ...body }).unwrap(), helpers, [
        'carrier',
        'tracking',
      ]);
      if (result) toast.success(correcting ? 'order.trackingUpdated' : 'order.shipped');
    },
  });
  const field = useFieldBinder(formik);
  if (!shippable) return null;
  // The order's own carrier stays choosable even if the list no longer has it.
  const names = [...new Set([...(carriers.data ?? []).map((carrier) => carrier.name), order.tracking?.carrier ?? ''])]
    .filter(Boolean)
    .sort();
  return (
    <ActionBox title={t(correcting ? 'order.trackingTitle' : 'order.shipTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={2}>
          <TextField {...field('carrier')} select label={t('field.carrier')} required size="small" fullWidth>
            {names.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('tracking')}
            label={t('field.tracking')}
            required
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60, dir: 'ltr' } }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {t(correcting ? 'order.trackingSubmit' : 'order.shipSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
    </ActionBox>
  );
}

const cancelSchema = object({
  reason: string().trim().required('validation.reasonRequired').max(500, 'validation.tooLong'),
});

export function CancelForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: cancelSchema,
    // The form asks first; the dialog's button cancels.
    onSubmit: () => setConfirming(true),
  });
  const field = useFieldBinder(formik);
  if (!canCancel(order.status)) return null;
  const confirm = async () => {
    setConfirming(false);
    const reason = formik.values.reason.trim();
    const result = await submitCall(() => cancel({ id: order._id, reason }).unwrap(), formik, ['reason']);
    if (result) {
      formik.resetForm();
      toast.success('order.cancelled');
    }
  };
  return (
    <ActionBox title={t('order.cancelTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={2}>
          <TextField
            {...field('reason')}
            label={t('field.reason')}
            required
            multiline
            minRows={2}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <div>
            <Button type="submit" color="error" variant="outlined" disabled={cancelling.isLoading}>
              {t('order.cancelSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('order.cancelConfirmTitle')}
        text={t('order.cancelConfirmText')}
        confirmLabel={t('order.cancelConfirm')}
        busy={cancelling.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </ActionBox>
  );
}

const noteSchema = object({
  body: string().trim().required('validation.noteRequired').max(2000, 'validation.tooLong'),
});

export function NoteForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [addNote] = useAddOrderNoteMutation();
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: noteSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => addNote({ id: order._id, body: values.body.trim() }).unwrap(), helpers, [
        'body',
      ]);
      if (result) {
        helpers.resetForm();
        toast.success('order.noteAdded');
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <ActionBox title={t('order.noteTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={2}>
          <TextField
            {...field('body')}
            label={t('field.note')}
            helperText={field('body').helperText ?? t('order.noteHelp')}
            required
            multiline
            minRows={2}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <div>
            <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
              {t('order.noteSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
    </ActionBox>
  );
}

export function ResendForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const [resend] = useResendConfirmationMutation();
  const formik = useFormik({
    initialValues: {},
    validationSchema: object({}),
    onSubmit: async (_values, helpers) => {
      const result = await submitCall(() => resend({ id: order._id }).unwrap(), helpers, []);
      if (result) toast.success('order.resent', { email: order.user.email });
    },
  });
  return (
    <ActionBox title={t('order.resendTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
          {t('order.resendSubmit')}
        </Button>
      </form>
    </ActionBox>
  );
}
