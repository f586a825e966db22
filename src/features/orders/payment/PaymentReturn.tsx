import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import type { OrderPaymentState } from '../../../universal/contracts/order';
import type { MessageId } from '../../../universal/i18n/messages';
import { ArrivalHeading } from '../components/ArrivalHeading';
import { type OrderRef, orderPagePath, useGetOrderPaymentQuery } from '../orders-api';
import { canPayNow, HOLD_TIME, type OrderPayment } from './payment-state';

/** How often the page asks where the payment stands, and for how long before it says it is taking longer. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_WAIT_MS = 60_000;

/** What the return from the provider shows: the provider's word as the server has it, never the address's alone. */
type Outcome = 'paid' | 'failed' | 'review' | 'cancelled' | 'processing';

/**
 * The shop's word wins over the address: a payment the server says is paid is paid, whatever an old return
 * address says; Stripe's `redirect_status=failed` is a failure while the server has no other word yet.
 */
function outcomeOf(state: OrderPaymentState, redirectStatus: string | null): Outcome {
  if (state === 'paid' || state === 'failed' || state === 'review' || state === 'cancelled') return state;
  if (redirectStatus === 'failed' && state === 'awaiting') return 'failed';
  return 'processing';
}

function Frame({ icon, titleId, children }: { icon: ReactNode; titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  useMessageTitle(titleId);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        {icon}
        <ArrivalHeading sx={{ mt: 1 }}>{intl.formatMessage({ id: titleId })}</ArrivalHeading>
        {children}
      </Paper>
    </Container>
  );
}

function ViewOrder({ target, primary = false }: { target: OrderRef; primary?: boolean }) {
  const intl = useIntl();
  return (
    <Button
      component={RouterLink}
      to={orderPagePath(target)}
      variant={primary ? 'contained' : 'outlined'}
      color={primary ? 'primary' : 'inherit'}
    >
      {intl.formatMessage({ id: 'orders.card.viewDetails' })}
    </Button>
  );
}

function Processing({ target, slow }: { target: OrderRef; slow: boolean }) {
  const intl = useIntl();
  return (
    <Frame
      icon={<CircularProgress size={56} aria-label={intl.formatMessage({ id: 'orderReturn.processing.title' })} />}
      titleId="orderReturn.processing.title"
    >
      {/* Polite: what changes while the shopper waits (the wait growing long) is read out when it does. */}
      <Box aria-live="polite" sx={{ mt: 1 }}>
        <Typography color="text.secondary">
          {intl.formatMessage({ id: slow ? 'orderReturn.processing.slow' : 'orderReturn.processing.text' })}
        </Typography>
      </Box>
      {slow && (
        <Box sx={{ mt: 3 }}>
          <ViewOrder target={target} primary />
        </Box>
      )}
    </Frame>
  );
}

function Failed({ target, payment }: { target: OrderRef; payment: OrderPayment }) {
  const intl = useIntl();
  const [now] = useState(() => new Date());
  // The same payment may be tried again while the order holds its stock.
  const again = canPayNow({ ...payment, state: 'failed' }, now);
  return (
    <Frame
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      titleId="orderReturn.failed.title"
    >
      <Typography sx={{ mt: 1 }}>{intl.formatMessage({ id: 'orderReturn.failed.text' })}</Typography>
      {again && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage(
            { id: 'orderReturn.failed.heldUntil' },
            { time: intl.formatDate(payment.holdUntil, HOLD_TIME) },
          )}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        {again && (
          <Button component={RouterLink} to={orderPagePath(target, '/pay')} variant="contained">
            {intl.formatMessage({ id: 'orderReturn.failed.retry' })}
          </Button>
        )}
        <ViewOrder target={target} primary={!again} />
      </Stack>
    </Frame>
  );
}

/** A payment held for review (its amount did not match) or an order cancelled before it was paid. */
function Settled({ target, outcome }: { target: OrderRef; outcome: 'review' | 'cancelled' }) {
  const intl = useIntl();
  const texts = {
    review: { title: 'orderReturn.review.title', text: 'orderReturn.review.text' },
    cancelled: { title: 'orderReturn.cancelled.title', text: 'orderReturn.cancelled.text' },
  } as const;
  return (
    <Frame icon={<HourglassTopIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />} titleId={texts[outcome].title}>
      <Typography sx={{ mt: 1 }}>{intl.formatMessage({ id: texts[outcome].text })}</Typography>
      <Box sx={{ mt: 3 }}>
        <ViewOrder target={target} primary />
      </Box>
    </Frame>
  );
}

/**
 * The shopper's return from the payment provider to /order-success (issue 51): "Payment processing" while the
 * page asks the server every PAYMENT_POLL_MS (the server asks the provider), for PAYMENT_WAIT_MS at most; the
 * placed order's confirmation (`placed`) only once the server says paid; a failure with Try again. A refresh or a
 * replayed return address asks again: the page shows what the server says, and paying twice is the provider's
 * and the server's to refuse.
 */
export function PaymentReturn({
  target,
  payment,
  redirectStatus,
  placed,
}: {
  target: OrderRef;
  /** The order's payment as the order was loaded (its hold, its state before the first answer). */
  payment: OrderPayment;
  /** Stripe's `redirect_status` on the return address ('succeeded', 'processing', 'failed'), if any. */
  redirectStatus: string | null;
  placed: ReactNode;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const [answered, setAnswered] = useState<Outcome>();
  const waiting = answered === undefined || answered === 'processing';
  const { data } = useGetOrderPaymentQuery(target, {
    pollingInterval: waiting && !slow ? PAYMENT_POLL_MS : 0,
    // A return to this page (a refresh, the address again) asks again, never trusting an earlier answer.
    refetchOnMountOrArgChange: true,
  });
  // Until the first answer the page waits: neither the address nor the order as loaded before the return
  // (a failed attempt's state, say, while the next one is on its way) is the provider's word.
  const outcome = data ? outcomeOf(data.state, redirectStatus) : 'processing';
  useEffect(() => {
    if (data) setAnswered(outcome);
  }, [data, outcome]);

  if (outcome === 'paid') return placed;
  if (outcome === 'failed') return <Failed target={target} payment={payment} />;
  if (outcome === 'review' || outcome === 'cancelled') return <Settled target={target} outcome={outcome} />;
  return <Processing target={target} slow={slow} />;
}
