import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { type ReactNode, useRef, useState } from 'react';
import { mixed, object, string } from 'yup';
import type { AdminOrder } from '../../universal/contracts/admin/orders';
import {
  ALL_ORDER_STATUSES,
  canCancel,
  nextStep,
  type OrderStatus,
  TAKES_TRACKING,
} from '../../universal/order-status';
import {
  useAddOrderNoteMutation,
  useAdvanceOrderMutation,
  useCancelOrderMutation,
  useCarriersQuery,
  useRefundOrderMutation,
  useResendConfirmationMutation,
  useShipOrderMutation,
} from '../api/admin-api';
import { newIdempotencyKey } from '../../browser-kit/idempotency-key';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog, useConfirming } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useCallForm, useFieldBinder, WrittenField } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { STATUS_LABEL } from './orders-view';
import { choicesOf } from '../ui/choices';
import { refundNeedsPayout } from '../../universal/refund-payout';
import { NO_PAYOUT, PayoutFields, payoutOf, payoutRules, usePayoutText } from './PayoutFields';

/**
 * Where the status button moves an order: the lifecycle's next step (pending to processing, shipped to
 * delivered). Shipping is not a button: the ship form takes it there with a carrier and tracking number.
 */
export function advanceTo(status: OrderStatus): OrderStatus | undefined {
  const next = nextStep(status);
  return next === 'shipped' ? undefined : next;
}

