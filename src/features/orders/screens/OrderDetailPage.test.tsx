/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderStatus } from '../../../universal/order-status';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi } from '../../../test/mock-api';
import { BAKER_STREET } from '../../../test/addresses';
import enMessages from '../../../universal/i18n/messages/en.json';
import frMessages from '../../../universal/i18n/messages/fr.json';
import type { RenderRouteOptions } from '../../../test/render';
import { item, order } from '../test-fixtures';
import type { Order } from '../orders-api';
import { openOrderPage, showOrderPage } from './order-page-test-render';
import { type ChargeKind, chargesOf } from '../../../universal/order-charges';
import { tee } from '../../../test/variant-products';
import { keepEmotionRules } from '../../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

function renderDetail(status: string) {
  const shown = order(status, [item(1, 2, 10), item(2, 1, 5)], { totalPrice: 27, subtotal: 25, tax: 2 });
  showOrderPage(shown);
  return shown;
}

/** Each step's label with its state: completed, current or upcoming. */
async function timeline() {
  const steps = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
  return steps.map((step) => ({
    // Upcoming steps draw their number in the icon; the label is what follows it.
    label: step.textContent?.replace('Current step', '').replace(/^\d/, '').trim(),
    state: step.getAttribute('data-state'),
    current: step.getAttribute('aria-current') === 'step',
  }));
}

test.each([
  ['pending', 0],
  ['processing', 1],
  ['shipped', 2],
  ['delivered', 3],
])('a %s order completes the steps up to its own and marks it current', async (status, index) => {
  renderDetail(status);
  const steps = await timeline();
  expect(steps.map((step) => step.label)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
  steps.forEach((step, position) => {
    expect(step.current).toBe(position === index);
    expect(step.state).toBe(position < index ? 'completed' : position === index ? 'current' : 'upcoming');
  });
  expect(screen.getByText('Current step')).toBeInTheDocument();
});

test('an unknown status completes and marks nothing, and shows the status neutrally', async () => {
  renderDetail('on-hold');
  const steps = await timeline();
  expect(steps.every((step) => step.state === 'upcoming' && !step.current)).toBe(true);
  expect(screen.queryByText('Current step')).not.toBeInTheDocument();
  expect(screen.getByText('On-hold')).toBeInTheDocument();
});

test('shows number, items, address, payment and totals', async () => {
  const shown = renderDetail('shipped');
  expect(await screen.findByRole('heading', { name: `Order #${shown._id.slice(-8)}` })).toBeInTheDocument();
  expect(document.title).toMatch(new RegExp(`^Order #${shown._id.slice(-8)}`));
  const items = screen.getByRole('region', { name: 'Items (2)' });
  expect(within(items).getByRole('link', { name: 'Item 1' })).toHaveAttribute('href', '/product/1');
  expect(within(items).getByText('Qty: 2')).toBeInTheDocument();
  expect(within(items).getByText('$20.00')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Nile Corniche');
  expect(screen.getByRole('region', { name: 'Payment and delivery' })).toHaveTextContent('Credit Card (Demo)');
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(summary).toHaveTextContent('Subtotal$25.00');
  expect(summary).toHaveTextContent('Order total$27.00');
});

test('an order that paid something back says how much, under its total', async () => {
  const shown = order('delivered', [item(1, 2, 10)], {
    totalPrice: 21.6,
    subtotal: 20,
    tax: 1.6,
    refunded: 10.8,
  });
  showOrderPage(shown);
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(summary).toHaveTextContent('Order total$21.60Refunded-$10.80');
});

test('an order with nothing paid back has no Refunded line', async () => {
  renderDetail('delivered');
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(summary).not.toHaveTextContent('Refunded');
});

test("an Arabic page writes the address with the Arabic comma and the country's Arabic name", async () => {
  const shown = order('shipped', [item(1)], {
    shippingAddress: BAKER_STREET,
  });
  showOrderPage(shown, { locale: 'ar', messages: arMessages });
  const address = within(await screen.findByRole('region', { name: arMessages['checkout.section.address'] }));
  expect(address.getByText('London، NW1 6XE')).toBeInTheDocument();
  expect(address.getByText('المملكة المتحدة')).toBeInTheDocument();
  expect(address.queryByText(/United Kingdom|, /)).not.toBeInTheDocument();
});

test('a load that fails (not a 404) says it could not load the order, with Retry, never "Order not found"', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = mockApi({ 'GET /api/orders/ffffffffffffffffffffffff': { status: 503, body: { message: 'down' } } });
  const { user } = openOrderPage('ffffffffffffffffffffffff');
  expect(await screen.findByText("We couldn't load this order.")).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();
  const tried = api.calls('GET /api/orders/ffffffffffffffffffffffff').length;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(api.calls('GET /api/orders/ffffffffffffffffffffffff').length).toBeGreaterThan(tried));
});

