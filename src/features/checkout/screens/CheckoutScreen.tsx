/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Box, Typography } from '@mui/material';
import { type FormikErrors, setIn, useFormik } from 'formik';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorCode } from '../../../browser-kit/api/error-answer';
import { errorText, fieldErrors } from '../../../browser-kit/api/error-text';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { useToast } from '../../../browser-kit/toast';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import {
  type ShippingAddress,
  shippingAddressSchema,
  toWirePaymentMethod,
} from '../../../universal/validation/checkout-schema';
import { cartApi, StockNotices, useCart } from '../../../entities/cart';
import { refreshPriceTerms } from '../../../entities/delivery';
import { orderPagePath, orderRef } from '../../../entities/order';
import { useDispatch, useSelector } from 'react-redux';
import { shortLines } from '../../../browser-kit/api/error-text';
import { OutOfStockBanner, type ShortLineNamed } from '../components/OutOfStockBanner';
import { basketChanges, lineMarks, type ShownBasket } from '../basket-changes';
import { clearCheckoutDraft, keepTyped, saveCheckoutDraft } from '../checkout-draft';
import {
  CHECKOUT_FORM_DEFAULTS,
  CHECKOUT_TEXT,
  type CheckoutFormValues,
  checkoutFormSchema,
  DEMO_PROCESSING_DELAY_MS,
  GUEST_CONTACT_DEFAULTS,
  guestCheckoutFormSchema,
  guestPayload,
  isAddressComplete,
} from '../checkout-form';
import { CartChangedBanner } from '../components/CartChangedBanner';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DeliveryOptionGroup } from '../components/DeliveryOptionGroup';
import { PaymentMethodGroup } from '../components/PaymentMethodGroup';
import { SavedAddressPicker } from '../components/SavedAddressPicker';
import { GuestContact } from '../components/GuestContact';
import { selectSignedIn } from '../../../browser-kit/session';
import { usePhoneRules } from '../../../browser-kit/use-phone-rules';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { type CheckoutPayload, useCheckoutMutation } from '../checkout-api';
import { useCheckoutAttempt } from '../use-checkout-attempt';
import { useCheckoutTerms } from '../use-checkout-terms';
import { PROVIDER_NAMES, providerFor } from '../../../universal/payment-providers';
import { useCountryFollow } from '../use-country-follow';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';
import { ValidationText } from '../../../browser-kit/ui/ValidationText';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { LEGAL_LINK_TAGS } from '../../../browser-kit/ui/legal-links';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { Spinner } from '../../../browser-kit/ui/Spinner';
import { LeanContainer } from '../../../browser-kit/ui/LeanContainer';
import { gridCellLook, gridRowLook } from '../../../browser-kit/ui/lean-grid';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/** Refusals (decision 0089) the page says in a banner of their own: the shopper has to change something first. */
const REFUSALS_TO_SAY: ReadonlySet<string> = new Set([
  ERROR_CODES.QUANTITY_LIMIT,
  ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
  ERROR_CODES.RATE_LIMITED,
  // Charged in another currency than the page totalled in, or a rate too old to price by (issue 50).
  ERROR_CODES.CURRENCY_MISMATCH,
  ERROR_CODES.RATES_STALE,
]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function FormattedStep({ step, title }: { step: number; title: string }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: 'checkout.step' }, { step, title })}</>;
}

/** The screen's own panels' and column's rules, made once per theme (decision 0086). */
const useCheckoutStyles = themeStyles((theme) => ({
  section: sxRule(theme, { p: { xs: 2, sm: 3 } }),
  column: sxRule(theme, { py: { xs: 2, md: 4 } }),
  // `<Grid container spacing={3}>` and its two cells, the steps' one a grid of its own.
  form: css(gridRowLook(theme, 3)),
  steps: sxRule(theme, { display: 'grid', gap: 2, alignContent: 'start' }, gridCellLook(theme, { xs: 12, md: 8 })),
  summary: css(gridCellLook(theme, { xs: 12, md: 4 })),
}));

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `checkout-step-${step}`;
  const styles = useCheckoutStyles();
  return (
    <LeanPaper as="section" aria-labelledby={id} look={styles.section}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        <FormattedStep step={step} title={title} />
      </Typography>
      {children}
    </LeanPaper>
  );
}

/**
 * Spec §2 Checkout. The page (src/pages/checkout) brings what checkout starts from: this tab's draft
 * (loadCheckoutDraft, read once), else `startingAddress` once known (the profile's address, the last order's
 * or the shop's country), which it reads from the profile and help slices.
 */
