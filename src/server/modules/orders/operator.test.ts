import { RETRY_BASE_MS } from '../../outbox-retry';
import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { Order } from '../../../universal/contracts/order';
import { ordersTerminal } from '../../test/orders-terminal';
import { placeTestOrder } from '../../test/checkout-test-support';

const t = withTestApp();

const run = (...args: string[]) => ordersTerminal(t, args);

describe('operator order commands', () => {
  it('lists orders newest first with number, status, total and customer, filtered by status', async () => {
    const user = await createTestUser(t.ctx);
    const first = await placeTestOrder(t, user, [[1, 2]]);
    t.clock.advance(1000);
    const second = await placeTestOrder(t, user, [[2, 1]]);
    await run('set-status', first._id, 'shipped');

    const all = await run('list');
    expect(all.exitCode).toBe(0);
    const lines = all.output.split('\n');
    expect(lines[0]).toMatch(/^ORDER\s+NUMBER\s+STATUS\s+TOTAL\s+ITEMS\s+PLACED \(UTC\)\s+CUSTOMER$/);
    expect(lines.findIndex((line) => line.startsWith(second._id))).toBeLessThan(
      lines.findIndex((line) => line.startsWith(first._id)),
    );
    expect(all.output).toContain(`${first._id}  ${first._id.slice(-8)}  shipped`);
    expect(all.output).toContain(user.email);

    const shipped = await run('list', '--status', 'shipped');
    expect(shipped.output).toContain(first._id);
    expect(shipped.output).not.toContain(second._id);
    expect((await run('list', '--status', 'delivered')).output).toBe('no orders');
  });

  it('sets a status forward, and refuses backwards, unknown orders and unknown statuses', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    expect(await run('set-status', id, 'delivered')).toEqual({
      exitCode: 0,
      output: `order ${id} (#${id.slice(-8)}) is now delivered`,
    });
    const back = await run('set-status', id, 'processing');
    expect(back.exitCode).toBe(1);
    expect(back.output).toMatch(/is delivered; it cannot become processing \(statuses only move forward/);
    expect(await run('set-status', 'ffffffffffffffffffffffff', 'shipped')).toEqual({
      exitCode: 1,
      output: 'no order ffffffffffffffffffffffff',
    });
    expect((await run('set-status', id, 'lost')).exitCode).toBe(2);
    expect((await run('list', '--status', 'lost')).exitCode).toBe(2);
    expect((await run('frobnicate')).output).toMatch(/^Unknown command "frobnicate"\.\nUsage:/);
  });

  it("finds a shopper's order by the number they see, in any case and with #, and all orders of an email", async () => {
    const shopper = await createTestUser(t.ctx);
    const other = await createTestUser(t.ctx);
    const first = await placeTestOrder(t, shopper, [[1, 1]]);
    t.clock.advance(1000);
    const second = await placeTestOrder(t, shopper, [[2, 1]]);
    const elsewhere = await placeTestOrder(t, other, [[3, 1]]);

    const byNumber = await run('find', `#${first._id.slice(-8).toUpperCase()}`);
    expect(byNumber.exitCode).toBe(0);
    expect(byNumber.output).toContain(first._id);
    expect(byNumber.output).not.toContain(second._id);

    const byEmail = await run('find', shopper.email.toUpperCase());
    expect(byEmail.exitCode).toBe(0);
    const lines = byEmail.output.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(second._id);
    expect(lines[2]).toContain(first._id);
    expect(byEmail.output).not.toContain(elsewhere._id);

    // The account's email changed after the order: both the old and the new address find it.
    await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [other.id, `renamed-${other.email}`]);
    expect((await run('find', `renamed-${other.email}`)).output).toContain(elsewhere._id);
    expect((await run('find', other.email)).output).toContain(elsewhere._id);

    expect(await run('find', 'nobody@example.com')).toEqual({
      exitCode: 1,
      output: 'no orders for nobody@example.com',
    });
    expect((await run('find', 'not-a-number')).exitCode).toBe(2);
    expect((await run('find')).exitCode).toBe(2);
  });
});

