import { createTestApp, createTestUser, type TestApp } from '../../test/harness';
import { runOrdersCommand } from './operator';
import { placeTestOrder } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const run = (...args: string[]) => runOrdersCommand(t.db, args, t.clock.now(), 'http://shop.test');

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
