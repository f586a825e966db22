import { createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { placeTestOrder } from '../../test/checkout-test-support';
import { orderNumber } from '../../../universal/order-status';
import type { Order } from '../../../universal/contracts/order';
import { pdfText } from './receipt-test-support';

/** The receipt route as the app registers it (app.ts), on the test app's database. */
const t = withTestApp({ supportEmail: 'help@shop.example' });
let shopper: TestUser;
let order: Order;

beforeAll(async () => {
  shopper = await createTestUser(t.ctx);
  order = await placeTestOrder(t, shopper, [[1, 2]]);
});

const get = (url: string, headers: Record<string, string> = shopper.headers) =>
  t.app.inject({ method: 'GET', url, headers });

test("the shopper's own order answers its receipt as an inline PDF, never cached", async () => {
  const response = await get(`/api/orders/${order._id}/receipt.pdf`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="receipt-${orderNumber(order._id)}.pdf"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const [page] = await pdfText(response.rawPayload);
  const texts = page!.items.map((item) => item.str.trim());
  expect(texts).toEqual(
    expect.arrayContaining([`Order #${orderNumber(order._id)}`, order.items[0]!.title, 'help@shop.example']),
  );
});

test('?lang=ar answers it in Arabic', async () => {
  const response = await get(`/api/orders/${order._id}/receipt.pdf?lang=ar`);
  expect(response.statusCode).toBe(200);
  const [page] = await pdfText(response.rawPayload);
  expect(page!.lines.join('\n')).toContain('إجمالي الطلب');
});

test("another shopper's order, an id that is no order's and a language the shop lacks are refused", async () => {
  const other = await createTestUser(t.ctx);
  const foreign = await get(`/api/orders/${order._id}/receipt.pdf`, other.headers);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  expect((await get('/api/orders/not-an-order/receipt.pdf')).statusCode).toBe(404);
  const language = await get(`/api/orders/${order._id}/receipt.pdf?lang=tlh`);
  expect(language.statusCode).toBe(400);
});

test('signed out it is not found, unless the request holds a guest order’s access key', async () => {
  expect((await get(`/api/orders/${order._id}/receipt.pdf`, {})).statusCode).toBe(404);
  const guest = await placeTestOrder(t, await createTestUser(t.ctx), [[1, 1]]);
  const key = 'k'.repeat(43);
  await t.db.query('UPDATE orders SET user_id = NULL, guest_access = $2 WHERE id = $1', [guest._id, key]);
  const opened = await get(`/api/orders/${guest._id}/receipt.pdf`, { 'x-order-access': key });
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['content-type']).toBe('application/pdf');
  expect((await get(`/api/orders/${guest._id}/receipt.pdf`, { 'x-order-access': 'j'.repeat(43) })).statusCode).toBe(
    404,
  );
});
