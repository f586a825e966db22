import { Box, Button, CircularProgress, Container, Grid, Paper, Typography } from '@mui/material';
import { type FormikErrors, setIn, useFormik } from 'formik';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../shared/api/base-query';
import { useToast } from '../../../shared/toast';
import { FormBanner } from '../../../shared/ui/FormBanner';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { shippingAddressSchema, toDemoPaymentMethod } from '../../../shared/validation/checkout-schema';
import { useCart } from '../../cart';
import {
  ADDRESS_FIELDS,
  CHECKOUT_FORM_DEFAULTS,
  CHECKOUT_TEXT,
  type CheckoutFormValues,
  checkoutFormSchema,
  DEMO_PROCESSING_DELAY_MS,
  isAddressComplete,
} from '../checkout-form';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DeliveryOptionGroup } from '../components/DeliveryOptionGroup';
import { PaymentMethodGroup } from '../components/PaymentMethodGroup';
import { ShippingAddressFields } from '../components/ShippingAddressFields';
import { type CheckoutPayload, useCheckoutMutation } from '../orders-api';
import { useCheckoutAttempt } from '../use-checkout-attempt';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ALL_ADDRESS_TOUCHED = { shippingAddress: Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, true])) };

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `checkout-step-${step}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {step}. {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function CheckoutPage() {
  useDocumentTitle('Checkout', 'Enter your shipping address, choose delivery and payment, and place your order.');
  const navigate = useNavigate();
  const toast = useToast();
  const { lines, count, isLoading } = useCart();
  const [checkout] = useCheckoutMutation();
  const keyFor = useCheckoutAttempt();
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string>();
  // Once the order is placed the cart empties; that must not bounce the shopper to /cart.
  const placed = useRef(false);

  useEffect(() => {
    if (!isLoading && lines.length === 0 && !placed.current) navigate('/cart', { replace: true });
  }, [isLoading, lines.length, navigate]);

  const formik = useFormik<CheckoutFormValues>({
    initialValues: CHECKOUT_FORM_DEFAULTS,
    validationSchema: checkoutFormSchema,
    onSubmit: () => undefined,
  });
  const { values } = formik;
  const addressComplete = isAddressComplete(values.shippingAddress);

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    void formik.setTouched(ALL_ADDRESS_TOUCHED, false);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      toast.error(CHECKOUT_TEXT.fixErrors);
      return;
    }
    if (!values.paymentMethod) {
      setPaymentError(CHECKOUT_TEXT.selectPayment);
      toast.error(CHECKOUT_TEXT.selectPayment);
      return;
    }
    setProcessing(true);
    await wait(DEMO_PROCESSING_DELAY_MS);
    const body: CheckoutPayload = {
      shippingAddress: shippingAddressSchema.cast(values.shippingAddress),
      paymentMethod: toDemoPaymentMethod(values.paymentMethod),
      deliveryOption: values.deliveryOption,
    };
    const result = await checkout({ body, idempotencyKey: keyFor(body) });
    if (result.data?.success) {
      placed.current = true;
      navigate('/order-success', { state: { orderId: result.data.order?._id } });
      return;
    }
    const serverErrors = result.error ? fieldErrors(result.error) : undefined;
    if (serverErrors) {
      let formErrors: FormikErrors<CheckoutFormValues> = {};
      for (const [path, message] of Object.entries(serverErrors)) formErrors = setIn(formErrors, path, message);
      formik.setErrors(formErrors);
    }
    console.warn('Checkout failed', result.error ?? result.data);
    toast.error(CHECKOUT_TEXT.orderFailed);
    setProcessing(false);
  }

  if (lines.length === 0) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading your cart" />
      </Box>
    );
  }

  const submit = (
    <>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={!addressComplete || processing}
        startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {processing ? 'Processing...' : 'Place your order'}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, textAlign: 'center' }}>
        Demo checkout: no payment is taken.
      </Typography>
    </>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Checkout ({count} {count === 1 ? 'item' : 'items'})
      </Typography>
      {!addressComplete && <FormBanner severity="warning">{CHECKOUT_TEXT.completeRequired}</FormBanner>}
      <Grid container spacing={3} component="form" noValidate onSubmit={placeOrder} aria-label="Checkout">
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Section step={1} title="Shipping address">
            <ShippingAddressFields formik={formik} disabled={processing} />
          </Section>
          <Section step={2} title="Delivery">
            <DeliveryOptionGroup
              value={values.deliveryOption}
              onChange={(option) => void formik.setFieldValue('deliveryOption', option)}
              disabled={processing}
            />
          </Section>
          <Section step={3} title="Payment">
            <PaymentMethodGroup
              value={values.paymentMethod}
              onChange={(method) => {
                setPaymentError(undefined);
                void formik.setFieldValue('paymentMethod', method);
              }}
              error={paymentError}
              disabled={processing}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <CheckoutSummary lines={lines} deliveryOption={values.deliveryOption} action={submit} />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