/** One action of the order page's Actions panel: its heading, then its form. */
export function ActionBox({ title, children }: { title: string; children: ReactNode }) {
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
  const next = advanceTo(order.status);
  const formik = useCallForm({
    initialValues: { status: next ?? '' },
    enableReinitialize: true,
    validationSchema: object({ status: mixed<OrderStatus>().oneOf(ALL_ORDER_STATUSES).required() }),
    fields: ['status'],
    send: (values) => advance({ id: order._id, status: values.status as OrderStatus }).unwrap(),
    done: (_answer, _helpers, values) =>
      toast.success('order.advanced', { status: t(STATUS_LABEL[values.status as OrderStatus]) }),
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
            {choicesOf(names)}
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
  const confirming = useConfirming();
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: cancelSchema,
    // The form asks first; the dialog's button cancels.
    onSubmit: confirming.ask,
  });
  const field = useFieldBinder(formik);
  if (!canCancel(order.status)) return null;
  const confirm = async () => {
    confirming.close();
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
          <WrittenField bound={field('reason')} label={t('field.reason')} maxLength={500} />
          <div>
            <Button type="submit" color="error" variant="outlined" disabled={cancelling.isLoading}>
              {t('order.cancelSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming.open}
        title={t('order.cancelConfirmTitle')}
        text={t('order.cancelConfirmText')}
        confirmLabel={t('order.cancelConfirm')}
        busy={cancelling.isLoading}
        onConfirm={() => void confirm()}
        onClose={confirming.close}
      />
    </ActionBox>
  );
}

/** Dollars and cents as staff type them: 12, 12.5 or 12.50. */
const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;
const dollarsOf = (typed: string) => Number(typed.trim().replace(',', '.'));

const refundSchema = (refundable: number, byHand: boolean) =>
  object({
    ...payoutRules(byHand),
    amount: string()
      .trim()
      .required('validation.amountRequired')
      .matches(AMOUNT, 'validation.amountFormat')
      .test('positive', 'validation.amountFormat', (typed) => !typed || dollarsOf(typed) > 0)
      .test('at-most', 'validation.amountTooHigh', (typed) => !typed || dollarsOf(typed) <= refundable),
    reason: string().trim().required('validation.refundReasonRequired').max(500, 'validation.tooLong'),
  });

/**
 * Pays back part or all of what a shipped or delivered order took. Asks first; one key per refund, kept
 * until it succeeds, so that a retry after a lost answer pays nothing twice.
 */
export function RefundForm({ order, money }: { order: AdminOrder['order']; money: AdminOrder['money'] }) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const [refund, refunding] = useRefundOrderMutation();
  const payoutText = usePayoutText();
  // The amount asked about, kept while the dialog closes (the form is emptied once it succeeds).
  const [asking, setAsking] = useState({ open: false, amount: 0 });
  const key = useRef(newIdempotencyKey());
  // Paid in cash: staff send the money by hand and say how (refund-payout.ts).
  const byHand = refundNeedsPayout(order);
  const formik = useFormik({
    initialValues: { amount: '', reason: '', ...NO_PAYOUT },
    validationSchema: refundSchema(money.refundable, byHand),
    onSubmit: (values) => setAsking({ open: true, amount: dollarsOf(values.amount) }),
  });
  const field = useFieldBinder(formik);
  if (money.refundable <= 0) {
    const why = money.blocked
      ? t(money.blocked === 'not-shipped' ? 'order.refundNotShipped' : 'order.refundNotPaid')
      : t('order.refundedInFull');
    return (
      <ActionBox title={t('order.refundTitle')}>
        <Typography variant="body2" color="text.secondary">
          {why}
        </Typography>
      </ActionBox>
    );
  }
  const close = () => setAsking((was) => ({ ...was, open: false }));
  const confirm = async (amount: number) => {
    close();
    const body = {
      amount,
      reason: formik.values.reason.trim(),
      key: key.current,
      ...payoutOf(formik.values, byHand),
    };
    // A payout the server refuses shows above the form (its field is the pair).
    const result = await submitCall(() => refund({ id: order._id, ...body }).unwrap(), formik, ['amount', 'reason']);
    if (result) {
      key.current = newIdempotencyKey();
      formik.resetForm();
      toast.success('order.refunded', { amount: formats.money(body.amount, order.currency) });
    }
  };
  const amountField = field('amount');
  return (
    <ActionBox title={t('order.refundTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={2}>
          <TextField
            {...amountField}
            label={t('field.amount')}
            helperText={
              amountField.helperText ??
              t('order.refundUpTo', { amount: formats.money(money.refundable, order.currency) })
            }
            required
            size="small"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 11 } }}
          />
          <div>
            <Button size="small" onClick={() => void formik.setFieldValue('amount', money.refundable.toFixed(2), true)}>
              {t('order.refundWhole')}
            </Button>
          </div>
          <WrittenField
            bound={field('reason')}
            label={t('field.reason')}
            hint={t('order.refundReasonHelp')}
            maxLength={500}
          />
          {byHand && <PayoutFields formik={formik} />}
          <div>
            <Button type="submit" variant="outlined" disabled={refunding.isLoading}>
              {t('order.refundSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={asking.open}
        title={t('order.refundConfirmTitle', { amount: formats.money(asking.amount, order.currency) })}
        text={
          byHand
            ? t('order.refundConfirmTextByHand', {
                payout: payoutText(formik.values.payoutMethod, formik.values.payoutDetails),
                email: order.user.email,
              })
            : t('order.refundConfirmText', { email: order.user.email })
        }
        confirmLabel={t('order.refundConfirm')}
        busy={refunding.isLoading}
        onConfirm={() => void confirm(asking.amount)}
        onClose={close}
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
  const formik = useCallForm({
    initialValues: { body: '' },
    validationSchema: noteSchema,
    fields: ['body'],
    send: (values) => addNote({ id: order._id, body: values.body.trim() }).unwrap(),
    done: (_answer, helpers) => {
      helpers.resetForm();
      toast.success('order.noteAdded');
    },
  });
  const field = useFieldBinder(formik);
  return (
    <ActionBox title={t('order.noteTitle')}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={2}>
          <WrittenField bound={field('body')} label={t('field.note')} hint={t('order.noteHelp')} maxLength={2000} />
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
  const formik = useCallForm({
    initialValues: {},
    validationSchema: object({}),
    fields: [],
    send: () => resend({ id: order._id }).unwrap(),
    done: () => toast.success('order.resent', { email: order.user.email }),
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
