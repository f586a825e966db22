import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { object, string } from 'yup';
import type { AdminReturn } from '../../universal/contracts/admin/returns';
import { MAX_REJECTION_REASON } from '../../universal/return-rules';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog, useConfirming } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useFieldBinder, WrittenField } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { useApproveReturnMutation, useRefundReturnMutation, useRejectReturnMutation } from './returns-api';
import { refundNeedsPayout } from '../../universal/refund-payout';
import { NO_PAYOUT, PayoutFields, payoutOf, payoutRules, usePayoutText } from '../orders/PayoutFields';

const rejectSchema = object({
  reason: string().trim().required('validation.rejectionRequired').max(MAX_REJECTION_REASON, 'validation.tooLong'),
});

/** A requested return: approve it (the shopper sends the items), or reject it with a reason for the shopper. */
function Decide({ request }: { request: AdminReturn }) {
  const t = useT();
  const toast = useToast();
  const [approve, approving] = useApproveReturnMutation();
  const [reject, rejecting] = useRejectReturnMutation();
  const approval = useConfirming();
  const rejection = useConfirming();
  const approveForm = useFormik({
    initialValues: {},
    onSubmit: approval.ask,
  });
  const rejectForm = useFormik({
    initialValues: { reason: '' },
    validationSchema: rejectSchema,
    onSubmit: rejection.ask,
  });
  const field = useFieldBinder(rejectForm);

  const confirmApproval = async () => {
    approval.close();
    const result = await submitCall(() => approve({ id: request.id }).unwrap(), approveForm, []);
    if (result) toast.success('return.approved');
  };
  const confirmRejection = async () => {
    rejection.close();
    const reason = rejectForm.values.reason.trim();
    const result = await submitCall(() => reject({ id: request.id, reason }).unwrap(), rejectForm, ['reason']);
    if (result) toast.success('return.rejected');
  };

  return (
    <Stack spacing={3}>
      <form noValidate onSubmit={approveForm.handleSubmit}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('return.approveTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('return.approveHelp')}
        </Typography>
        <FormFailure formik={approveForm} />
        <Button type="submit" variant="contained" disabled={approving.isLoading || rejecting.isLoading}>
          {t('return.approveSubmit')}
        </Button>
      </form>
      <form noValidate onSubmit={rejectForm.handleSubmit}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('return.rejectTitle')}
        </Typography>
        <FormFailure formik={rejectForm} />
        <Stack spacing={2}>
          <WrittenField
            bound={field('reason')}
            label={t('return.rejectionReason')}
            hint={t('return.rejectHelp')}
            maxLength={MAX_REJECTION_REASON}
          />
          <div>
            <Button
              type="submit"
              color="error"
              variant="outlined"
              disabled={approving.isLoading || rejecting.isLoading}
            >
              {t('return.rejectSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={approval.open}
        title={t('return.approveConfirmTitle')}
        text={t('return.approveConfirmText', { email: request.order.customer.email })}
        confirmLabel={t('return.approveConfirm')}
        tone="primary"
        busy={approving.isLoading}
        onConfirm={() => void confirmApproval()}
        onClose={approval.close}
      />
      <ConfirmDialog
        open={rejection.open}
        title={t('return.rejectConfirmTitle')}
        text={t('return.rejectConfirmText', { email: request.order.customer.email })}
        confirmLabel={t('return.rejectConfirm')}
        busy={rejecting.isLoading}
        onConfirm={() => void confirmRejection()}
        onClose={rejection.close}
      />
    </Stack>
  );
}

/** A refund's yes-or-no choice, its help text read with it. */
function Choice(props: { checked: boolean; onChange: (checked: boolean) => void; label: string; help: string }) {
  const helpId = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            inputProps={{ 'aria-describedby': helpId }}
          />
        }
        label={props.label}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {props.help}
      </FormHelperText>
    </Box>
  );
}

/**
 * An approved return: refund it once the items have arrived, which puts their units back in stock unless
 * staff untick it (damaged, worn, opened: they stay off the shelf).
 */
function Refund({ request }: { request: AdminReturn }) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const [refund, refunding] = useRefundReturnMutation();
  const payoutText = usePayoutText();
  const confirming = useConfirming();
  // Paid in cash: staff send the money by hand and say how (refund-payout.ts).
  const byHand = refundNeedsPayout(request.order);
  const form = useFormik({
    initialValues: { ...NO_PAYOUT, restock: true, refundDelivery: false },
    validationSchema: object(payoutRules(byHand)),
    onSubmit: confirming.ask,
  });
  // The shop's fault: the order's delivery goes back too, added in cents as the server adds it.
  const delivery = request.order.delivery;
  const withDelivery = form.values.refundDelivery && delivery > 0;
  const amount = formats.money(
    withDelivery ? (Math.round(request.refund * 100) + Math.round(delivery * 100)) / 100 : request.refund,
  );
  const confirm = async () => {
    confirming.close();
    const result = await submitCall(
      () =>
        refund({
          id: request.id,
          ...payoutOf(form.values, byHand),
          ...(!form.values.restock && { restock: false }),
          ...(withDelivery && { refundDelivery: true }),
        }).unwrap(),
      form,
      [],
    );
    if (result) toast.success(form.values.restock ? 'return.refunded' : 'return.refundedKeptOff', { amount });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('return.refundHelp', { amount })}
      </Typography>
      <FormFailure formik={form} />
      {byHand && (
        <Box sx={{ mb: 2 }}>
          <PayoutFields formik={form} />
        </Box>
      )}
      <Choice
        checked={form.values.restock}
        onChange={(checked) => void form.setFieldValue('restock', checked)}
        label={t('return.restock')}
        help={t('return.restockHelp')}
      />
      {delivery > 0 && (
        <Choice
          checked={form.values.refundDelivery}
          onChange={(checked) => void form.setFieldValue('refundDelivery', checked)}
          label={t('return.refundDelivery', { amount: formats.money(delivery) })}
          help={t('return.refundDeliveryHelp')}
        />
      )}
      <Button type="submit" variant="contained" disabled={refunding.isLoading}>
        {t('return.refundSubmit', { amount })}
      </Button>
      <ConfirmDialog
        open={confirming.open}
        title={t('return.refundConfirmTitle', { amount })}
        text={[
          t(form.values.restock ? 'return.refundConfirmText' : 'return.refundConfirmTextKeptOff', {
            units: request.items.reduce((sum, item) => sum + item.quantity, 0),
          }),
          ...(byHand ? [`${payoutText(form.values.payoutMethod, form.values.payoutDetails)}.`] : []),
        ].join(' ')}
        confirmLabel={t('return.refundConfirm', { amount })}
        tone="primary"
        busy={refunding.isLoading}
        onConfirm={() => void confirm()}
        onClose={confirming.close}
      />
    </form>
  );
}

/** What staff may do with a return where it stands; a decided one says what was decided. */
export function ReturnActions({ request }: { request: AdminReturn }) {
  const t = useT();
  const formats = useFormats();
  const when = request.decidedAt ? formats.dateTime(request.decidedAt) : '';
  switch (request.status) {
    case 'requested':
      return <Decide request={request} />;
    case 'approved':
      return <Refund request={request} />;
    case 'refunded':
      return (
        <Typography variant="body2">
          {t(request.keptOffShelf ? 'return.refundedOnKeptOff' : 'return.refundedOn', {
            amount: formats.money(request.refund),
            date: when,
          })}
        </Typography>
      );
    case 'rejected':
      return <Typography variant="body2">{t('return.rejectedOn', { date: when })}</Typography>;
  }
}
