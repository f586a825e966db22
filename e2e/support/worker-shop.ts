import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { type OwnServer, ownServer } from './own-server';

/** The worker's server signs its tokens with this secret, so a test can sign a mail's link as the server does. */
export const WORKER_SHOP_TOKEN_SECRET = 'e2e-worker-shop-secret-of-32-bytes-at-least';

/**
 * A production server of the worker's own (own-server.ts), shared by the journeys that need a shop no other test
 * writes to (and staff made with `npm run staff`) and that each write only what the others do not read: catalogue
 * tools (the necklaces and product 4, product 33's category and Arabic names, the hoodie's pictures), the delivery
 * terms, the mail words, a shopper's mail choices, and the reports, which count every order of the shop and so
 * share it with no journey that orders. Each of these files started a server of its own (about 9 s of CPU, and
 * 20-60 s of its worker's time under load: docs/decisions/0067-ci-time.md, 2026-12-01); now the first of them that
 * a worker runs starts it, the next ones use it, and it stops with the worker (a failed test ends its worker, so
 * the retry starts on a fresh copy). It delivers to the test mailbox.
 */
export const test = base.extend<object, { workerShop: OwnServer }>({
  workerShop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 3210) + 1700 + workerInfo.parallelIndex;
      const server = ownServer({
        port,
        dataDir: `.tmp/e2e-worker-shop-${port}`,
        env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, TOKEN_SECRET: WORKER_SHOP_TOKEN_SECRET },
      });
      await server.start();
      await use(server);
      await server.stop();
    },
    // A start waits for the run's prepared data (own-server-data.ts) and then for the server to answer.
    { scope: 'worker', timeout: 300_000 },
  ],
});
export { expect };

/** Adds an owner with `npm run staff -- add` and sets their password through the link it printed. */
export async function addOwner(shop: OwnServer, api: APIRequestContext, email: string, password: string) {
  const printed = await shop.operator('staff', ['add', email, '--role', 'owner', '--name', 'Salma Nabil']);
  const token = /\/admin\/set-password\/([\w-]+)/.exec(printed)?.[1] ?? '';
  expect(token).not.toBe('');
  expect((await api.put(`/api/admin/auth/password/${token}`, { data: { password } })).ok()).toBe(true);
}
