import { Box, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { useFormik } from 'formik';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../../browser-kit/toast';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';
import { MARKETING_MAIL_DESCRIPTORS, MARKETING_MAIL_KINDS } from '../../../universal/marketing-mail';
import { type MailChoices, useGetMailChoicesQuery, useUpdateMailChoicesMutation } from '../mail-choices-api';
import { LoadingOrFailed } from './LoadingOrFailed';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';

/** The switches, once the account's choices are known: a form of its own beside the profile's. */
function MailChoicesForm({ choices }: { choices: MailChoices }) {
  const intl = useIntl();
  const toast = useToast();
  const [update, { isLoading: saving }] = useUpdateMailChoicesMutation();
  const formik = useFormik<MailChoices>({
    initialValues: choices,
    enableReinitialize: true,
    onSubmit: async (values) => {
      const result = await update(values);
      if ('data' in result) toast.success('profile.mails.saved');
      else
        toast.error(<FailureText message={intl.formatMessage({ id: 'profile.mails.failed' })} error={result.error} />);
    },
  });
  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => formik.handleSubmit(event)}>
      <ProfileSection id="profile-mails" title={intl.formatMessage({ id: 'profile.mails.title' })}>
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'profile.mails.intro' })}
          </Typography>
        </Grid>
        {MARKETING_MAIL_KINDS.map((kind) => {
          const { label, hint } = MARKETING_MAIL_DESCRIPTORS[kind];
          const hintId = `profile-mails-${kind}-hint`;
          return (
            <Grid key={kind} size={12}>
              <FormControlLabel
                label={intl.formatMessage({ id: label })}
                control={
                  <Switch
                    color="info"
                    name={kind}
                    checked={formik.values[kind]}
                    onChange={formik.handleChange}
                    slotProps={{ input: { 'aria-describedby': hintId } }}
                  />
                }
              />
              {/* Under the label, lined up with its words (the switch is 58 px wide, in either direction). */}
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: '47px' }}>
                {intl.formatMessage({ id: hint })}
              </Typography>
            </Grid>
          );
        })}
        <Grid size={12}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton saving={saving} labelId="profile.mails.save" savingId="profile.mails.saving" />
          </Stack>
        </Grid>
      </ProfileSection>
    </Box>
  );
}

/** The profile's "Mails we may send you": one switch per kind of marketing mail (order mails always go). */
export function MailChoicesSection() {
  const choices = useGetMailChoicesQuery();
  return (
    <>
      <LoadingOrFailed query={choices} loadingId="profile.mails.loading" failedId="profile.mails.loadFailed" />
      {choices.data && <MailChoicesForm choices={choices.data} />}
    </>
  );
}
