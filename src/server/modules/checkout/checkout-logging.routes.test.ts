import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import { closeBeforeTestApp, createTestUser, withTestApp } from '../../test/harness';
import { checkout, fillCart, newKey, VALID_CHECKOUT } from '../../test/checkout-test-support';

/** Support ties a shopper's report to the server's logs: signed-in lines name the user, checkout the order. */
const t = withTestApp();
const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp(t.ctx, { level: 'info', stream });
  closeBeforeTestApp(t, () => app.close());
  await app.ready();
});

it('logs the shopper’s id on signed-in requests and the order id a checkout created', async () => {
  const user = await createTestUser(t.ctx);
  await fillCart(t.db, user.id, [[1, 2]]);
  const answer = await checkout(app, user, VALID_CHECKOUT, newKey());
  expect(answer.statusCode).toBe(201);
  const orderId = (answer.json() as { order: { _id: string } }).order._id;

  const placed = lines.find((line) => line.msg === 'order placed');
  expect(placed).toMatchObject({ orderId, userId: user.id });
  const completed = lines.filter((line) => line.msg === 'request completed' && line.reqId === placed?.reqId);
  expect(completed).toEqual([expect.objectContaining({ userId: user.id })]);
  // The email never goes into the logs.
  expect(JSON.stringify(lines)).not.toContain(user.email);
});
