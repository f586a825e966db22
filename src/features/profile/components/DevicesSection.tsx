import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';
import { useToast } from '../../../browser-kit/toast';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';
import {
  type DeviceSession,
  useGetDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
} from '../devices-api';
import { LoadingOrFailed } from './LoadingOrFailed';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The account page's "Signed-in devices": each session's browser, first and last seen, and sign-out. */
export function DevicesSection() {
  const intl = useIntl();
  const toast = useToast();
  const devices = useGetDevicesQuery();
  const [signOutDevice, { isLoading: endingOne }] = useSignOutDeviceMutation();
  const [signOutOthers, { isLoading: endingOthers }] = useSignOutOtherDevicesMutation();
  const busy = endingOne || endingOthers;
  const others = devices.data?.filter((entry) => !entry.current) ?? [];

  const run = async (work: Promise<{ data?: unknown; error?: unknown }>, doneId: MessageId) => {
    const result = await work;
    if ('error' in result && result.error) {
      const failed = intl.formatMessage({ id: 'account.devices.failed' });
      toast.error(<FailureText message={failed} error={result.error} />);
    } else toast.success(doneId);
  };

  const name = (entry: DeviceSession) => entry.device || intl.formatMessage({ id: 'account.devices.unknown' });

  return (
    <Box component="section" aria-labelledby="account-devices" sx={{ mt: 4 }}>
      <Typography id="account-devices" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {intl.formatMessage({ id: 'account.devices.title' })}
      </Typography>
      <LoadingOrFailed query={devices} loadingId="account.devices.loading" failedId="account.devices.loadFailed" />
      {devices.data && (
        <Paper variant="outlined" sx={{ borderColor: 'shop.border' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {devices.data.map((entry) => {
              const lastSeen = intl.formatDate(entry.lastSeenAt, WHEN);
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    gap: 2,
                    p: 2,
                    '& + &': { borderTop: 1, borderColor: 'shop.border' },
                  }}
                >
                  <DevicesOutlined color="action" aria-hidden />
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name(entry)}</Typography>
                      {entry.current && (
                        <Chip
                          size="small"
                          color="success"
                          label={intl.formatMessage({ id: 'account.devices.thisDevice' })}
                        />
                      )}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatMessage(
                        { id: 'account.devices.firstSeen' },
                        { date: intl.formatDate(entry.createdAt, WHEN) },
                      )}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatMessage({ id: 'account.devices.lastSeen' }, { date: lastSeen })}
                    </Typography>
                  </Box>
                  {!entry.current && (
                    <Button
                      variant="outlined"
                      color="inherit"
                      disabled={busy}
                      onClick={() => void run(signOutDevice(entry.id), 'account.devices.signedOut')}
                      aria-label={intl.formatMessage(
                        { id: 'account.devices.signOutLabel' },
                        { device: name(entry), date: lastSeen },
                      )}
                      sx={{ borderColor: 'shop.border' }}
                    >
                      {intl.formatMessage({ id: 'account.devices.signOut' })}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        </Paper>
      )}
      {others.length > 0 && (
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => void run(signOutOthers(), 'account.devices.othersSignedOut')}
          sx={{ mt: 1.5, borderColor: 'shop.border' }}
        >
          {intl.formatMessage({ id: 'account.devices.signOutOthers' })}
        </Button>
      )}
    </Box>
  );
}