describe('shipping with a carrier and a tracking number', () => {
  /** The shipped mails queued for a shopper, oldest first. */
  const shippedMails = async (user: TestUser) => {
    await t.events.drain();
    return t.db.query<{ subject: string; body_text: string; body_html: string }>(
      "SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%has shipped' ORDER BY id",
      [user.email],
    );
  };
  const getOrder = (user: TestUser, id: string) =>
    t.app
      .inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers })
      .then((answer) => answer.json<Order>());

  it('ships a processing order with the carrier named in any case; the order and the one mail carry the tracking link', async () => {
    const user = await createTestUser(t.ctx, { name: 'Mona Ali' });
    const { _id: id } = await placeTestOrder(t, user);
    await run('set-status', id, 'processing');

    const shipped = await run('ship', id, '--carrier', 'dhl', '--tracking', ' JD014600006281 ');
    const url = 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281&submit=1';
    expect(shipped).toEqual({
      exitCode: 0,
      output: `order ${id} (#${id.slice(-8)}) is now shipped with DHL JD014600006281: ${url}`,
    });

    const order = await getOrder(user, id);
    expect(order.status).toBe('shipped');
    expect(order.tracking).toEqual({ carrier: 'DHL', number: 'JD014600006281', url });

    const [mail, ...more] = await shippedMails(user);
    expect(more).toHaveLength(0);
    expect(mail?.body_text).toContain('Carrier: DHL · Tracking number: JD014600006281');
    // The mail links to the shop alone (decision 0123): the order's page, which links to the carrier.
    const page = `${t.ctx.config.publicUrl}/orders/${id}`;
    expect(mail?.body_text).toContain(`Follow your DHL parcel from your order's page: ${page}`);
    expect(mail?.body_html).toContain(`<a href="${page}">Follow your DHL parcel from your order's page</a>`);
    expect(mail?.body_text).not.toContain(url);
  });

  it("writes the number into the carrier's address URL-encoded, and the mail in the buyer's language", async () => {
    const user = await createTestUser(t.ctx);
    await t.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [user.id]);
    const { _id: id } = await placeTestOrder(t, user);

    expect((await run('ship', id, '--carrier', 'ROYAL MAIL', '--tracking', 'AB 1234 5678 9GB')).exitCode).toBe(0);
    expect((await getOrder(user, id)).tracking).toEqual({
      carrier: 'Royal Mail',
      number: 'AB 1234 5678 9GB',
      url: 'https://www.royalmail.com/track-your-item#/tracking-results/AB%201234%205678%209GB',
    });
    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [user.email],
    );
    expect(mail?.body_text).toContain('شركة الشحن: Royal Mail · رقم التتبع: AB 1234 5678 9GB');
    expect(mail?.body_text).toContain(`تتبّع شحنة Royal Mail من صفحة طلبك: ${t.ctx.config.publicUrl}/ar/orders/${id}`);
  });

  it('corrects the tracking of a shipped order without a second status change or mail; the same tracking changes nothing', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    await run('ship', id, '--carrier', 'UPS', '--tracking', '1Z999AA10123456784');
    const [{ status_changed_at: shippedAt } = { status_changed_at: undefined }] = await t.db.query<{
      status_changed_at: Date;
    }>('SELECT status_changed_at FROM orders WHERE id = $1', [id]);
    t.clock.advance(60_000);

    expect(await run('ship', id, '--carrier', 'Aramex', '--tracking', '44188012345')).toEqual({
      exitCode: 0,
      output:
        `order ${id} (#${id.slice(-8)}) was already shipped; its tracking is now Aramex 44188012345 (was UPS 1Z999AA10123456784): ` +
        'https://www.aramex.com/track/results?ShipmentNumber=44188012345',
    });
    expect((await getOrder(user, id)).tracking).toMatchObject({ carrier: 'Aramex', number: '44188012345' });
    expect(await run('ship', id, '--carrier', 'aramex', '--tracking', '44188012345')).toEqual({
      exitCode: 0,
      output: `order ${id} (#${id.slice(-8)}) is already shipped with Aramex 44188012345; nothing changed`,
    });

    expect(await shippedMails(user)).toHaveLength(1);
    const [after] = await t.db.query<{ status: string; status_changed_at: Date }>(
      'SELECT status, status_changed_at FROM orders WHERE id = $1',
      [id],
    );
    expect(after).toEqual({ status: 'shipped', status_changed_at: shippedAt });
  });

  it('gives tracking to an order shipped without it, as a correction', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    await run('set-status', id, 'shipped');
    expect((await getOrder(user, id)).tracking).toBeUndefined();
    const added = await run('ship', id, '--carrier', 'Egypt Post', '--tracking', 'RR123456789EG');
    // Egypt Post's link carries the parcel number (issue 48), as every seeded carrier's does.
    expect(added.output).toBe(
      `order ${id} (#${id.slice(-8)}) was already shipped; its tracking is now Egypt Post RR123456789EG: ` +
        'https://egyptpost.gov.eg/ar-eg/TrackTrace?Barcode=RR123456789EG',
    );
    expect((await getOrder(user, id)).tracking).toEqual({
      carrier: 'Egypt Post',
      number: 'RR123456789EG',
      url: 'https://egyptpost.gov.eg/ar-eg/TrackTrace?Barcode=RR123456789EG',
    });
    expect(await shippedMails(user)).toHaveLength(1);
  });

  it('refuses delivered and cancelled orders and unknown ones, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    const delivered = await placeTestOrder(t, user);
    const cancelled = await placeTestOrder(t, user);
    await run('set-status', delivered._id, 'delivered');
    await run('set-status', cancelled._id, 'cancelled');

    for (const [order, status] of [
      [delivered, 'delivered'],
      [cancelled, 'cancelled'],
    ] as const) {
      expect(await run('ship', order._id, '--carrier', 'DHL', '--tracking', '1234567890')).toEqual({
        exitCode: 1,
        output: `order ${order._id} is ${status}; it cannot be shipped (only pending, processing, shipped orders take tracking)`,
      });
      expect(await getOrder(user, order._id)).toMatchObject({ status });
      expect((await getOrder(user, order._id)).tracking).toBeUndefined();
    }
    expect(await run('ship', 'ffffffffffffffffffffffff', '--carrier', 'DHL', '--tracking', '1234567890')).toEqual({
      exitCode: 1,
      output: 'no order ffffffffffffffffffffffff',
    });
    expect(await shippedMails(user)).toHaveLength(0);
  });

  it('answers a usage error for an unknown carrier (listing the known ones), a bad number or a missing part', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);

    const unknown = await run('ship', id, '--carrier', 'FedEx', '--tracking', '1234567890');
    expect(unknown.exitCode).toBe(2);
    expect(unknown.output).toMatch(
      /^Unknown carrier "FedEx"\. Known carriers: Aramex, DHL, Egypt Post, Royal Mail, UPS\.\nUsage:/,
    );

    for (const number of [
      'AB',
      'A'.repeat(41),
      '12<script>',
      '12\u000734',
      '-123',
      '123-',
      'RR١٢٣٤٥٦EG',
      '12_34',
      '   ',
    ]) {
      const refused = await run('ship', id, '--carrier', 'DHL', '--tracking', number);
      expect(refused.exitCode).toBe(2);
      expect(refused.output).toContain(
        'is not a tracking number: a tracking number is 3 to 40 letters (A-Z) and digits',
      );
    }
    expect((await run('ship', id, '--carrier', 'DHL', '--tracking', 'A'.repeat(40))).exitCode).toBe(0);

    for (const args of [
      [id, '--carrier', 'DHL'],
      [id, '--tracking', '123456'],
      ['--carrier', 'DHL', '--tracking', '123456'],
      [],
    ]) {
      const refused = await run('ship', ...args);
      expect(refused.exitCode).toBe(2);
      expect(refused.output).toMatch(/^ship needs an order id, --carrier <name> and --tracking <number>\./);
    }
  });

  it("racing the shopper's cancellation, one wins: shipped with tracking, or cancelled without it", async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    const [shipped, cancel] = await Promise.all([
      run('ship', id, '--carrier', 'UPS', '--tracking', '1Z999AA10123456784'),
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers }),
    ]);
    const order = await getOrder(user, id);
    if (order.status === 'shipped') {
      expect(shipped.exitCode).toBe(0);
      expect(cancel.statusCode).toBe(409);
      expect(order.tracking).toMatchObject({ carrier: 'UPS', number: '1Z999AA10123456784' });
    } else {
      expect(order.status).toBe('cancelled');
      expect(shipped).toEqual({ exitCode: 1, output: expect.stringContaining('is cancelled; it cannot be shipped') });
      expect(cancel.statusCode).toBe(200);
      expect(order.tracking).toBeUndefined();
    }
  });

  /** Makes `table` refuse rows (as a full disk or a lost connection would) while `work` runs. */
  async function refusing<T>(table: string, when: string, work: () => Promise<T>): Promise<T> {
    await t.db.exec(`
      CREATE FUNCTION refuse_for_tracking_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${when} THEN RAISE EXCEPTION '${table} refused'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_for_tracking_test BEFORE INSERT ON ${table}
        FOR EACH ROW EXECUTE FUNCTION refuse_for_tracking_test();`);
    try {
      return await work();
    } finally {
      await t.db.exec(`DROP TRIGGER refuse_for_tracking_test ON ${table};
        DROP FUNCTION refuse_for_tracking_test();`);
    }
  }

  it('keeps the tracking and the move to shipped in one transaction with its event: a failed event leaves the order as it was', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    await t.events.drain();
    await refusing('domain_events', "NEW.name = 'order.status-changed'", () =>
      expect(run('ship', id, '--carrier', 'DHL', '--tracking', '1234567890')).rejects.toThrow('domain_events refused'),
    );
    const order = await getOrder(user, id);
    expect(order.status).toBe('pending');
    expect(order.tracking).toBeUndefined();
    expect(await shippedMails(user)).toEqual([]);
  });

  it('a mail the outbox refuses does not undo the shipping: it is queued on a later try', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    await t.events.drain();
    const failed = await refusing('mail_outbox', `NEW.recipient = '${user.email}'`, async () => {
      expect(await run('ship', id, '--carrier', 'DHL', '--tracking', '1234567890')).toMatchObject({ exitCode: 0 });
      return t.events.drain();
    });
    expect(failed.failures).toMatchObject([{ subscriber: 'order-status-mail', attempts: 1 }]);
    expect((await getOrder(user, id)).status).toBe('shipped');
    expect(await shippedMails(user)).toEqual([]);
    t.clock.advance(RETRY_BASE_MS);
    expect(await shippedMails(user)).toHaveLength(1);
  });
});

