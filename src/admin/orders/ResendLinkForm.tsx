import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../../universal/contracts/admin/orders';
import { useResendOrderLinkMutation } from '../api/admin-api';
import { failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { useFailureText } from '../ui/failure-text';
import { useToast } from '../ui/use-toast';
import { ActionBox } from './OrderActions';

/**
 * "Resend order link" on a guest's order (issue 52): the order's own address is mailed the link that opens
 * it without an account. Staff never see the link; a second send within a minute is refused, in words.
 */
export function ResendLinkForm({ order }: { order: AdminOrder['order'] }) {
  const t = useT();
  const toast = useToast();
  const failureText = useFailureText();
  const [resend, sending] = useResendOrderLinkMutation();

  const send = async () => {
    try {
      const { queuedTo } = await resend({ id: order._id }).unwrap();
      toast.success('order.linkResent', { email: queuedTo });
    } catch (error) {
      const failure = failureOf(error);
      toast.error(failure.status === 429 ? t('order.linkJustSent') : failureText(failure));
    }
  };

  return (
    <ActionBox title={t('order.linkTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('order.linkHelp', { email: order.user.email })}
      </Typography>
      <Button variant="outlined" onClick={() => void send()} disabled={sending.isLoading}>
        {t('order.linkSubmit')}
      </Button>
    </ActionBox>
  );
}
