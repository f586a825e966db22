/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { order } from '../test-fixtures';
import type { Order } from '../orders-api';
import { showOrderPage } from './order-page-test-render';
import OrderSuccessPage from './OrderSuccessPage';
import { chargesOf } from '../../../universal/order-charges';

/** An Egyptian order paid on delivery: $34.99 + $2.99 delivery + the $0.30 fee, VAT inside the prices. */
function cashOrder(status: string): Order {
  return order(status, undefined, {
    subtotal: 34.99,
    charges: chargesOf({ delivery: 299, 'cod-fee': 30 }),
    tax: 4.3,
    taxRate: 0.14,
    taxIncluded: true,
    totalPrice: 38.28,
    paymentMethod: 'cash-on-delivery',
    paymentDue: status === 'delivered' || status === 'cancelled' ? null : 'on-delivery',
  });
}

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the order page', () => {
  it.each(['pending', 'shipped'])('a %s order is "to be paid on delivery", its fee in the summary', async (status) => {
    showOrderPage(cashOrder(status));
    const payment = await panel('Payment and delivery');
    expect(payment.getByText('Cash on delivery')).toBeInTheDocument();
    expect(payment.getByText(/^To be paid on delivery:/)).toHaveTextContent('To be paid on delivery: $38.28');
    const summary = await panel('Order summary');
    expect(summary.getByText('Cash on delivery fee').parentElement).toHaveTextContent('$0.30');
  });

  it('a delivered one was "Paid on delivery"', async () => {
    showOrderPage(cashOrder('delivered'));
    const payment = await panel('Payment and delivery');
    expect(payment.getByText('Paid on delivery')).toBeInTheDocument();
    expect(payment.queryByText(/To be paid/)).not.toBeInTheDocument();
  });

  it('a cancelled one owes nothing: the method, and neither line', async () => {
    showOrderPage(cashOrder('cancelled'));
    const payment = await panel('Payment and delivery');
    expect(payment.getByText('Cash on delivery')).toBeInTheDocument();
    expect(payment.queryByText(/paid on delivery/i)).not.toBeInTheDocument();
  });

  it('says it in Arabic, the amount isolated in the right-to-left sentence', async () => {
    showOrderPage(cashOrder('pending'), { locale: 'ar', messages: arMessages });
    const payment = await panel(arMessages['orderDetail.paymentAndDelivery']);
    const due = payment.getByText(/^المبلغ المستحق عند الاستلام:/);
    // The amount is isolated, so it keeps its own direction inside the right-to-left sentence.
    expect(due.querySelector('bdi')).toHaveTextContent(/38[.,٫]28/);
  });
});

describe('the success page', () => {
  function renderSuccess(placed: Order) {
    mockApi({ [`GET /api/orders/${placed._id}`]: { body: placed } });
    renderRoute(<OrderSuccessPage />, {
      path: '/order-success',
      at: { pathname: '/order-success', state: { orderId: placed._id } },
      signedInAs: testShopper,
    });
  }

  it('says what the courier will take instead of a total charged', async () => {
    renderSuccess(cashOrder('pending'));
    expect(await screen.findByText(/^To be paid on delivery:/)).toHaveTextContent('To be paid on delivery: $38.28');
    expect(screen.queryByText(/Total charged/)).not.toBeInTheDocument();
  });

  it('keeps "Total charged" for an order paid online', async () => {
    renderSuccess(order('pending'));
    expect(await screen.findByText(/Total charged:/)).toBeInTheDocument();
    expect(screen.queryByText(/on delivery/)).not.toBeInTheDocument();
  });
});
