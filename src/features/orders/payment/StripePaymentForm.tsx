import { Alert, Box, Button, CircularProgress, Typography, useTheme } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeElementsOptionsClientSecret } from '@stripe/stripe-js';
// The pure entry loads Stripe.js when loadStripe is called, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';

/**
 * Stripe.js, once per publishable key for the life of the page. It is loaded from js.stripe.com (never
 * bundled: PCI DSS asks for Stripe's own copy), only when a card payment is shown; a load that failed is
 * forgotten, so Retry asks again.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loading = stripes.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey).then((stripe) => {
      if (!stripe) stripes.delete(publishableKey);
      return stripe;
    });
    loading.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, loading);
  }
  return loading;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  /** The order's payment intent's client secret (POST /api/orders/:id/pay). */
  clientSecret: string;
  /** What the button charges, written in the order's currency ("$21.60"). */
  amount: string;
  /** Where Stripe sends the shopper once the payment is confirmed: the shop's /order-success for this order. */
  returnUrl: string;
}

/** The Payment Element in the shop's colours and type, in the page's language (Stripe writes Arabic right to left). */
function useElementsOptions(clientSecret: string): StripeElementsOptionsClientSecret {
  const theme = useTheme();
  const { locale } = useShopperLocale();
  return useMemo(() => {
    const appearance: Appearance = {
      theme: 'stripe',
      variables: {
        colorPrimary: theme.palette.primary.main,
        colorDanger: theme.palette.error.main,
        colorText: theme.palette.text.primary,
        fontFamily: theme.typography.fontFamily,
        borderRadius: `${theme.shape.borderRadius}px`,
      },
    };
    return { clientSecret, appearance, locale };
  }, [clientSecret, theme, locale]);
}

/** The card form (Stripe's Payment Element: cards, and Apple Pay or Google Pay where the browser offers them) and Pay. */
export default function StripePaymentForm({ publishableKey, clientSecret, amount, returnUrl }: StripePaymentFormProps) {
  const intl = useIntl();
  const options = useElementsOptions(clientSecret);
  const [stripe, setStripe] = useState<Stripe>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    stripeFor(publishableKey).then(
      (loaded) => {
        if (!shown) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [publishableKey, attempt]);

  if (failed) return <CardFormFailed onRetry={() => (setFailed(false), setAttempt((count) => count + 1))} />;
  if (!stripe) return <CardFormLoading />;
  return (
    <Elements stripe={stripe} options={options}>
      <PayForm
        amount={amount}
        returnUrl={returnUrl}
        fallbackError={intl.formatMessage({ id: 'orderPay.cardFailed' })}
      />
    </Elements>
  );
}

function CardFormLoading() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{intl.formatMessage({ id: 'orderPay.cardLoading' })}</Typography>
    </Box>
  );
}

function CardFormFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'ui.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'orderPay.cardFormFailed' })}
    </Alert>
  );
}

function PayForm({ amount, returnUrl, fallbackError }: { amount: string; returnUrl: string; fallbackError: string }) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const [loadError, setLoadError] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError(undefined);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // A confirmed payment leaves for return_url; only a refusal comes back here. Stripe words a card's
    // refusal and a field's mistake in the page's language; anything else is the shop's own sentence.
    const { type, message } = result.error;
    setError((type === 'card_error' || type === 'validation_error') && message ? message : fallbackError);
    setPaying(false);
  }

  if (loadError) return <Alert severity="error">{intl.formatMessage({ id: 'orderPay.cardFormFailed' })}</Alert>;
  return (
    <Box component="form" onSubmit={(event) => void pay(event)} noValidate>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setLoadError(true)} />
      {error && (
        <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!stripe || !elements || !ready || paying}
        startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2 }}
      >
        {paying ? (
          intl.formatMessage({ id: 'orderPay.paying' })
        ) : (
          // One inline box: as flex items of the button, the words and the amount would lose the space between them.
          <span>
            <FormattedMessage id="orderPay.pay" values={{ amount: <bdi key="amount">{amount}</bdi> }} />
          </span>
        )}
      </Button>
    </Box>
  );
}
