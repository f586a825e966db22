import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import { Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { errorCode } from '../../../browser-kit/api/error-answer';
import { errorText } from '../../../browser-kit/api/error-text';
import { FailureDetail } from '../../../browser-kit/ui/FailureDetail';
import { OutcomeStack } from '../../../browser-kit/ui/OutcomeStack';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { useClaimOrdersMutation } from '../orders-api';

type Outcome = { joined: number } | { error: unknown };

/**
 * Where the mailed link "add your guest orders to your account" leads (issue 34), signed in only: the
 * link is spent at once, so it is sent once per token (React's development double effects included),
 * and its outcome is kept here rather than in the mutation's state, which an unmount resets.
 */
export default function ClaimOrdersPage() {
  const intl = useIntl();
  useMessageTitle('orderClaim.documentTitle');
  const { token = '' } = useParams();
  const [claim] = useClaimOrdersMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const sentFor = useRef<string | undefined>(undefined);

  const send = useCallback(async () => {
    setOutcome(undefined);
    const result = await claim(token);
    setOutcome('data' in result && result.data ? { joined: result.data.joined } : { error: result.error });
  }, [claim, token]);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    void send();
  }, [send, token]);

  if (!outcome) {
    return (
      <Shell busy>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
            {intl.formatMessage({ id: 'orderClaim.documentTitle' })}
          </Typography>
          <CircularProgress aria-hidden />
          <Typography>{intl.formatMessage({ id: 'orderClaim.pending' })}</Typography>
        </Stack>
      </Shell>
    );
  }

  if ('joined' in outcome) {
    return (
      <Shell>
        <OutcomeStack Icon={CheckCircle} tone="success" title={intl.formatMessage({ id: 'orderClaim.doneTitle' })}>
          <Typography variant="body2">
            {intl.formatMessage({ id: 'orderClaim.done' }, { count: outcome.joined })}
          </Typography>
          <Button component={RouterLink} to="/orders" variant="contained" fullWidth>
            {intl.formatMessage({ id: 'orderClaim.viewOrders' })}
          </Button>
        </OutcomeStack>
      </Shell>
    );
  }

  // A spent, expired or someone else's link cannot work again; a failed request (no answer, 5xx) may.
  const linkRefused = errorCode(outcome.error) === ERROR_CODES.INVALID_CLAIM_LINK;
  return (
    <Shell>
      <OutcomeStack Icon={LinkOff} tone="error" title={intl.formatMessage({ id: 'orderClaim.failedTitle' })}>
        <Typography variant="body2">
          {errorText(outcome.error, intl.formatMessage({ id: 'orderClaim.failed' }), intl)}
          <FailureDetail error={outcome.error} />
        </Typography>
        {!linkRefused && (
          <Button variant="contained" fullWidth onClick={() => void send()}>
            {intl.formatMessage({ id: 'orders.page.tryAgain' })}
          </Button>
        )}
        <Button component={RouterLink} to="/orders" variant="outlined" color="inherit" fullWidth>
          {intl.formatMessage({ id: 'orderDetail.back' })}
        </Button>
      </OutcomeStack>
    </Shell>
  );
}

/** The same box in every state, a live region: what replaces the progress is read out. */
function Shell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" aria-live="polite" aria-busy={busy} sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Container>
  );
}