export function CheckoutScreen({
  draft,
  startingAddress: starting,
  signIn,
}: {
  draft: CheckoutFormValues | undefined;
  startingAddress: ShippingAddress | undefined;
  /** Signs in the account a guest made with their order (the page brings the auth slice's sign-in). */
  signIn: (credentials: { email: string; password: string }) => Promise<unknown>;
}) {
  const intl = useIntl();
  const styles = useCheckoutStyles();
  useMessageTitle('checkout.documentTitle', 'checkout.description');
  const navigate = useNavigate();
  const toast = useToast();
  const { lines, count, promoCode, promotion, version, isLoading, stockNotices } = useCart();
  const dispatch = useDispatch();
  // The lines a checkout found short at the last click (others bought the last units meanwhile).
  const [soldOut, setSoldOut] = useState<ShortLineNamed[]>([]);
  const [checkout] = useCheckoutMutation();
  const keyFor = useCheckoutAttempt();
  const [processing, setProcessing] = useState(false);
  // Why the shop turned the last click down when the shopper must change something first (a limit, a
  // spent code), in the page's language; nothing was ordered.
  const [refusal, setRefusal] = useState<string>();
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refusal]);
  // Once the order is placed the cart empties; that must not bounce the shopper to /cart.
  const placed = useRef(false);

  useEffect(() => {
    if (!isLoading && lines.length === 0 && !placed.current) navigate('/cart', { replace: true });
  }, [isLoading, lines.length, navigate]);

  // The cart as the shopper last saw it: when the page first showed it, then at each Place your order.
  // Another tab or device may change the cart meanwhile; the page then shows what changed against it,
  // and the server refuses an order for any cart but the one confirmed (409 CART_CHANGED).
  const [shown, setShown] = useState<ShownBasket>();
  const [refused, setRefused] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown && !isLoading && lines.length > 0) setShown({ lines, promoCode });
  }, [shown, isLoading, lines, promoCode]);
  const changes = useMemo(() => (shown ? basketChanges(shown, { lines, promoCode }) : []), [shown, lines, promoCode]);
  const cartChanged = refused || changes.length > 0;
  useEffect(() => {
    if (refused) bannerRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refused]);

  // A signed-out shopper checks out as a guest: an email first, and an account if they want one.
  const guest = !useSelector(selectSignedIn);
  // The language the guest's order mails are written in: the page's; an account made with the order
  // keeps it and the display currency.
  const { locale, currency } = useShopperLocale();
  const formik = useFormik<CheckoutFormValues>({
    initialValues: { ...(draft ?? CHECKOUT_FORM_DEFAULTS), ...(guest && { guest: GUEST_CONTACT_DEFAULTS }) },
    validationSchema: guest ? guestCheckoutFormSchema : checkoutFormSchema,
    onSubmit: placeOrder,
  });
  const { values } = formik;
  const prefilled = useRef(Boolean(draft));
  useEffect(() => {
    if (!starting || prefilled.current) return;
    prefilled.current = true;
    const { shippingAddress } = formik.values;
    void formik.setFieldValue(
      'shippingAddress',
      keepTyped(starting, shippingAddress, formik.initialValues.shippingAddress),
      false,
    );
  }, [starting, formik]);
  // The header's later "Deliver to" picks move the form's country until the shopper edits it.
  const { countryFollow, addressForm } = useCountryFollow(formik, Boolean(draft));
  const { shipTo: followedShipTo, edited: countryEdited } = countryFollow;
  // Only what differs from the empty form is a draft: an untouched form kept would block the prefill.
  const { dirty } = formik;
  useEffect(() => {
    if (!placed.current && dirty) saveCheckoutDraft(values, { shipTo: followedShipTo, edited: countryEdited });
  }, [values, dirty, followedShipTo, countryEdited]);
  // A phone of another country than Egypt is checked once libphonenumber loads: the form renders again then.
  usePhoneRules();
  const addressComplete = isAddressComplete(values.shippingAddress);

  // The shipping country's terms (its region's rates and tax), and the form's choices kept within them.
  const {
    delivery,
    terms,
    countryName,
    book,
    pricing,
    goodsCents,
    offered,
    cashOnDelivery,
    codLimit,
    payOnDelivery,
    live,
  } = useCheckoutTerms(formik, lines, promoCode ? promotion : undefined);
  // The provider that takes the chosen method (issue 51): the shopper pays through it on the next page.
  const payingThrough =
    terms && values.paymentMethod ? providerFor(live, values.paymentMethod, terms.currency) : undefined;
  const paymentError =
    formik.touched.paymentMethod && formik.errors.paymentMethod ? (
      <ValidationText text={formik.errors.paymentMethod} />
    ) : undefined;

  // Spec §5 names a toast for a refused submit; Formik calls onSubmit only when the rules pass.
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    const errors = await formik.validateForm();
    const refusal =
      errors.shippingAddress || errors.guest
        ? CHECKOUT_TEXT.fixErrors
        : errors.paymentMethod
          ? CHECKOUT_TEXT.selectPayment
          : undefined;
    if (refusal) toast.error(refusal);
    formik.handleSubmit();
  }

  async function placeOrder(values: CheckoutFormValues) {
    if (!values.paymentMethod) return; // the schema requires it; this tells the type so
    // The currency the page totalled in: the server charges its region's, and refuses a page that showed another.
    const totalledIn = pricing?.book.currency;
    if (!totalledIn) return; // the button waits for the prices
    // What the shopper confirms with this click: the cart on the page now, and its version.
    const cartVersion = version;
    setShown({ lines, promoCode });
    setRefused(false);
    setRefusal(undefined);
    setSoldOut([]);
    setProcessing(true);
    await wait(DEMO_PROCESSING_DELAY_MS);
    const body: CheckoutPayload = {
      shippingAddress: shippingAddressSchema.cast(values.shippingAddress),
      paymentMethod: toWirePaymentMethod(values.paymentMethod),
      deliveryOption: values.deliveryOption,
      cartVersion,
      currency: totalledIn,
      ...(values.saveAddress && { saveAddress: true }),
      ...(values.guest && { guest: guestPayload(values.guest, locale, currency) }),
    };
    // The key's request is the order confirmed; the password is no part of that (it never reaches storage).
    const result = await checkout({
      body,
      idempotencyKey: keyFor({ ...body, guest: { ...body.guest, password: undefined } }),
    });
    if (result.data?.success) {
      placed.current = true;
      clearCheckoutDraft();
      const { order } = result.data;
      // The account made with the order signs in now, with what was just typed.
      if (values.guest?.createAccount) await signIn({ email: values.guest.email, password: values.guest.password });
      // A card order a live provider takes (issue 51) is paid next, on its own page; the demo's and cash on
      // delivery are placed and done.
      if (order.payment) {
        navigate(orderPagePath(orderRef(order), '/pay'));
        return;
      }
      navigate('/order-success', {
        state: { orderId: order._id, ...(order.access && { access: order.access, email: order.user.email }) },
      });
      return;
    }
    const code = errorCode(result.error);
    setProcessing(false);
    if (code === ERROR_CODES.OUT_OF_STOCK) {
      // Nothing was ordered. Name the short lines as the page showed them, then load the cart again:
      // its read fits it to what is left, and the page shows the new basket before a new click.
      setSoldOut(
        shortLines(result.error).map((short) => {
          const line = lines.find((candidate) => candidate.sku === short.sku);
          const title = line ? (line.label ? `${line.product.title} (${line.label})` : line.product.title) : short.sku;
          return { ...short, title };
        }),
      );
      dispatch(cartApi.util.invalidateTags(['Cart']));
      return;
    }
    if (code === ERROR_CODES.CART_CHANGED) {
      // Nothing was ordered; the cart is loading again and the banner shows what changed. A new rate moves
      // the cart's version too: the rates and the delivery terms load again, so the page shows the new total.
      setRefused(true);
      dispatch(refreshPriceTerms());
      return;
    }
    if (code === ERROR_CODES.CURRENCY_MISMATCH || code === ERROR_CODES.RATES_STALE) {
      // Nothing was ordered: the region's currency or its rate moved under the page; both load again.
      dispatch(refreshPriceTerms());
    }
    if (code === ERROR_CODES.PROMO_ALREADY_USED) {
      // The server took the code off the cart: that is the refusal's own doing, not a change made
      // elsewhere, so the page compares the reloaded cart with the basket without it.
      setShown({ lines, promoCode: undefined });
      setRefusal(errorText(result.error, intl.formatMessage({ id: CHECKOUT_TEXT.orderFailed }), intl));
      dispatch(cartApi.util.invalidateTags(['Cart']));
      return;
    }
    if (code && REFUSALS_TO_SAY.has(code)) {
      setRefusal(errorText(result.error, intl.formatMessage({ id: CHECKOUT_TEXT.orderFailed }), intl));
      return;
    }
    if (code === ERROR_CODES.CART_EMPTY) {
      // Emptied in another tab or device: once the cart has loaded again the page goes back to it.
      toast.error(<FailureText message={errorText(result.error, '', intl)} error={result.error} />);
      return;
    }
    if (code === ERROR_CODES.EMAIL_TAKEN) {
      formik.setFieldError('guest.email', CHECKOUT_TEXT.emailTaken);
      void formik.setFieldTouched('guest.email', true, false);
      return;
    }
    const serverErrors = result.error ? fieldErrors(result.error) : undefined;
    if (serverErrors) {
      let formErrors: FormikErrors<CheckoutFormValues> = {};
      for (const [path, message] of Object.entries(serverErrors)) formErrors = setIn(formErrors, path, message);
      formik.setErrors(formErrors);
    }
    console.warn('Checkout failed', result.error ?? result.data);
    toast.error(<FailureText message={intl.formatMessage({ id: CHECKOUT_TEXT.orderFailed })} error={result.error} />);
  }

  if (lines.length === 0) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner size={40} tone="primary" label={intl.formatMessage({ id: 'cart.page.loading' })} />
      </Box>
    );
  }

  // A guest's contact comes first, and moves the other steps on by one.
  const step = (n: number) => (guest ? n + 1 : n);

  const submitButton = (
    <>
      <ButtonWithOptions
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        // Never while the cart is loading again: a click confirms the cart the page shows.
        disabled={!addressComplete || processing || isLoading || !terms || !offered || !pricing}
        startIcon={processing ? <Spinner size={18} tone="inherit" /> : undefined}
      >
        {intl.formatMessage({ id: processing ? 'checkout.processing' : 'checkout.placeOrder' })}
      </ButtonWithOptions>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, textAlign: 'center' }}>
        {payingThrough
          ? intl.formatMessage({ id: 'checkout.payment.payNext' }, { provider: PROVIDER_NAMES[payingThrough] })
          : intl.formatMessage({ id: payOnDelivery ? 'checkout.cashOnDeliveryNote' : 'checkout.demoNote' })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'center' }}>
        {intl.formatMessage({ id: 'checkout.legalNotice' }, LEGAL_LINK_TAGS)}
      </Typography>
    </>
  );

  return (
    <LeanContainer maxWidth="lg" look={styles.column}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {intl.formatMessage({ id: 'checkout.title' }, { count })}
      </Typography>
      {soldOut.length > 0 ? <OutOfStockBanner lines={soldOut} /> : <StockNotices notices={stockNotices} />}
      {refusal && (
        <div ref={refusalRef}>
          <FormBanner severity="error">{refusal}</FormBanner>
        </div>
      )}
      {cartChanged && (
        <div ref={bannerRef}>
          <CartChangedBanner refused={refused} changes={changes} />
        </div>
      )}
      {!addressComplete && (
        <FormBanner severity="warning">{intl.formatMessage({ id: CHECKOUT_TEXT.completeRequired })}</FormBanner>
      )}
      <form css={styles.form} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'checkout.form' })}>
        <div css={styles.steps}>
          {guest && (
            <Section step={1} title={intl.formatMessage({ id: 'checkout.section.contact' })}>
              <GuestContact formik={formik} disabled={processing} />
            </Section>
          )}
          <Section step={step(1)} title={intl.formatMessage({ id: 'checkout.section.address' })}>
            <SavedAddressPicker
              formik={addressForm}
              startingAddress={starting}
              resumed={Boolean(draft)}
              disabled={processing}
            />
          </Section>
          <Section step={step(2)} title={intl.formatMessage({ id: 'checkout.section.delivery' })}>
            {delivery.isError ? (
              <LoadFailed
                message={intl.formatMessage({ id: 'shipTo.loadFailed' })}
                error={delivery.error}
                onRetry={() => void delivery.refetch()}
              />
            ) : (
              <DeliveryOptionGroup
                value={values.deliveryOption}
                onChange={(option) => void formik.setFieldValue('deliveryOption', option)}
                terms={terms}
                goodsCents={goodsCents}
                countryName={countryName}
                disabled={processing}
              />
            )}
          </Section>
          <Section step={step(3)} title={intl.formatMessage({ id: 'checkout.section.payment' })}>
            <PaymentMethodGroup
              value={values.paymentMethod}
              onChange={(method) => void formik.setFieldValue('paymentMethod', method)}
              cashOnDelivery={cashOnDelivery}
              cashOnDeliveryLimit={codLimit}
              currency={terms?.currency}
              live={live}
              error={paymentError}
              disabled={processing}
            />
          </Section>
        </div>
        <div css={styles.summary}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <CheckoutSummary
              lines={lines}
              deliveryOption={values.deliveryOption}
              terms={terms ?? undefined}
              book={book}
              promoCode={promoCode}
              promotion={promotion}
              paymentMethod={values.paymentMethod}
              action={submitButton}
              marks={lineMarks(changes)}
            />
          </Box>
        </div>
      </form>
    </LeanContainer>
  );
}
