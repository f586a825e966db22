/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../../test/mock-api';
import { mockApi } from '../../test/mock-api';
import { adminOrder, BACKPACK_LINE, ORDER_ID } from '../test/fixtures';
import { chargesOf } from '../../universal/order-charges';
import { renderSignedIn, setScreenWidth, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const PATH = `/api/admin/orders/${ORDER_ID}`;

/** The order as the server answers an action: the order changed as asked. */
const answering = (change: Parameters<typeof adminOrder>[0]) => (_request: RecordedRequest) => ({
  body: adminOrder(change),
});

function setUp(order = adminOrder(), more: Parameters<typeof mockApi>[0] = {}) {
  return renderSignedIn(`/orders/${ORDER_ID}`, support, {
    [`GET ${PATH}`]: { body: order },
    'GET /api/admin/carriers': { body: [{ name: 'Aramex' }, { name: 'DHL' }] },
    ...more,
  });
}

describe('an order', () => {
  test('shows its lines, customer, address, totals, payment, timeline, mails and notes', async () => {
    setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items' });
    expect(within(lines).getByText('Backpack')).toBeInTheDocument();
    expect(within(lines).getByText('Navy')).toBeInTheDocument();
    expect(within(lines).getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('VAT 14%, included')).toBeInTheDocument();
    expect(screen.getByText('$57.00')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('To be paid to the courier')).toBeInTheDocument();
    expect(screen.getByText('12 Nile St', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Placed')).toBeInTheDocument();
    expect(screen.getByText('Your order')).toBeInTheDocument();
    expect(screen.getByText('Called the shopper')).toBeInTheDocument();
  });

  test('ships with a carrier from the list and a tracking number', async () => {
    const { api, user } = setUp(adminOrder(), {
      [`POST ${PATH}/ship`]: answering({
        status: 'shipped',
        tracking: { carrier: 'DHL', number: 'JD0001', url: 'https://dhl.example/JD0001' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    await user.click(screen.getByRole('button', { name: 'Ship the order' }));
    expect(await screen.findByText('Choose a carrier.')).toBeInTheDocument();
    expect(screen.getByText('Enter the tracking number.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Carrier/ }));
    await user.click(await screen.findByRole('option', { name: 'DHL' }));
    await user.type(screen.getByRole('textbox', { name: /Tracking number/ }), ' JD0001 ');
    await user.click(screen.getByRole('button', { name: 'Ship the order' }));

    expect(await screen.findByText(/The order is shipped/)).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/ship`).map((call) => call.body)).toEqual([{ carrier: 'DHL', tracking: 'JD0001' }]);
    // The page shows the order the server answered.
    expect(await screen.findByRole('link', { name: 'JD0001' })).toHaveAttribute('href', 'https://dhl.example/JD0001');
  });

  test.each([
    ['pending', 'processing', 'Processing'],
    ['shipped', 'delivered', 'Delivered'],
  ] as const)('moves a %s order on to %s', async (status, next, name) => {
    const { api, user } = setUp(adminOrder({ status }), {
      [`POST ${PATH}/status`]: answering({ status: next }),
    });
    await user.click(await screen.findByRole('button', { name: `Move to ${name}` }));
    expect(await screen.findByText(new RegExp(`The order is now ${name}`))).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/status`).map((call) => call.body)).toEqual([{ status: next }]);
  });

  test('a processing order ships through the ship form, not a status button', async () => {
    setUp(adminOrder({ status: 'processing' }), {});
    expect(await screen.findByRole('button', { name: /Ship/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  test('cancels with a reason, after asking', async () => {
    const { api, user } = setUp(adminOrder(), { [`POST ${PATH}/cancel`]: answering({ status: 'cancelled' }) });
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    await user.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    expect(await screen.findByText('Say why the order is cancelled.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Out of stock at the supplier');
    await user.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(api.calls(`POST ${PATH}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));

    expect(await screen.findByText('The order is cancelled.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/cancel`).map((call) => call.body)).toEqual([
      { reason: 'Out of stock at the supplier' },
    ]);
  });

  test('a refused cancel says why', async () => {
    const { user } = setUp(adminOrder(), {
      [`POST ${PATH}/cancel`]: {
        status: 409,
        body: { code: 'ORDER_NOT_CANCELLABLE', message: 'Order has shipped' },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Asked by phone');
    await user.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('The order has shipped: it can no longer be cancelled.')).toBeInTheDocument();
  });

  test('adds a note; a field error from the server shows on the field', async () => {
    let calls = 0;
    const { api, user } = setUp(adminOrder(), {
      [`POST ${PATH}/notes`]: () =>
        ++calls === 1
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid input',
                errors: { body: 'Note is too long for us' },
              },
            }
          : { status: 201, body: adminOrder() },
    });
    const note = await screen.findByRole('textbox', { name: /Note/ });
    await user.type(note, 'Shopper asked for a call');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Note is too long for us')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('The note is added.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/notes`).map((call) => call.body)).toEqual([
      { body: 'Shopper asked for a call' },
      { body: 'Shopper asked for a call' },
    ]);
    await waitFor(() => expect(note).toHaveValue(''));
  });

  test('sends the confirmation again', async () => {
    const { api, user } = setUp(adminOrder(), { [`POST ${PATH}/resend-confirmation`]: answering({}) });
    await user.click(await screen.findByRole('button', { name: 'Send the confirmation again' }));
    expect(await screen.findByText('The confirmation is on its way to amira@example.com.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/resend-confirmation`)).toHaveLength(1);
  });

  test('a forbidden action says the role may not', async () => {
    const { user } = setUp(adminOrder(), {
      [`POST ${PATH}/resend-confirmation`]: { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send the confirmation again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do that.');
  });
});

test('an order charged in pounds shows every amount in pounds: lines, charges, total, payment and refunds', async () => {
  const inPounds = adminOrder(
    {
      currency: 'EGP',
      status: 'delivered',
      paymentMethod: 'paypal (Demo)',
      paymentDue: null,
      items: [{ ...BACKPACK_LINE, price: 1250 }],
      subtotal: 2500,
      charges: chargesOf({ delivery: 14500 }),
      tax: 325,
      totalPrice: 2645,
    },
    {
      paid: 2645,
      refunded: 145,
      refundable: 2500,
      refunds: [{ amount: 145, at: '2025-03-03T10:00:00.000Z', by: 'sam@shop.example', reason: 'Late' }],
    },
  );
  setUp(inPounds);
  await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
  const lines = screen.getByRole('table', { name: 'Items' });
  expect(within(lines).getByText('EGP 1,250.00')).toBeInTheDocument();
  expect(within(lines).getByText('EGP 2,500.00')).toBeInTheDocument();
  expect(screen.getAllByText('EGP 145.00').length).toBeGreaterThan(0);
  expect(screen.getAllByText('EGP 2,645.00')).toHaveLength(2);
  expect(within(screen.getByRole('list', { name: 'Refunds' })).getByText('EGP 145.00 · Late')).toBeInTheDocument();
  expect(screen.getByText('Up to EGP 2,500.00')).toBeInTheDocument();
  expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
});

describe('the delivery address', () => {
  test("is corrected before shipping with the shop's address rules, and the new one is sent", async () => {
    const inEgypt = { ...adminOrder().order.shippingAddress, country: 'Egypt' };
    const { api, user } = setUp(adminOrder({ shippingAddress: inEgypt }), {
      [`POST ${PATH}/address`]: answering({ shippingAddress: { ...inEgypt, street: '9 Tahrir Square' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Correct the address…' }));
    const street = screen.getByRole('textbox', { name: /Street/ });
    await user.clear(street);
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(api.calls(`POST ${PATH}/address`)).toHaveLength(0);
    await user.type(street, '9 Tahrir Square');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('The address is corrected. The shopper is mailed it.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/address`)[0]?.body).toMatchObject({ street: '9 Tahrir Square', city: 'Cairo' });
    expect(screen.getByText('9 Tahrir Square', { exact: false })).toBeInTheDocument();
  });

  test('is not offered once the order has shipped', async () => {
    setUp(adminOrder({ status: 'shipped' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.queryByRole('button', { name: 'Correct the address…' })).not.toBeInTheDocument();
  });
});

describe('refunds', () => {
  const DELIVERED = { status: 'delivered' as const, paymentMethod: 'paypal (Demo)', paymentDue: null };
  const paid = (refunded: number) => ({ paid: 57, refunded, refundable: 57 - refunded, refunds: [] });

  test('an order not yet shipped says to cancel it instead, and offers no refund', async () => {
    setUp();
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.getByText(/An order is refunded once it has shipped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  test('refunds part after asking, sending a retry with the same key', async () => {
    let calls = 0;
    const { api, user } = setUp(adminOrder(DELIVERED, paid(0)), {
      [`POST ${PATH}/refunds`]: () =>
        ++calls === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } }
          : {
              status: 201,
              body: adminOrder(DELIVERED, {
                ...paid(12.5),
                refunds: [{ amount: 12.5, at: '2025-03-03T10:00:00.000Z', by: 'sam@shop.example', reason: 'Dented' }],
              }),
            },
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.getByText('Up to $57.00')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '57.01');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(await screen.findByText('That is more than this order can still pay back.')).toBeInTheDocument();
    expect(screen.getByText('Say why the money goes back.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Dented');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $12.50?' });
    expect(dialog).toHaveTextContent('amira@example.com is mailed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $12.50.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const sent = api.calls(`POST ${PATH}/refunds`).map((call) => call.body as { amount: number; key: string });
    expect(sent.map(({ amount: dollars }) => dollars)).toEqual([12.5, 12.5]);
    // The retry is the same refund: the server pays it once whichever of the two reached it.
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(within(screen.getByRole('list', { name: 'Refunds' })).getByText('$12.50 · Dented')).toBeInTheDocument();
    expect(screen.getByText('Up to $44.50')).toBeInTheDocument();
  });

  test('a cash-on-delivery order asks how the money went back, and sends it with the refund', async () => {
    const CASH = { status: 'delivered' as const, paymentMethod: 'cash-on-delivery', paymentDue: null };
    const { api, user } = setUp(adminOrder(CASH, paid(0)), {
      [`POST ${PATH}/refunds`]: {
        status: 201,
        body: adminOrder(CASH, {
          ...paid(10),
          refunds: [
            {
              amount: 10,
              at: '2025-03-03T10:00:00.000Z',
              by: 'sam@shop.example',
              reason: 'Dented',
              payout: { method: 'wallet', details: '010 1234 5678' },
            },
          ],
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Dented');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(await screen.findByText('Choose how the money was sent.')).toBeInTheDocument();
    expect(screen.getByText('Enter the account or wallet number the money was sent to.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Sent by/ }));
    await user.click(await screen.findByRole('option', { name: 'Mobile wallet' }));
    await user.type(screen.getByRole('textbox', { name: /Wallet number/ }), ' 010 1234 5678 ');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $10.00?' });
    expect(dialog).toHaveTextContent('The money was sent by hand: Mobile wallet to 010 1234 5678.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $10.00.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST ${PATH}/refunds`)[0]?.body).toMatchObject({
      amount: 10,
      payout: { method: 'wallet', details: '010 1234 5678' },
    });
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/Mobile wallet to 010 1234 5678/)).toBeInTheDocument();
  });

  test('an order paid online asks nothing of the kind', async () => {
    setUp(adminOrder(DELIVERED, paid(0)));
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.queryByRole('combobox', { name: /Sent by/ })).not.toBeInTheDocument();
  });

  test('"Refund the whole amount" fills in what is left', async () => {
    const { user } = setUp(adminOrder(DELIVERED, paid(7)));
    await user.click(await screen.findByRole('button', { name: 'Refund the whole amount' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('50.00');
  });

  test("a card order paid through a provider shows the provider, the payment's state, its reference, staff's note and each refund's state", async () => {
    setUp(
      adminOrder(
        {
          ...DELIVERED,
          paymentMethod: 'credit-card',
          paymentDue: null,
          payment: { provider: 'stripe', state: 'review', reference: 'pi_3Nx', holdUntil: '2025-03-01T10:30:00.000Z' },
        },
        {
          paid: 57,
          refunded: 5,
          refundable: 52,
          paymentNote: 'The provider reported 100 GBP (minor units); the order is 5700 GBP.',
          refunds: [
            { amount: 5, at: '2025-03-03T10:00:00.000Z', by: 'sam@shop.example', reason: 'Late', state: 'pending' },
          ],
        },
      ),
    );
    expect(await screen.findByText('Stripe · Payment under review: the amount did not match')).toBeInTheDocument();
    expect(screen.getByText('pi_3Nx')).toBeInTheDocument();
    expect(screen.getByText('The provider reported 100 GBP (minor units); the order is 5700 GBP.')).toBeInTheDocument();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/pending at the provider/)).toBeInTheDocument();
  });

  test('a card order awaiting its payment offers no move on or shipping, and says why', async () => {
    setUp(
      adminOrder({
        status: 'processing',
        paymentMethod: 'credit-card',
        paymentDue: null,
        payment: { provider: 'stripe', state: 'awaiting', holdUntil: '2025-03-01T10:30:00.000Z' },
      }),
    );
    expect(
      await screen.findByText(
        'Awaiting payment: the order can be packed and shipped once the provider confirms the payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ship/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
  });

  test('an order refunded in full says so, with the return that paid part of it', async () => {
    setUp(
      adminOrder(DELIVERED, {
        paid: 57,
        refunded: 57,
        refundable: 0,
        refunds: [
          { amount: 50, at: '2025-03-03T10:00:00.000Z', by: 'sam@shop.example', reason: 'Late' },
          { amount: 7, at: '2025-03-04T10:00:00.000Z', by: null, reason: null, returnNumber: 'ab12cd34' },
        ],
      }),
    );
    expect(await screen.findByText('This order has been refunded in full.')).toBeInTheDocument();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText('$7.00 · return ab12cd34')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
  });
});
