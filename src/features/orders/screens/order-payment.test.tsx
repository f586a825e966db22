/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import type { OrderPaymentState } from '../../../universal/contracts/order';
import type { Order } from '../orders-api';
import { item, order } from '../test-fixtures';
import { showOrderPage } from './order-page-test-render';

/** An order paid by card through a provider (issue 51), its payment in `state`. */
function cardOrder(
  state: OrderPaymentState,
  payment: Partial<NonNullable<Order['payment']>> = {},
  extra: Partial<Order> = {},
) {
  return order('pending', [item(1)], {
    paymentMethod: 'credit-card',
    payment: {
      provider: 'stripe',
      state,
      holdUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
      ...payment,
    },
    ...extra,
  });
}

const paymentPanel = () => screen.findByRole('region', { name: 'Payment and delivery' });

test.each([
  ['awaiting', 'Awaiting payment'],
  ['processing', 'Payment processing'],
  ['paid', 'Paid'],
  ['failed', 'Payment failed'],
  ['cancelled', 'Payment cancelled'],
  ['review', 'Payment under review'],
] as const)("a payment %s is said '%s' in the payment panel", async (state, text) => {
  showOrderPage(cardOrder(state));
  expect(within(await paymentPanel()).getByText(text)).toBeInTheDocument();
});

test("the provider's reference, once there is one", async () => {
  showOrderPage(cardOrder('paid', { reference: 'pi_3QxYz' }));
  expect(await paymentPanel()).toHaveTextContent('Payment reference: pi_3QxYz');
});

test('awaiting its payment while it holds its stock: by when, and Pay now', async () => {
  const shown = cardOrder('awaiting');
  showOrderPage(shown);
  const payNow = await screen.findByRole('link', { name: 'Pay now' });
  expect(payNow).toHaveAttribute('href', `/orders/${shown._id}/pay`);
  expect(screen.getByText(/This order is waiting for its payment. Pay by/)).toBeInTheDocument();
});

test("after a failed payment: nothing charged, Pay now again; a guest's link keeps the order's key", async () => {
  const shown = cardOrder('failed', { reference: 'pi_3QxYz' }, { access: 'guest-key' });
  showOrderPage(shown, { search: '?access=guest-key' });
  expect(await screen.findByText(/Your last payment did not go through; nothing was charged/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/orders/${shown._id}/pay?access=guest-key`,
  );
});

test.each([
  ['paid', {}],
  ['processing', {}],
  ['review', {}],
  ['cancelled', {}],
  ['awaiting, its hold over', { holdUntil: new Date(Date.now() - 60_000).toISOString() }],
] as const)('no Pay now once %s', async (state, payment) => {
  showOrderPage(cardOrder(state.startsWith('awaiting') ? 'awaiting' : (state as OrderPaymentState), payment));
  await paymentPanel();
  expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
});

test("the demo's orders and cash on delivery say nothing of a provider's payment", async () => {
  showOrderPage(order('pending', [item(1)]));
  const panel = await paymentPanel();
  expect(panel).toHaveTextContent('Credit Card (Demo)');
  expect(within(panel).queryByText(/Awaiting payment|Payment reference/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
});

test('in Arabic', async () => {
  showOrderPage(cardOrder('awaiting'), { locale: 'ar', messages: arMessages });
  expect(await screen.findByRole('link', { name: arMessages['orderPayment.payNow'] })).toBeInTheDocument();
  expect(
    within(await screen.findByRole('region', { name: arMessages['orderDetail.paymentAndDelivery'] })).getByText(
      arMessages['orderPayment.state.awaiting'],
    ),
  ).toBeInTheDocument();
});
