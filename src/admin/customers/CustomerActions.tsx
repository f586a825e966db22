import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { failureOf } from '../api/failure';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useFailureText } from '../ui/failure-text';
import { Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { useEndCustomerSessionsMutation, useSendCustomerPasswordResetMutation } from './customers-api';

type Profile = AdminCustomer['profile'];

/**
 * What support may do to an account, each after asking: mail the shopper a password-reset link (the mail
 * "Forgot password" sends; staff never see the link, let alone a password), and sign them out everywhere.
 */
export function CustomerActions({ profile, sessions }: { profile: Profile; sessions: number }) {
  const t = useT();
  const toast = useToast();
  const failureText = useFailureText();
  const [sendReset, sending] = useSendCustomerPasswordResetMutation();
  const [endSessions, ending] = useEndCustomerSessionsMutation();
  const [asking, setAsking] = useState<'reset' | 'sessions' | undefined>();

  const confirmReset = async () => {
    setAsking(undefined);
    try {
      const { queuedTo } = await sendReset(profile.id).unwrap();
      toast.success('customer.resetSent', { email: queuedTo });
    } catch (failure) {
      toast.error(failureText(failureOf(failure)));
    }
  };

  const confirmEnd = async () => {
    setAsking(undefined);
    try {
      const { ended } = await endSessions(profile.id).unwrap();
      toast.success('customer.sessionsEnded', { count: ended, name: profile.name });
    } catch (failure) {
      toast.error(failureText(failureOf(failure)));
    }
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
      {sessions.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('customer.sessions')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customer.device')}</TableCell>
                <TableCell>{t('customer.signedIn')}</TableCell>
                <TableCell>{t('customer.lastSeen')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{session.device || t('customer.unknownDevice')}</TableCell>
                  <TableCell>{formats.dateTime(session.createdAt)}</TableCell>
                  <TableCell>{formats.dateTime(session.lastSeenAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('customer.noSessions')}
        </Typography>
      )}
    </Panel>
  );
}