test('a failed load toasts "Failed to load order details", then shows "Order not found" with Back to Orders', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({ 'GET /api/orders/ffffffffffffffffffffffff': { status: 404, body: { message: 'Order not found' } } });
  openOrderPage('ffffffffffffffffffffffff');
  expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
});

describe('cancelling', () => {
  /** `cancelAnswer.movedTo`: the status the order had moved on to when a 409 answered (shipped by default). */
  function renderCancellable(
    status: string,
    cancelAnswer: { status?: number; body?: unknown; movedTo?: OrderStatus },
    intl: Pick<RenderRouteOptions, 'locale' | 'messages'> = {},
  ) {
    let shown = order(status, [item(1, 1, 10)]);
    const api = mockApi({
      [`GET /api/orders/${shown._id}`]: () => ({ body: shown }),
      [`POST /api/orders/${shown._id}/cancel`]: () => {
        if (cancelAnswer.status === undefined) shown = { ...shown, status: 'cancelled' };
        else if (cancelAnswer.status === 409) shown = { ...shown, status: cancelAnswer.movedTo ?? 'shipped' };
        return { status: cancelAnswer.status, body: cancelAnswer.body ?? shown };
      },
    });
    const view = openOrderPage(shown._id, intl);
    return { ...view, api, id: shown._id };
  }

  test.each(['pending', 'processing'])(
    'a %s order cancels after a confirmation, then shows its cancelled state',
    async (status) => {
      const { user, api, id } = renderCancellable(status, {});
      await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = screen.getByRole('dialog', { name: `Cancel order #${id.slice(-8)}?` });
      // The safe choice has the focus: Enter keeps the order.
      expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

      expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
      expect(api.calls(`POST /api/orders/${id}/cancel`)).toHaveLength(1);
      expect(await screen.findByText(/This order was cancelled/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      const steps = await timeline();
      expect(steps.map((step) => [step.label, step.state])).toEqual([
        ['Order Placed', 'completed'],
        ['Cancelled', 'current'],
      ]);
    },
  );

  test('Keep order closes the dialog and sends nothing', async () => {
    const { user, api, id } = renderCancellable('pending', {});
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST /api/orders/${id}/cancel`)).toHaveLength(0);
  });

  test('shipped, delivered and cancelled orders offer no Cancel order', async () => {
    for (const status of ['shipped', 'delivered', 'cancelled']) {
      const { unmount } = renderCancellable(status, {});
      await screen.findByRole('list', { name: 'Order progress' });
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      unmount();
    }
  });

  test('shipped meanwhile (409): says so and shows the order as it is now', async () => {
    const { user } = renderCancellable('processing', {
      status: 409,
      body: { code: 'ORDER_NOT_CANCELLABLE', message: 'This order has shipped and can no longer be cancelled' },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/This order has shipped, so it can no longer be cancelled/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
  });

  test('delivered meanwhile (409): says it was delivered, not that it shipped', async () => {
    const { user } = renderCancellable('processing', {
      status: 409,
      movedTo: 'delivered',
      body: {
        code: 'ORDER_ALREADY_DELIVERED',
        message: 'This order has been delivered and can no longer be cancelled',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(/This order has been delivered, so it can no longer be cancelled/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has shipped/)).not.toBeInTheDocument();
  });

  test.each([
    ['en', enMessages, 'This order is already cancelled'],
    ['fr', frMessages, 'Cette commande est déjà annulée'],
  ] as const)(
    'cancelled elsewhere meanwhile (409): says it is already cancelled (%s)',
    async (locale, messages, text) => {
      const { user } = renderCancellable(
        'pending',
        {
          status: 409,
          movedTo: 'cancelled',
          body: { code: 'ORDER_ALREADY_CANCELLED', message: 'This order is already cancelled' },
        },
        { locale, messages },
      );
      await user.click(await screen.findByRole('button', { name: messages['orders.cancel.button'] }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: messages['orders.cancel.confirm'] }),
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/has shipped|a été expédiée/)).not.toBeInTheDocument();
    },
  );
});

describe('returns', () => {
  const DAY = 24 * 60 * 60 * 1000;

  function renderDelivered(returns: unknown[], returnableUntil: string | null, at = '', fields: Partial<Order> = {}) {
    // The first line is a variant (its SKU goes with the request, its label names it); the second was sold before variants.
    const shown = order(
      'delivered',
      [{ ...item(1, 2, 10), sku: 'SF1-WHITE', variantLabel: 'White' }, item(2, 1, 5)],
      fields,
    );
    let stored = [...returns];
    const api = mockApi({
      [`GET /api/orders/${shown._id}`]: { body: shown },
      [`GET /api/orders/${shown._id}/returns`]: () => ({ body: { returnableUntil, returns: stored } }),
      [`POST /api/orders/${shown._id}/returns`]: (request) => {
        const body = request.body as { items: { productId: string; quantity: number }[]; reason: string };
        const created = {
          id: 'abcdef123456',
          orderId: shown._id,
          status: 'requested',
          reason: body.reason,
          createdAt: '2026-11-22T10:00:00.000Z',
          items: body.items.map((line) => ({ ...line, title: `Item ${line.productId}` })),
        };
        stored = [...stored, created];
        return { status: 201, body: created };
      },
    });
    const view = openOrderPage(shown._id, { search: at });
    return { ...view, api, id: shown._id };
  }

  test('within the window: the form asks for items and a reason, sends only the chosen lines, and lists the request', async () => {
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    const { user, api, id } = renderDelivered([], until);
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText(/You can return items until/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: `Return items from order #${id.slice(-8)}` });

    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one item to return');
    expect(within(dialog).getByText('Choose a reason for the return')).toBeInTheDocument();
    expect(api.calls(`POST /api/orders/${id}/returns`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Quantity to return of Item 1 — White' }));
    await user.click(screen.getByRole('option', { name: '2' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(screen.getByRole('option', { name: 'Damaged or defective' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));

    expect(await screen.findByText('Return requested')).toBeInTheDocument();
    expect(api.calls(`POST /api/orders/${id}/returns`)[0]?.body).toEqual({
      items: [{ productId: '1', sku: 'SF1-WHITE', quantity: 2 }],
      reason: 'damaged',
    });
    expect(await within(panel).findByRole('heading', { name: 'Return #ef123456' })).toBeInTheDocument();
    expect(within(panel).getByText('Requested')).toBeInTheDocument();
    expect(within(panel).getByText('2 × Item 1')).toBeInTheDocument();
  });

  test('a line can be exchanged for another size or colour in stock, and the request shows its order once approved', async () => {
    const shown = order('delivered', [{ ...item(103, 1, 19.99), sku: 'TEE-NAVY-S', variantLabel: 'Navy / S' }]);
    let stored: unknown[] = [];
    const api = mockApi({
      [`GET /api/orders/${shown._id}`]: { body: shown },
      'GET /catalog/products/103': { body: tee },
      [`GET /api/orders/${shown._id}/returns`]: () => ({
        body: { returnableUntil: new Date(Date.now() + 10 * DAY).toISOString(), returns: stored },
      }),
      [`POST /api/orders/${shown._id}/returns`]: () => {
        stored = [
          {
            id: 'abcdef123456',
            orderId: shown._id,
            status: 'approved',
            reason: 'wrong-item',
            createdAt: '2026-11-22T10:00:00.000Z',
            items: [
              { productId: '103', sku: 'TEE-NAVY-S', title: 'Item 103', quantity: 1, exchangeSku: 'TEE-NAVY-L' },
            ].map((line) => ({ ...line, exchangeLabel: 'Navy / L' })),
            exchangeOrderId: '0123456789abcdef01234567',
          },
        ];
        return { status: 201, body: stored[0] };
      },
    });
    const { user } = openOrderPage(shown._id);
    const panel = await screen.findByRole('region', { name: 'Returns' });
    await user.click(await within(panel).findByRole('button', { name: 'Return items' }));
    const dialog = within(screen.getByRole('dialog'));
    // Nothing to settle until units go back.
    expect(dialog.queryByRole('combobox', { name: /Refund or exchange/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /Quantity to return of/ }));
    await user.click(screen.getByRole('option', { name: '1' }));
    await user.click(await dialog.findByRole('combobox', { name: /Refund or exchange/ }));
    // Only the other variants in stock: navy M is sold out; the one sent back is not offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Refund',
      'Exchange for Navy / L',
      'Exchange for White / S',
      'Exchange for White / M',
    ]);
    await user.click(screen.getByRole('option', { name: 'Exchange for Navy / L' }));
    await user.click(dialog.getByRole('combobox', { name: /Reason/ }));
    await user.click(screen.getByRole('option', { name: /Wrong item/ }));
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    await waitFor(() =>
      expect(api.calls(`POST /api/orders/${shown._id}/returns`)[0]?.body).toEqual({
        items: [{ productId: '103', sku: 'TEE-NAVY-S', quantity: 1, exchangeSku: 'TEE-NAVY-L' }],
        reason: 'wrong-item',
      }),
    );
    expect(await within(panel).findByText('exchanged for Navy / L')).toBeInTheDocument();
    expect(within(panel).getByText(/Nothing is refunded for the items you exchanged/)).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Your exchange ships at no charge as order #01234567' }),
    ).toHaveAttribute('href', '/orders/0123456789abcdef01234567');
  });

  test('an Arabic page names each line by the words it was sold under in Arabic: items, return form and requests', async () => {
    const sold = { title: 'سماعات رأس', variantLabel: 'أبيض' };
    const shown = order('delivered', [
      { ...item(1, 2, 10), sku: 'SF1-WHITE', variantLabel: 'White', words: { ar: sold, fr: { title: 'Casque' } } },
      // Sold before the words were kept: its English copy.
      item(2, 1, 5),
    ]);
    const requested = {
      id: 'aaaaaaaa2222',
      orderId: shown._id,
      status: 'requested',
      reason: 'damaged',
      createdAt: '2026-11-22T10:00:00.000Z',
      // A request keeps the English title it was asked back by; the page names it by its line's words. It asks
      // for another colour instead: named in Arabic as the request copied it from the catalogue.
      items: [
        {
          productId: '1',
          sku: 'SF1-WHITE',
          title: 'Item 1',
          quantity: 1,
          exchangeSku: 'SF1-BLACK',
          exchangeLabel: 'Black',
          exchangeWords: {
            ar: { title: sold.title, variantLabel: 'أسود' },
            fr: { title: 'Casque', variantLabel: 'Noir' },
          },
        },
      ],
    };
    mockApi({
      [`GET /api/orders/${shown._id}`]: { body: shown },
      [`GET /api/orders/${shown._id}/returns`]: {
        body: { returnableUntil: new Date(Date.now() + 10 * DAY).toISOString(), returns: [requested] },
      },
    });
    const { user } = openOrderPage(shown._id, { locale: 'ar', messages: arMessages });
    const items = within(
      await screen.findByRole('region', { name: arMessages['orderDetail.items'].replace('{count}', '2') }),
    );
    expect(items.getByRole('link', { name: sold.title })).toHaveAttribute('href', '/product/1');
    expect(items.getByText(sold.variantLabel)).toBeInTheDocument();
    expect(items.getByRole('link', { name: 'Item 2' })).toBeInTheDocument();
    expect(items.queryByText('White')).not.toBeInTheDocument();

    const panel = within(await screen.findByRole('region', { name: arMessages['orders.return.title'] }));
    expect(await panel.findByText(`1 × ${sold.title}`)).toBeInTheDocument();
    expect(panel.getByText(arMessages['orders.return.exchangedFor'].replace('{variant}', 'أسود'))).toBeInTheDocument();
    expect(panel.queryByText(/Black/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: arMessages['orders.return.button'] }));
    const dialog = within(screen.getByRole('dialog'));
    const quantityOf = (title: string) => arMessages['orders.return.quantityLabel'].replace('{title}', title);
    expect(dialog.getByRole('combobox', { name: quantityOf(`${sold.title} — ${sold.variantLabel}`) })).toBeVisible();
    expect(dialog.getByRole('combobox', { name: quantityOf('Item 2') })).toBeVisible();
  });

  test('after the window the button is gone and the panel says why; requests keep their state', async () => {
    const until = new Date(Date.now() - DAY).toISOString();
    renderDelivered(
      [
        {
          id: 'aaaaaaaa1111',
          orderId: 'x',
          status: 'approved',
          reason: 'damaged',
          createdAt: '2026-10-01T10:00:00.000Z',
          items: [{ productId: '2', title: 'Item 2', quantity: 1 }],
        },
      ],
      until,
    );
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText(/The 30-day return window closed on/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Approved')).toBeInTheDocument();
    expect(within(panel).getByText(/send the items back with your order number inside/)).toBeInTheDocument();
  });

  test("a rejected request shows the shop's reason under its state", async () => {
    renderDelivered(
      [
        {
          id: 'bbbbbbbb2222',
          orderId: 'x',
          status: 'rejected',
          reason: 'no-longer-needed',
          createdAt: '2026-10-01T10:00:00.000Z',
          rejectionReason: 'The seal was broken, so it cannot be sold again.',
          items: [{ productId: '2', title: 'Item 2', quantity: 1 }],
        },
      ],
      new Date(Date.now() + DAY).toISOString(),
    );
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText('Rejected')).toBeInTheDocument();
    expect(within(panel).getByText('Our reason: The seal was broken, so it cannot be sold again.')).toBeInTheDocument();
  });

  test('an approved request says where to send the parcel, how, the number to write on it and the pickup', async () => {
    renderDelivered(
      [
        {
          id: 'dddddddd4444',
          orderId: 'x',
          status: 'approved',
          reason: 'damaged',
          createdAt: '2026-10-01T10:00:00.000Z',
          returnTo: {
            address: 'Storefront Returns, 14 Tahrir Street, Giza',
            instructions: 'Keep the courier receipt.',
            parcelNumber: '4e5f6001',
            pickup: { reference: 'RP-ABCDEFGH23', requestedAt: '2026-10-02T10:00:00.000Z' },
          },
          items: [{ productId: '2', title: 'Item 2', quantity: 1 }],
        },
      ],
      new Date(Date.now() + DAY).toISOString(),
    );
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText('Send the parcel to')).toBeInTheDocument();
    expect(within(panel).getByText('Storefront Returns, 14 Tahrir Street, Giza')).toBeInTheDocument();
    expect(within(panel).getByText('Keep the courier receipt.')).toBeInTheDocument();
    expect(within(panel).getByText('Write order #4e5f6001 on the parcel.')).toBeInTheDocument();
    expect(
      within(panel).getByText('A courier will collect it from your delivery address. Pickup reference: RP-ABCDEFGH23'),
    ).toBeInTheDocument();
  });

  test('a refunded request says what it paid back, in the dollars the order was charged in', async () => {
    renderDelivered(
      [
        {
          id: 'cccccccc3333',
          orderId: 'x',
          status: 'refunded',
          reason: 'damaged',
          createdAt: '2026-10-01T10:00:00.000Z',
          refund: 1234.5,
          items: [{ productId: '2', title: 'Item 2', quantity: 1 }],
        },
      ],
      new Date(Date.now() + DAY).toISOString(),
    );
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText('Refunded: $1,234.50')).toBeInTheDocument();
  });

  test('an order charged in pounds is refunded in pounds, exactly (issue 50)', async () => {
    const refunded = {
      id: 'dddddddd4444',
      orderId: 'x',
      status: 'refunded',
      reason: 'damaged',
      createdAt: '2026-10-01T10:00:00.000Z',
      refund: 1234.5,
      items: [{ productId: '2', title: 'Item 2', quantity: 1 }],
    };
    renderDelivered([refunded], new Date(Date.now() + DAY).toISOString(), '', { currency: 'EGP' });
    const panel = await screen.findByRole('region', { name: 'Returns' });
    const refund = await within(panel).findByText(/^Refunded:/);
    expect(refund.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Refunded: EGP 1,234.50');
  });

  test("?return=items (the list's Return Items) opens the form at once", async () => {
    const until = new Date(Date.now() + DAY).toISOString();
    renderDelivered([], until, '?return=items');
    expect(await screen.findByRole('dialog', { name: /Return items from order/ })).toBeInTheDocument();
  });

  test('orders that are not delivered have no Returns panel', async () => {
    renderDetail('shipped');
    await screen.findByRole('list', { name: 'Order progress' });
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
  });
});

test('each line of a delivered order links to its review form; other orders have no such link', async () => {
  renderDetail('delivered');
  const items = await screen.findByRole('region', { name: 'Items (2)' });
  expect(
    within(items)
      .getAllByRole('link', { name: 'Write a review' })
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/review/1', '/review/2']);
});

test('a shipped order offers no review yet', async () => {
  renderDetail('shipped');
  const items = await screen.findByRole('region', { name: 'Items (2)' });
  expect(within(items).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
});

test('the breadcrumb leads from Your Orders to this order, its chevron pointing the way one reads', async () => {
  for (const [locale, messages, flipped] of [
    ['en', undefined, false],
    ['ar', arMessages, true],
  ] as const) {
    const shown = order('pending', [item(1, 1, 10)]);
    // What the page-start script does for the page's language (src/app/i18n/start.ts).
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
    const { unmount } = showOrderPage(shown, { locale, ...(messages && { messages }) });
    const trail = await screen.findByRole('navigation', { name: locale === 'ar' ? 'مسار التنقل' : 'Breadcrumb' });
    expect(within(trail).getByRole('link')).toHaveAttribute('href', '/orders');
    const chevron = trail.querySelector('.MuiBreadcrumbs-separator svg');
    if (!chevron) throw new Error('no chevron between the crumbs');
    // NavigateNext draws ">"; mirrored on an Arabic page it reads "<", from the parent on the right to this page.
    expect(getComputedStyle(chevron).transform).toBe(flipped ? 'scaleX(-1)' : '');
    unmount();
  }
  document.documentElement.dir = '';
});

describe('tracking', () => {
  const TRACKING = {
    carrier: 'DHL',
    number: 'JD014600006281',
    url: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281&submit=1',
  };

  function renderTracked(
    status: string,
    tracking?: typeof TRACKING,
    intl: Pick<RenderRouteOptions, 'locale' | 'messages'> = {},
  ) {
    const shown = order(status, [item(1)], tracking ? { tracking } : {});
    showOrderPage(shown, intl);
  }

  /** A link that opens the carrier's page in a new tab, handing it neither this page nor its address. */
  function expectCarrierLink(link: HTMLElement) {
    expect(link).toHaveAttribute('href', TRACKING.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  test.each(['shipped', 'delivered'])(
    "a %s order names the carrier and number on the shipped step, and both it and Track package open the carrier's page",
    async (status) => {
      renderTracked(status, TRACKING);
      const steps = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
      const shippedStep = within(steps[2] as HTMLElement);
      expect(shippedStep.getByText(/DHL tracking number:/)).toBeInTheDocument();
      expectCarrierLink(shippedStep.getByRole('link', { name: 'JD014600006281 (opens in a new tab)' }));
      // The other steps say nothing of the parcel.
      for (const step of [steps[0], steps[1], steps[3]]) expect(step).not.toHaveTextContent('DHL');

      expectCarrierLink(screen.getByRole('link', { name: 'Track package (opens in a new tab)' }));
    },
  );

  test('an order without tracking shows no parcel and no Track package', async () => {
    renderTracked('shipped');
    await screen.findByRole('list', { name: 'Order progress' });
    expect(screen.queryByText(/tracking number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Track package/ })).not.toBeInTheDocument();
  });

  test('in Arabic, the parcel and the links speak Arabic and the number keeps its own direction', async () => {
    renderTracked('shipped', TRACKING, { locale: 'ar', messages: arMessages });
    const progress = await screen.findByRole('list', { name: arMessages['orders.timeline.label'] });
    expect(within(progress).getByText(/رقم تتبع DHL:/)).toBeInTheDocument();
    const number = within(progress).getByRole('link', { name: `JD014600006281 ${arMessages['ui.newTab']}` });
    expectCarrierLink(number);
    expect(number.querySelector('bdi')).toHaveTextContent('JD014600006281');
    expectCarrierLink(
      screen.getByRole('link', { name: `${arMessages['orders.card.trackPackage']} ${arMessages['ui.newTab']}` }),
    );
  });
});

test('says the days the delivery promised, in the page language', async () => {
  const promised = order('processing', [item(1)], {
    deliveryOption: 'express',
    deliveryDays: { min: 1, max: 2 },
    promisedDates: { from: '2026-11-25', to: '2026-11-26' },
  });
  showOrderPage(promised, { locale: 'ar', messages: arMessages });
  expect(await screen.findByRole('region', { name: arMessages['orderDetail.paymentAndDelivery'] })).toHaveTextContent(
    /التوصيل السريع · الأربعاء، 25\s–\sالخميس، 26 نوفمبر/,
  );
});

test('the summary shows the order’s charges row by row as the order holds them, a kind it does not name too', async () => {
  const shown = order('processing', [item(1, 2, 10)], {
    subtotal: 20,
    promoCode: 'SAVE5',
    charges: [
      ...chargesOf({ discount: 500, delivery: 0 }),
      // A row this page has no line of its own for: its text and amount come with it.
      { kind: 'gift-wrap' as ChargeKind, text: 'checkout.payment.cashOnDelivery', amountCents: 150, tax: 'untaxed' },
    ],
    tax: 1.2,
    totalPrice: 17.7,
  });
  showOrderPage(shown);
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(summary).toHaveTextContent(
    'Subtotal$20.00Discount (SAVE5)-$5.00ShippingFREECash on delivery$1.50Tax (8%)$1.20Order total$17.70',
  );
});
