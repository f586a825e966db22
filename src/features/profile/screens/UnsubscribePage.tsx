import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { errorText } from '../../../browser-kit/api/error-text';
import { OutcomeStack } from '../../../browser-kit/ui/OutcomeStack';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { MARKETING_MAIL_DESCRIPTORS } from '../../../universal/marketing-mail';
import { type MailSubscription, useSetSubscriptionMutation } from '../mail-choices-api';

function Card({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2, borderColor: 'shop.border' }}>
        {children}
      </Paper>
    </Container>
  );
}

function ManageLink() {
  const intl = useIntl();
  return (
    <Button component={RouterLink} to="/profile" color="inherit">
      {intl.formatMessage({ id: 'unsubscribe.manage' })}
    </Button>
  );
}

/**
 * Where a marketing mail's "Unsubscribe" link leads (decision 0117): opening it turns that kind of mail off
 * for the mail's address, no sign-in needed, and says so, with a button that turns it back on. The call is
 * the page's, after it loaded, not the GET's: a mail scanner that only fetches the link changes nothing.
 */
export default function UnsubscribePage() {
  const intl = useIntl();
  useMessageTitle('unsubscribe.documentTitle');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setSubscription, result] = useSetSubscriptionMutation();
  // The last answer stays on screen while a change is on its way.
  const [shown, setShown] = useState<MailSubscription>();
  const [failure, setFailure] = useState<unknown>();

  const change = useCallback(
    async (subscribed: boolean) => {
      setFailure(undefined);
      const answer = await setSubscription({ token, subscribed });
      if ('data' in answer && answer.data) setShown(answer.data);
      else setFailure(answer.error);
    },
    [setSubscription, token],
  );

  // Once per token, even when React runs effects twice in development.
  const asked = useRef<string>(undefined);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void change(false);
  }, [token, change]);

  // A 400 is a token the shop did not sign (tampered, cut short): the link will never work.
  const deadLink = !token || (failure as { status?: unknown } | undefined)?.status === 400;
  if (deadLink) {
    return (
      <Card>
        <OutcomeStack Icon={LinkOff} tone="error" title={intl.formatMessage({ id: 'unsubscribe.invalidTitle' })}>
          <Typography variant="body2">{intl.formatMessage({ id: 'unsubscribe.invalid' })}</Typography>
          <ManageLink />
        </OutcomeStack>
      </Card>
    );
  }

  if (!shown) {
    return (
      <Card>
        {failure ? (
          <OutcomeStack Icon={LinkOff} tone="error" title={intl.formatMessage({ id: 'unsubscribe.failed' })}>
            <Typography variant="body2">
              {errorText(failure, intl.formatMessage({ id: 'unsubscribe.failed' }), intl)}
            </Typography>
            <Button variant="contained" onClick={() => void change(false)} disabled={result.isLoading}>
              {intl.formatMessage({ id: 'unsubscribe.tryAgain' })}
            </Button>
          </OutcomeStack>
        ) : (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress aria-hidden />
            <Typography>{intl.formatMessage({ id: 'unsubscribe.working' })}</Typography>
          </Box>
        )}
      </Card>
    );
  }

  // The address isolated, so a Latin address keeps its order inside an Arabic sentence.
  const values = {
    kind: intl.formatMessage({ id: MARKETING_MAIL_DESCRIPTORS[shown.kind].name }),
    email: <bdi>{shown.email}</bdi>,
  };
  const off = !shown.subscribed;
  return (
    <Card>
      <OutcomeStack
        Icon={CheckCircle}
        tone="success"
        title={intl.formatMessage({ id: off ? 'unsubscribe.doneTitle' : 'unsubscribe.againTitle' })}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: off ? 'unsubscribe.done' : 'unsubscribe.again' }, values)}
        </Typography>
        {off && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'unsubscribe.orderMails' })}
          </Typography>
        )}
        {failure !== undefined && (
          <Typography variant="body2" color="error" role="alert">
            {errorText(failure, intl.formatMessage({ id: 'unsubscribe.failed' }), intl)}
          </Typography>
        )}
        <Button
          variant={off ? 'contained' : 'outlined'}
          color={off ? 'primary' : 'inherit'}
          disabled={result.isLoading}
          onClick={() => void change(off)}
        >
          {intl.formatMessage({ id: off ? 'unsubscribe.resubscribe' : 'unsubscribe.unsubscribeAgain' })}
        </Button>
        <ManageLink />
      </OutcomeStack>
    </Card>
  );
}
