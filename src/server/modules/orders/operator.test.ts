import { createTestApp, createTestUser, type TestApp } from '../../test/harness';
import { runOrdersCommand } from './operator';
import { placeTestOrder } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const run = (...args: string[]) => runOrdersCommand(t.db, args, t.clock.now());

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
});
