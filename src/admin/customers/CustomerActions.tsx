import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Panel } from '../ui/Panel';
import { PlainTable } from '../ui/PlainTable';
import { useToast, useToastedCall } from '../ui/use-toast';
import { useEndCustomerSessionsMutation, useSendCustomerPasswordResetMutation } from './customers-api';

type Profile = AdminCustomer['profile'];

/**
 * What support may do to an account, each after asking: mail the shopper a password-reset link (the mail
 * "Forgot password" sends; staff never see the link, let alone a password), and sign them out everywhere.
 */
export function CustomerActions({ profile, sessions }: { profile: Profile; sessions: number }) {
  const t = useT();
  const toast = useToast();
  const call = useToastedCall();
  const [sendReset, sending] = useSendCustomerPasswordResetMutation();
  const [endSessions, ending] = useEndCustomerSessionsMutation();
  const [asking, setAsking] = useState<'reset' | 'sessions' | undefined>();

  const confirmReset = async () => {
    setAsking(undefined);
    await call(
      () => sendReset(profile.id).unwrap(),
      ({ queuedTo }) => toast.success('customer.resetSent', { email: queuedTo }),
    );
  };

  const confirmEnd = async () => {
    setAsking(undefined);
    await call(
      () => endSessions(profile.id).unwrap(),
      ({ ended }) => toast.success('customer.sessionsEnded', { count: ended, name: profile.name }),
    );
  };

  return (
    <Panel title={t('customer.actions')}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customer.resetHelp')}
          </Typography>
          <Button variant="outlined" onClick={() => setAsking('reset')} disabled={sending.isLoading}>
            {t('customer.sendReset')}
          </Button>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customer.endSessionsHelp')}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('sessions')}
            disabled={ending.isLoading || sessions === 0}
          >
            {t('customer.endSessions')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={asking === 'reset'}
        title={t('customer.resetConfirmTitle')}
        text={t('customer.resetConfirmText', { name: profile.name, email: profile.email })}
        confirmLabel={t('customer.resetConfirm')}
        busy={sending.isLoading}
        onConfirm={() => void confirmReset()}
        onClose={() => setAsking(undefined)}
      />
      <ConfirmDialog
        open={asking === 'sessions'}
        title={t('customer.endConfirmTitle')}
        text={t('customer.endConfirmText', { name: profile.name })}
        confirmLabel={t('customer.endSessions')}
        busy={ending.isLoading}
        onConfirm={() => void confirmEnd()}
        onClose={() => setAsking(undefined)}
      />
    </Panel>
  );
}

/** The devices the shopper is signed in on now. */
export function CustomerSessions({ sessions }: { sessions: AdminCustomer['sessions'] }) {
  const t = useT();
  const formats = useFormats();
  return (
    <Panel title={t('customer.sessions')}>
      <PlainTable
        label={t('customer.sessions')}
        headings={[t('customer.device'), t('customer.signedIn'), t('customer.lastSeen')]}
        rows={sessions}
        rowKey={(session) => session.id}
        cells={(session) => (
          <>
            <TableCell>{session.device || t('customer.unknownDevice')}</TableCell>
            <TableCell>{formats.dateTime(session.createdAt)}</TableCell>
            <TableCell>{formats.dateTime(session.lastSeenAt)}</TableCell>
          </>
        )}
        empty={t('customer.noSessions')}
      />
    </Panel>
  );
}
