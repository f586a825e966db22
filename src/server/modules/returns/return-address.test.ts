import type { ReturnRequest } from '../../../universal/contracts/returns';
import { withTestApp, createTestUser } from '../../test/harness';
import { orderReturns } from './returns';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';
import { regionsCommand } from '../regions/test-support';

/** Issue 52, return logistics: each region's return address, mailed when a return is approved. */
const t = withTestApp();
const regions = regionsCommand(t);
const ADDRESS = 'Storefront Returns, 14 Tahrir Street, Dokki, Giza 12611';

/** A Cairo shopper writing in `language`, their delivered order, and a request to return one unit of it. */
async function requestedReturn(language: string) {
  const user = await createTestUser(t.ctx);
  await t.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  const order = await placeTestOrder(t, user, [[1, 1]]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: user.headers,
    payload: { items: [{ productId: '1', quantity: 1 }], reason: 'damaged' },
  });
  expect(asked.statusCode).toBe(201);
  return { user, order, id: asked.json<ReturnRequest>().id };
}

/** The approval's mail: the last one queued to the shopper (after the confirmation and the delivery's). */
async function approvalMail(email: string) {
  await t.events.drain();
  const [mail] = await t.db.query<{ body_text: string; body_html: string }>(
    'SELECT body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return mail;
}

it("sets a region's return address from the terminal, audited, shown in list, and off again", async () => {
  expect(await regions('set-return-address', 'egypt', `  ${ADDRESS}  `)).toEqual({
    exitCode: 0,
    output: `egypt: returns go to ${ADDRESS} (was no address)`,
  });
  expect((await regions('list')).output).toContain(`  returns to ${ADDRESS}`);
  const [entry] = await t.db.query<{ before: { returnAddress: string | null }; after: { returnAddress: string } }>(
    "SELECT before, after FROM audit_log WHERE action = 'region.set-returns' ORDER BY id DESC LIMIT 1",
  );
  expect(entry?.before.returnAddress).toBeNull();
  expect(entry?.after.returnAddress).toBe(ADDRESS);

  expect((await regions('set-return-address', 'egypt', 'off')).output).toBe(
    `egypt: returns go to no address (was ${ADDRESS})`,
  );
  expect((await regions('list')).output).not.toContain('returns to');
});

it('refuses an address too short or too long, and an unknown region, changing nothing', async () => {
  await regions('set-return-address', 'egypt', 'off');
  expect((await regions('set-return-address', 'egypt', 'Cairo')).exitCode).toBe(2);
  expect((await regions('set-return-address', 'egypt', 'x'.repeat(301))).exitCode).toBe(2);
  expect((await regions('set-return-address', 'atlantis', ADDRESS)).exitCode).not.toBe(0);
  const [row] = await t.db.query<{ return_address: string | null }>(
    "SELECT return_address FROM regions WHERE id = 'egypt'",
  );
  expect(row?.return_address).toBeNull();
});

it("mails the region's address with the order number to write on the parcel, in the shopper's language", async () => {
  await regions('set-return-address', 'egypt', ADDRESS);
  const { user, order, id } = await requestedReturn('ar');
  expect(await orderReturns(t.db).move(id, 'approved', t.clock.now())).toMatchObject({ ok: true });
  const mail = await approvalMail(user.email);
  expect(mail?.body_text).toContain(`أرسل الطرد إلى: ${ADDRESS}. اكتب عليه رقم الطلب ${order._id.slice(-8)}.`);
  expect(mail?.body_html).toContain(ADDRESS);
});

it('says no address where the region has none', async () => {
  await regions('set-return-address', 'egypt', 'off');
  const { user, id } = await requestedReturn('en');
  await orderReturns(t.db).move(id, 'approved', t.clock.now());
  const mail = await approvalMail(user.email);
  expect(mail?.body_text).toContain('is approved');
  expect(mail?.body_text).not.toContain('Send the parcel to');
});
