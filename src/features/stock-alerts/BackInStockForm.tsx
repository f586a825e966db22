import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { errorText } from '../../browser-kit/api/error-text';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { selectUser } from '../../browser-kit/session';
import { FormBanner } from '../../browser-kit/ui/FormBanner';
import { useFormFields } from '../../browser-kit/ui/use-form-fields';
import { schemaOnDemand } from '../../browser-kit/ui/schema-on-demand';
import type { StockAlertValues } from '../../universal/validation/stock-alert-schema';
import { useSubscribeStockAlertMutation } from './stock-alerts-api';

const validateAlert = schemaOnDemand<StockAlertValues>(() =>
  import('../../universal/validation/stock-alert-schema').then((rules) => rules.stockAlertSchema),
);

/**
 * "Email me when it's back" on a sold-out variant (issue 53): the address, the signed-in shopper's own to
 * start with, is mailed once when the variant's units return (in the page's language for a guest). Its own
 * chunk: the product page's first load carries none of it (bench/page-weight.ts).
 */
export default function BackInStockForm({ sku }: { sku: string }) {
  const intl = useIntl();
  const titleId = useId();
  const user = useSelector(selectUser);
  const { locale } = useShopperLocale();
  const [subscribe, { isLoading, error }] = useSubscribeStockAlertMutation();
  const [subscribed, setSubscribed] = useState<string>();

  const formik = useFormik<StockAlertValues>({
    // The session is restored after hydration, and may come after the form: its email fills the field then.
    initialValues: { email: user?.email ?? '' },
    enableReinitialize: true,
    validate: validateAlert,
    onSubmit: async (values) => {
      const email = values.email.trim();
      const result = await subscribe({ sku, email, language: locale });
      if ('data' in result) setSubscribed(email);
    },
  });
  const fields = useFormFields(formik);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography id={titleId} component="h2" variant="body1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage({ id: 'stockAlert.title' })}
      </Typography>
      {subscribed ? (
        <Alert severity="success" role="status">
          {/* The address isolated, so an Arabic sentence keeps it in one piece, left to right. */}
          {intl.formatMessage({ id: 'stockAlert.done' }, { email: <bdi dir="ltr">{subscribed}</bdi> })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'stockAlert.intro' })}
          </Typography>
          <Stack component="form" noValidate spacing={1.5} onSubmit={formik.handleSubmit}>
            <TextField
              {...fields.text('email', 'auth.login.email')}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={isLoading}
              startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {intl.formatMessage({ id: isLoading ? 'stockAlert.pending' : 'stockAlert.submit' })}
            </Button>
          </Stack>
          {error && (
            <FormBanner error={error}>
              {/* 409: the variant has units again (another shopper's return, a count) since the page showed it. */}
              {'status' in error && error.status === 409
                ? intl.formatMessage({ id: 'stockAlert.inStock' })
                : errorText(error, intl.formatMessage({ id: 'stockAlert.failed' }), intl)}
            </FormBanner>
          )}
        </>
      )}
    </Box>
  );
}
