import { Box, Button, CircularProgress, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { ORDER_ACCESS_PARAM } from '../../../universal/order-access';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import type { OrderLookupValues } from '../../../universal/validation/order-lookup-schema';
import { normalizeOrderNumber, ORDER_NUMBER_MAX_LENGTH } from '../../../universal/validation/order-number';
import { errorCode } from '../../../browser-kit/api/error-answer';
import { errorText } from '../../../browser-kit/api/error-text';
import { authLink } from '../../../browser-kit/return-path';
import { selectSignedIn } from '../../../browser-kit/session';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import { messageLink } from '../../../browser-kit/ui/message-link';
import { fieldProps } from '../../../browser-kit/ui/formik-field';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { useLookupOrderMutation } from '../orders-api';

const validateLookup = schemaOnDemand<OrderLookupValues>(() =>
  import('../../../universal/validation/order-lookup-schema').then((rules) => rules.orderLookupSchema),
);

/**
 * "Find your order" (issue 34): a guest opens an order placed without an account by the number its mail
 * and page show and the email it was placed with; the answer's key opens the order's page. Anyone may
 * use it, signed in or not (an account's own orders are on /orders, and the lookup never finds them).
 */
export default function OrderLookupPage() {
  const intl = useIntl();
  useMessageTitle('orderLookup.documentTitle', 'orderLookup.description');
  const navigate = useNavigate();
  const signedIn = useSelector(selectSignedIn);
  const [lookup, { isLoading, error }] = useLookupOrderMutation();

  const formik = useFormik<OrderLookupValues>({
    initialValues: { orderNumber: '', email: '' },
    validate: validateLookup,
    onSubmit: async (values) => {
      // Formik hands over the values as typed; the schema's reading of the number is sent.
      const result = await lookup({
        orderNumber: normalizeOrderNumber(values.orderNumber),
        email: values.email.trim(),
      });
      if (!('data' in result) || !result.data) return;
      const { orderId, access } = result.data;
      navigate(
        `/orders/${encodeURIComponent(orderId)}?${new URLSearchParams({ [ORDER_ACCESS_PARAM]: access }).toString()}`,
      );
    },
  });
  const fields = useFormFields(formik);
  const number = fieldProps(formik, 'orderNumber');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500, mb: 1 }}>
          {intl.formatMessage({ id: 'orderLookup.title' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'orderLookup.intro' })}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
          <TextField
            {...number}
            helperText={number.helperText ?? intl.formatMessage({ id: 'orderLookup.numberHint' })}
            label={intl.formatMessage({ id: 'orderLookup.number' })}
            required
            autoComplete="off"
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { maxLength: ORDER_NUMBER_MAX_LENGTH, autoCapitalize: 'none', spellCheck: false },
            }}
          />
          <TextField
            {...fields.text('email', 'auth.login.email')}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {intl.formatMessage({ id: isLoading ? 'orderLookup.pending' : 'orderLookup.submit' })}
          </Button>
        </Stack>
        {/* Under the button the shopper just pressed (announced: FormBanner is an alert); the values stay. */}
        {error && (
          <Box sx={{ mt: 2 }}>
            <FormBanner
              error={error}
              title={
                errorCode(error) === ERROR_CODES.ORDER_LOOKUP_FAILED
                  ? intl.formatMessage({ id: 'orderLookup.errorTitle' })
                  : undefined
              }
            >
              {errorText(error, intl.formatMessage({ id: 'orderLookup.failed' }), intl)}
            </FormBanner>
          </Box>
        )}
        <Typography variant="body2" sx={{ mt: error ? 0 : 2 }}>
          {signedIn ? (
            <Link component={RouterLink} to="/orders">
              {intl.formatMessage({ id: 'orders.page.title' })}
            </Link>
          ) : (
            <FormattedMessage
              id="orderLookup.signIn"
              // Signed in, an account's orders are all on /orders.
              values={{ link: messageLink(authLink('/auth/login', '/orders')) }}
            />
          )}
        </Typography>
      </Paper>
    </Container>
  );
}
