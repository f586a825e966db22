import { type Static, Type } from 'typebox';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { THROTTLED } from './failures';
import { ORDER_PAYMENT_STATES, type OrderPaymentState, shopperOrder } from './order';

/**
 * Paying a card order through its provider (issue 51): the browser asks for what it needs to take the
 * payment (Stripe's client secret for the Payment Element, or Paymob's hosted page), and on the shopper's
 * return asks where the payment stands. The providers' webhooks keep no session and take the raw body.
 */

export const PaymentActionSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('client-secret'),
    clientSecret: Type.String({ description: "Stripe's client secret of this order's payment intent" }),
    publishableKey: Type.String(),
  }),
  Type.Object({ kind: Type.Literal('redirect'), url: Type.String({ description: "The provider's payment page" }) }),
]);
export type PaymentAction = Static<typeof PaymentActionSchema>;

export const PaymentStartSchema = Type.Object({
  provider: Type.Unsafe<'stripe' | 'paymob'>(Type.String({ enum: ['stripe', 'paymob'] })),
  action: PaymentActionSchema,
});
export type PaymentStart = Static<typeof PaymentStartSchema>;

export const PaymentStatusSchema = Type.Object({
  state: Type.Unsafe<OrderPaymentState>(Type.String({ enum: [...ORDER_PAYMENT_STATES] })),
});
export type PaymentStatus = Static<typeof PaymentStatusSchema>;

const NOT_PAYABLE = {
  409: [ERROR_CODES.PAYMENT_NOT_PAYABLE],
  503: [ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE],
} as const;

export const startOrderPayment = shopperOrder.post('/api/orders/:id/pay', {
  summary:
    "What the browser needs to take an order's payment through its provider (the same payment each time); " +
    '409 PAYMENT_NOT_PAYABLE once it is paid, cancelled, under review or past its hold',
  response: PaymentStartSchema,
  failures: NOT_PAYABLE,
});

export const getOrderPayment = shopperOrder.get('/api/orders/:id/payment', {
  summary:
    "Where an order's payment stands, asked of its provider first (the shopper's return): paid only on the provider's word",
  response: PaymentStatusSchema,
  failures: { 409: [ERROR_CODES.PAYMENT_NOT_PAYABLE], 503: [ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE] },
});

const webhookEndpoint = endpointGroup({
  tags: ['payments'],
  access: 'public',
  failures: { ...THROTTLED, 400: [ERROR_CODES.BAD_WEBHOOK], 404: [ERROR_CODES.PAYMENT_PROVIDER_OFF] },
});

const Received = Type.Object({ received: Type.Literal(true) });

export const stripeWebhook = webhookEndpoint.post('/api/payments/stripe/webhook', {
  summary: "Stripe's events, on the raw body, checked with the Stripe-Signature header; each applied once",
  response: Received,
});

export const paymobCallback = webhookEndpoint.post('/api/payments/paymob/callback', {
  summary: "Paymob's transaction-processed callback, checked with its HMAC (the hmac query field); each applied once",
  response: Received,
});
