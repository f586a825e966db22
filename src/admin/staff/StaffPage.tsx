import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { mixed, object, string } from 'yup';
import { visuallyHidden } from '../../browser-kit/visually-hidden';
import { STAFF_ROLES, type StaffRole } from '../../universal/staff-roles';
import type { StaffMember } from '../../universal/contracts/admin/staff-auth';
import { useEndStaffSessionsMutation, useInviteStaffMutation, useStaffQuery } from '../api/admin-api';
import { useAdminSelector } from '../hooks';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { ROLE_LABEL } from '../layout/sections';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { PlainTable, right } from '../ui/PlainTable';
import { useToast, useToastedCall } from '../ui/use-toast';
import { choicesOf } from '../ui/choices';

const inviteSchema = object({
  email: string()
    .trim()
    .required('validation.emailRequired')
    .email('validation.emailFormat')
    .max(254, 'validation.tooLong'),
  name: string()
    .trim()
    .required('validation.nameRequired')
    .min(2, 'validation.nameShort')
    .max(100, 'validation.tooLong'),
  role: mixed<StaffRole>().oneOf(STAFF_ROLES, 'validation.roleRequired').required('validation.roleRequired'),
});

/** /admin/staff (owners): everyone on the staff, an invitation by mail, and ending a member's sessions. */
export default function StaffPage() {
  const t = useT();
  const toast = useToast();
  const call = useToastedCall();
  const me = useAdminSelector((state) => state.session.staff);
  const { data, error, isLoading, refetch } = useStaffQuery();
  const [endSessions, ending] = useEndStaffSessionsMutation();
  const [endingFor, setEndingFor] = useState<StaffMember | undefined>();

  const confirmEnd = async () => {
    const member = endingFor;
    setEndingFor(undefined);
    if (!member) return;
    await call(
      () => endSessions(member.id).unwrap(),
      ({ ended }) => toast.success('staff.sessionsEnded', { count: ended, email: member.email }),
    );
  };

  return (
    <>
      <PageHeading>{t('staff.title')}</PageHeading>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('staff.listTitle')}
          </Typography>
          {isLoading ? (
            <Loading />
          ) : data ? (
            <PlainTable
              label={t('staff.listTitle')}
              headings={[
                t('field.name'),
                t('field.email'),
                t('field.role'),
                t('staff.state'),
                right(t('staff.sessions')),
                {
                  label: (
                    <Box component="span" sx={visuallyHidden}>
                      {t('staff.actions')}
                    </Box>
                  ),
                },
              ]}
              rows={data}
              rowKey={(member) => member.id}
              cells={(member) => (
                <>
                  <TableCell>{member.name}</TableCell>
                  <TableCell dir="ltr">{member.email}</TableCell>
                  <TableCell>{t(ROLE_LABEL[member.role])}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {member.invited && <Chip size="small" label={t('staff.invited')} />}
                      {member.disabled && <Chip size="small" color="error" label={t('staff.disabled')} />}
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(member.twoStep ? 'staff.twoStepOn' : 'staff.twoStepOff')}
                      />
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{member.sessions}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={member.sessions === 0 || ending.isLoading || member.id === me?.id}
                      onClick={() => setEndingFor(member)}
                      aria-label={t('staff.endSessionsOf', { name: member.name })}
                    >
                      {t('staff.endSessions')}
                    </Button>
                  </TableCell>
                </>
              )}
            />
          ) : (
            <LoadFailure error={error} onRetry={() => void refetch()} />
          )}
        </Paper>
        <InviteForm />
      </Stack>
      <ConfirmDialog
        open={Boolean(endingFor)}
        title={t('staff.endConfirmTitle')}
        text={t('staff.endConfirmText', { name: endingFor?.name ?? '', email: endingFor?.email ?? '' })}
        confirmLabel={t('staff.endSessions')}
        busy={ending.isLoading}
        onConfirm={() => void confirmEnd()}
        onClose={() => setEndingFor(undefined)}
      />
    </>
  );
}

function InviteForm() {
  const t = useT();
  const toast = useToast();
  const [invite] = useInviteStaffMutation();
  // The invitation is written in the language this console is in (the new member has none yet).
  const { locale } = useAdminLocale();
  const formik = useFormik({
    initialValues: { email: '', name: '', role: 'support' as StaffRole },
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      const body = { email: values.email.trim(), name: values.name.trim(), role: values.role, language: locale };
      const result = await submitCall(() => invite(body).unwrap(), helpers, ['email', 'name', 'role']);
      if (result) {
        helpers.resetForm();
        toast.success('staff.invitedToast', { email: body.email });
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('staff.inviteTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.inviteHelp')}
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            {...field('email')}
            label={t('field.email')}
            type="email"
            autoComplete="off"
            required
            size="small"
          />
          <TextField {...field('name')} label={t('field.name')} autoComplete="off" required size="small" />
          <TextField {...field('role')} select label={t('field.role')} required size="small" sx={{ minWidth: 160 }}>
            {choicesOf(STAFF_ROLES, (role) => t(ROLE_LABEL[role]))}
          </TextField>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('staff.inviteSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
