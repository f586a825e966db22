import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffMember, TotpEnrolment } from '../../universal/contracts/admin/staff-auth';
import { roleNeedsTwoStep } from '../../universal/staff-roles';
import {
  useEndStaffSessionsMutation,
  useStaffSessionsQuery,
  useTotpConfirmMutation,
  useTotpStartMutation,
} from '../api/admin-api';
import { useCodeForm } from '../auth/code-form';
import { CodeField } from '../auth/CodeField';
import { TotpEnrolmentView } from '../auth/TotpEnrolmentView';
import { useAdminDispatch, useAdminSelector } from '../hooks';
import { useFormats, useT } from '../i18n/use-t';
import { ROLE_LABEL } from '../layout/sections';
import { signedOut, staffUpdated } from '../session-actions';
import { ConfirmDialog, useConfirming } from '../ui/ConfirmDialog';
import { FormFailure } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { PlainTable } from '../ui/PlainTable';
import { useToast, useToastedCall } from '../ui/use-toast';

/** /admin/account: who is signed in, their sessions (all can be ended), and turning on two-step sign-in. */
export default function AccountPage() {
  const t = useT();
  const staff = useAdminSelector((state) => state.session.staff);
  if (!staff) return null;
  return (
    <>
      <PageHeading>{t('account.title')}</PageHeading>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {staff.name}
          </Typography>
          <Typography dir="ltr" sx={{ textAlign: 'start' }}>
            {staff.email}
          </Typography>
          <Chip size="small" label={t(ROLE_LABEL[staff.role])} sx={{ mt: 1 }} />
        </Paper>
        <TwoStepPanel staff={staff} />
        <SessionsPanel staff={staff} />
      </Stack>
    </>
  );
}

function TwoStepPanel({ staff }: { staff: StaffMember }) {
  const t = useT();
  const toast = useToast();
  const call = useToastedCall();
  const dispatch = useAdminDispatch();
  const [start, starting] = useTotpStartMutation();
  const [confirm] = useTotpConfirmMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const formik = useCodeForm('code', async (code) => {
    dispatch(staffUpdated(await confirm({ code }).unwrap()));
    setEnrolment(undefined);
    toast.success(staff.twoStep ? 'twoStep.moved' : 'twoStep.turnedOn');
  });
  // Moving two-step sign-in to another app: the current app's code first (the server asks for it).
  const move = useCodeForm('currentCode', async (currentCode, helpers) => {
    setEnrolment(await start({ currentCode }).unwrap());
    helpers.resetForm();
  });

  const begin = async () => {
    await call(() => start().unwrap(), setEnrolment);
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('twoStep.title')}
      </Typography>
      {enrolment ? (
        <form noValidate onSubmit={formik.handleSubmit}>
          <TotpEnrolmentView enrolment={enrolment} />
          <FormFailure formik={formik} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <CodeField formik={formik} name="code" label={t('field.code')} autoFocus size="small" />
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {t(staff.twoStep ? 'twoStep.moveConfirm' : 'twoStep.confirm')}
            </Button>
            <Button onClick={() => setEnrolment(undefined)}>{t('common.cancel')}</Button>
          </Stack>
        </form>
      ) : staff.twoStep ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('twoStep.on')}
          </Alert>
          <form noValidate onSubmit={move.handleSubmit} aria-label={t('twoStep.move')}>
            <Typography sx={{ mb: 2 }}>{t('twoStep.moveHelp')}</Typography>
            <FormFailure formik={move} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <CodeField
                formik={move}
                name="currentCode"
                label={t('twoStep.currentCode')}
                size="small"
                // Wide enough for its label in both languages while empty.
                sx={{ minWidth: { sm: 280 } }}
              />
              <Button type="submit" variant="outlined" disabled={move.isSubmitting || starting.isLoading}>
                {t('twoStep.move')}
              </Button>
            </Stack>
          </form>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t(roleNeedsTwoStep(staff.role) ? 'twoStep.offOwner' : 'twoStep.off')}</Typography>
          <Button variant="contained" onClick={() => void begin()} disabled={starting.isLoading}>
            {t('twoStep.start')}
          </Button>
        </>
      )}
    </Paper>
  );
}

function SessionsPanel({ staff }: { staff: StaffMember }) {
  const t = useT();
  const formats = useFormats();
  const call = useToastedCall();
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useStaffSessionsQuery(staff.id);
  const [endAll, ending] = useEndStaffSessionsMutation();
  const confirming = useConfirming();

  const confirmEnd = async () => {
    confirming.close();
    await call(
      () => endAll(staff.id).unwrap(),
      () => {
        // This session was one of them: the sign-in page, as after signing out.
        dispatch(signedOut());
        void navigate('/sign-in', { replace: true });
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h2" variant="h6">
          {t('account.sessions')}
        </Typography>
        <Button color="error" variant="outlined" onClick={confirming.ask} disabled={ending.isLoading}>
          {t('account.endAll')}
        </Button>
      </Stack>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <PlainTable
          label={t('account.sessions')}
          headings={[t('account.device'), t('account.ip'), t('account.started'), t('account.lastSeen')]}
          rows={data}
          rowKey={(device) => device.id}
          cells={(device) => (
            <>
              <TableCell>
                {device.device}
                {device.current && <Chip size="small" color="primary" label={t('account.thisDevice')} sx={{ mx: 1 }} />}
              </TableCell>
              <TableCell dir="ltr">{device.ip}</TableCell>
              <TableCell>{formats.dateTime(device.createdAt)}</TableCell>
              <TableCell>{formats.dateTime(device.lastSeenAt)}</TableCell>
            </>
          )}
        />
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
      <ConfirmDialog
        open={confirming.open}
        title={t('account.endAllConfirmTitle')}
        text={t('account.endAllConfirmText')}
        confirmLabel={t('account.endAll')}
        busy={ending.isLoading}
        onConfirm={() => void confirmEnd()}
        onClose={confirming.close}
      />
    </Paper>
  );
}
