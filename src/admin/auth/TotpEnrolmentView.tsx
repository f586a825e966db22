import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TotpEnrolment } from '../../universal/contracts/admin/staff-auth';
import { useT } from '../i18n/use-t';

/** A new two-step secret: the QR code to scan, and the key to type into an app that cannot scan. */
export function TotpEnrolmentView({ enrolment }: { enrolment: TotpEnrolment }) {
  const t = useT();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>{t('twoStep.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qr}
        alt={t('twoStep.qrAlt')}
        width={192}
        height={192}
        sx={{ display: 'block', mx: 'auto', my: 1, bgcolor: 'common.white', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('twoStep.typeKey')}
      </Typography>
      {/* The key is Latin letters and digits in any language: it reads left to right. */}
      <Typography
        component="code"
        dir="ltr"
        data-testid="totp-secret"
        sx={{
          display: 'block',
          fontFamily: 'monospace',
          fontSize: '1rem',
          letterSpacing: '0.1em',
          wordBreak: 'break-all',
          p: 1,
          mt: 0.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {enrolment.secret}
      </Typography>
    </Box>
  );
}
