import { createTestUser, withTestApp } from '../test/harness';
import { runJobsCommand } from './jobs-tool';

const t = withTestApp();
const run = (args: string[]) => runJobsCommand(t.db, args, { config: t.ctx.config, now: t.clock.now() });

describe('npm run jobs (decision 0121): a marketing job run now by the operator', () => {
  it('reminds carts left unchanged for --hours instead of CART_REMINDER_HOURS, once', async () => {
    const user = await createTestUser(t.ctx);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: { productId: '33', sku: 'SF33-NAVY-XS', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    // The configured 24 hours have not passed: nothing.
    expect(await run(['run', 'cart-reminders'])).toEqual({
      exitCode: 0,
      output: 'cart-reminders: 0 reminders queued (carts unchanged for 24 h)',
    });
    expect((await run(['run', 'cart-reminders', '--hours', '0'])).output).toMatch(
      /^cart-reminders: [1-9]\d* reminders/,
    );
    expect(await run(['run', 'cart-reminders', '--hours', '0'])).toEqual({
      exitCode: 0,
      output: 'cart-reminders: 0 reminders queued (carts unchanged for 0 h)',
    });
    const mails = await t.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1 AND subject = $2', [
      user.email,
      'Your cart is waiting for you',
    ]);
    expect(mails).toHaveLength(1);
  });

  it('runs the price drops, and refuses what it does not know with its usage', async () => {
    expect((await run(['run', 'price-drops'])).output).toMatch(/^price-drops: \d+ prices measured first, \d+ drops/);
    for (const args of [
      [],
      ['run'],
      ['run', 'purge'],
      ['run', 'cart-reminders', '--hours', '-1'],
      ['run', 'price-drops', '--hours', '1'],
    ])
      expect((await run(args)).exitCode).toBe(2);
  });
});