describe('carriers', () => {
  it('lists the carriers with their tracking-URL templates, Aramex, DHL, Egypt Post, Royal Mail and UPS by default', async () => {
    const listed = await run('carriers');
    expect(listed.exitCode).toBe(0);
    const lines = listed.output.split('\n');
    expect(lines[0]).toMatch(/^CARRIER\s+TRACKING URL TEMPLATE$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual(
      expect.arrayContaining(['Aramex', 'DHL', 'Egypt Post', 'Royal Mail', 'UPS']),
    );
    expect(listed.output).toMatch(/^UPS\s+https:\/\/www\.ups\.com\/track\?tracknum=\{number\}$/m);
    // Every carrier the shop ships with links straight to its parcel (issue 48: Egypt Post's did not).
    for (const line of lines.slice(1)) expect(line).toContain('{number}');
  });

  it('adds a carrier, changes a template (the name in any case keeps its spelling), and shipped orders follow it', async () => {
    const added = await run('set-carrier', 'Courier', 'https://courier.example/tracking?shipment={number}');
    expect(added).toEqual({
      exitCode: 0,
      output: 'carrier Courier added: https://courier.example/tracking?shipment={number}',
    });
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    expect((await run('ship', id, '--carrier', 'courier', '--tracking', '7234 5678')).exitCode).toBe(0);

    const changed = await run('set-carrier', 'COURIER', 'https://courier.example/en/track/{number}');
    expect(changed.output).toBe(
      'carrier Courier: https://courier.example/tracking?shipment={number} → https://courier.example/en/track/{number}',
    );
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });
    expect(order.json<Order>().tracking).toEqual({
      carrier: 'Courier',
      number: '7234 5678',
      url: 'https://courier.example/en/track/7234%205678',
    });
    expect((await run('carriers')).output).toMatch(/^Courier\s+https:\/\/courier\.example\/en\/track\/\{number\}$/m);
  });

  it('refuses a template that is not an https address and a name that is not one', async () => {
    for (const template of [
      'http://example.com/t/{number}',
      'example.com/{number}',
      'https://',
      'javascript:alert(1)//{number}',
    ]) {
      const refused = await run('set-carrier', 'Example', template);
      expect(refused.exitCode).toBe(2);
      expect(refused.output).toContain('is not a template: a tracking URL template is an https:// address');
    }
    for (const name of ['', ' ', '<b>', 'A'.repeat(41)]) {
      expect((await run('set-carrier', name, 'https://example.com/{number}')).exitCode).toBe(2);
    }
    expect((await run('set-carrier', 'Example')).exitCode).toBe(2);
    expect((await run('carriers')).output).not.toContain('Example');
  });

  it('refuses a template without {number}: every carrier links straight to its parcel', async () => {
    const refused = await run('set-carrier', 'Form Post', 'https://post.example/track');
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toContain(`with {number} where the number goes`);
    expect((await run('carriers')).output).not.toContain('Form Post');
  });
});
