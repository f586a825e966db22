/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import type { AdminReturn } from '../../universal/contracts/admin/returns';
import { mockApi } from '../../test/mock-api';
import { renderSignedIn, setScreenWidth, support } from '../test/render-admin';
import { adminReturn, RETURN_ID } from './test-fixtures';

beforeEach(() => setScreenWidth(1280));

const PATH = `/api/admin/returns/${RETURN_ID}`;

/** The return as the server answers a decision: changed as asked. */
const answering = (change: Partial<AdminReturn>) => () => ({ body: adminReturn(change) });

function setUp(shown = adminReturn(), more: Parameters<typeof mockApi>[0] = {}) {
  return renderSignedIn(`/returns/${RETURN_ID}`, support, { [`GET ${PATH}`]: { body: shown }, ...more });
}

describe('a return', () => {
  test('shows its lines at the prices paid, the refund, the order in brief with its lines, and its history', async () => {
    setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Return #1a2b4d5e' })).toBeInTheDocument();
    expect(screen.getByText(/Wrong item sent/)).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items sent back' });
    expect(within(lines).getByText('Backpack')).toBeInTheDocument();
    expect(within(lines).getByText('Navy')).toBeInTheDocument();
    expect(within(lines).getByText('To refund')).toBeInTheDocument();
    expect(within(lines).getAllByText('$50.00')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Order #4e5f6001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/orders/665f1c2e8a1b2c3d4e5f6001',
    );
    expect(screen.getByText('amira@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Items of the order' })).getByText('Scarf')).toBeInTheDocument();
    expect(screen.getByText('Asked by the shopper')).toBeInTheDocument();
  });

  test('approves after asking; the page shows the answer and offers the refund next', async () => {
    const { api, user } = setUp(adminReturn(), {
      [`POST ${PATH}/approve`]: answering({ status: 'approved', decidedAt: '2025-03-05T09:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the return…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this return?' });
    expect(within(dialog).getByText(/amira@example.com is mailed to send the items back/)).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/approve`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The return is approved. The shopper is mailed.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/approve`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Refund $50.00…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the return…' })).not.toBeInTheDocument();
  });

  test('going back from the dialog sends nothing', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Approve the return…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Go back' }));
    expect(api.calls(`POST ${PATH}/approve`)).toHaveLength(0);
  });

  test('rejects only with a reason, after asking, and shows the reason the shopper reads', async () => {
    const reason = 'The item shows wear.';
    const { api, user } = setUp(adminReturn(), {
      [`POST ${PATH}/reject`]: answering({
        status: 'rejected',
        decidedAt: '2025-03-05T09:00:00.000Z',
        rejectionReason: reason,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject the return…' }));
    expect(await screen.findByText('Say why the return is rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Reason for the shopper/ }), `  ${reason} `);
    await user.click(screen.getByRole('button', { name: 'Reject the return…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this return?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('The return is rejected. The shopper is mailed the reason.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/reject`).map((call) => call.body)).toEqual([{ reason }]);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText(/^Rejected /)).toBeInTheDocument();
    // A rejected return refunds nothing.
    expect(screen.queryByText('To refund')).not.toBeInTheDocument();
  });

  test('refunds an approved return after asking; the stock goes back', async () => {
    const { api, user } = setUp(adminReturn({ status: 'approved', decidedAt: '2025-03-05T09:00:00.000Z' }), {
      [`POST ${PATH}/refund`]: answering({ status: 'refunded', decidedAt: '2025-03-07T09:00:00.000Z' }),
    });
    expect(await screen.findByText('Once the items have arrived, refund $50.00.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Put the returned units back in stock' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Refund $50.00…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $50.00?' });
    expect(within(dialog).getByText(/2 units go back in stock/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));

    expect(await screen.findByText('Refunded $50.00. The units are back in stock.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/refund`)).toHaveLength(1);
    expect(await screen.findByText(/\$50\.00 refunded .*; the units went back in stock\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  test('refunds with the units kept off the shelf when staff untick the restock box', async () => {
    const { api, user } = setUp(adminReturn({ status: 'approved', decidedAt: '2025-03-05T09:00:00.000Z' }), {
      [`POST ${PATH}/refund`]: answering({
        status: 'refunded',
        decidedAt: '2025-03-07T09:00:00.000Z',
        keptOffShelf: true,
      }),
    });
    const restock = await screen.findByRole('checkbox', { name: 'Put the returned units back in stock' });
    expect(restock).toHaveAccessibleDescription('Untick for damaged, worn or opened items: they stay off the shelf.');
    await user.click(restock);
    await user.click(screen.getByRole('button', { name: 'Refund $50.00…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $50.00?' });
    expect(within(dialog).getByText(/2 units stay off the shelf/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));

    expect(await screen.findByText('Refunded $50.00. The units stay off the shelf.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/refund`)[0]?.body).toEqual({ restock: false });
    expect(await screen.findByText(/\$50\.00 refunded .*; the units stayed off the shelf\./)).toBeInTheDocument();
  });

  test("refunds the order's delivery too when staff say it was the shop's fault: the amount grows by it", async () => {
    const { api, user } = setUp(adminReturn({ status: 'approved', decidedAt: '2025-03-05T09:00:00.000Z' }), {
      [`POST ${PATH}/refund`]: answering({
        status: 'refunded',
        decidedAt: '2025-03-07T09:00:00.000Z',
        refund: 55.99,
        deliveryRefund: 5.99,
      }),
    });
    const delivery = await screen.findByRole('checkbox', { name: "Refund the delivery too ($5.99): the shop's fault" });
    expect(delivery).not.toBeChecked();
    await user.click(delivery);
    await user.click(screen.getByRole('button', { name: 'Refund $55.99…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund $55.99' }));
    expect(await screen.findByText('Refunded $55.99. The units are back in stock.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/refund`)[0]?.body).toEqual({ refundDelivery: true });
    expect(await screen.findByText('Of which delivery')).toBeInTheDocument();
    expect(screen.getByText('$5.99')).toBeInTheDocument();
  });

  test('an approved return shows where the parcel goes, the number on it and the pickup booked', async () => {
    setUp(
      adminReturn({
        status: 'approved',
        decidedAt: '2025-03-05T09:00:00.000Z',
        returnTo: {
          address: 'Storefront Returns, 14 Tahrir Street, Giza',
          instructions: 'Keep the courier receipt.',
          parcelNumber: '4e5f6001',
          pickup: { reference: 'RP-ABCDEFGH23', requestedAt: '2025-03-05T09:00:00.000Z' },
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sending back' })).toBeInTheDocument();
    expect(screen.getByText('Storefront Returns, 14 Tahrir Street, Giza')).toBeInTheDocument();
    expect(screen.getByText('Keep the courier receipt.')).toBeInTheDocument();
    expect(screen.getByText('#4e5f6001')).toBeInTheDocument();
    expect(screen.getByText(/^RP-ABCDEFGH23, booked /)).toBeInTheDocument();
  });

  test('an exchange shows the variant reserved, then the order that ships it', async () => {
    const exchanged = {
      productId: '1',
      sku: 'BAG-1',
      title: 'Backpack',
      variantLabel: 'Navy',
      quantity: 2,
      price: 25,
      exchangeSku: 'BAG-2',
      exchangeLabel: 'Green',
    };
    setUp(adminReturn({ items: [exchanged] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Exchange instead of a refund' })).toBeInTheDocument();
    expect(screen.getByText('Backpack (Navy)')).toBeInTheDocument();
    expect(screen.getByText('2 × Green (BAG-2)')).toBeInTheDocument();
    expect(screen.getByText(/The units are reserved/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open order #/ })).not.toBeInTheDocument();
  });

  test('an approved exchange links the order that ships it', async () => {
    setUp(
      adminReturn({
        status: 'approved',
        decidedAt: '2025-03-05T09:00:00.000Z',
        items: [
          {
            productId: '1',
            sku: 'BAG-1',
            title: 'Backpack',
            quantity: 1,
            price: 25,
            exchangeSku: 'BAG-2',
            exchangeLabel: 'Green',
          },
        ],
        exchangeOrder: { id: '0123456789abcdef01234567', number: '01234567' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Open order #01234567' })).toHaveAttribute(
      'href',
      '/orders/0123456789abcdef01234567',
    );
    expect(screen.getByText(/Shipped as a new order at no charge/)).toBeInTheDocument();
  });

  test("a cash-on-delivery order's return asks how the money went back, and sends it", async () => {
    const approved = adminReturn({ status: 'approved', decidedAt: '2025-03-05T09:00:00.000Z' });
    const cash = { ...approved, order: { ...approved.order, paymentMethod: 'cash-on-delivery' } };
    const { api, user } = setUp(cash, {
      [`POST ${PATH}/refund`]: answering({ status: 'refunded', decidedAt: '2025-03-07T09:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Refund $50.00…' }));
    expect(await screen.findByText('Choose how the money was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Sent by/ }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(screen.getByRole('textbox', { name: /IBAN or account number/ }), 'EG38 0019 0005');
    await user.click(screen.getByRole('button', { name: 'Refund $50.00…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $50.00?' });
    expect(dialog).toHaveTextContent('Bank transfer to EG38 0019 0005.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));
    expect(await screen.findByText('Refunded $50.00. The units are back in stock.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/refund`)[0]?.body).toEqual({
      payout: { method: 'bank-transfer', details: 'EG38 0019 0005' },
    });
  });

  test('a decision refused because the return moved on says so', async () => {
    const { user } = setUp(adminReturn(), {
      [`POST ${PATH}/approve`]: {
        status: 409,
        body: { code: 'RETURN_NOT_ALLOWED', message: 'This return is rejected; it cannot become approved' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the return…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This return has moved on meanwhile. Reload it to see where it stands.',
    );
  });
});
