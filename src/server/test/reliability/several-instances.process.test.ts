import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { createContext } from '../../context';
import { openPostgres } from '../../db/postgres';
import { ACCOUNT_LIMITS } from '../../modules/auth/limits';
import { createTestApp, type TestApp } from '../harness';
import { IN_CAIRO } from '../../../test/addresses';
import { freePort, type ServerProcess, startServer, stopServer, waitHealthy } from './process/server-process';
import { createScratchDatabase } from '../../db/scratch-database';

/**
 * Several instances share nothing in process memory: each accepts the others' sessions, counts
 * sign-in attempts in the same Redis, and serves the same carts. On PostgreSQL (the
 * TEST_DB_ENGINE=postgres run) as two real server processes started at the same moment on a fresh
 * database, so their migrations and catalogue seeding race; on the embedded engine (one process
 * owns it) as two app instances over one database.
 */
const POSTGRES = process.env.TEST_DB_ENGINE === 'postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = ACCOUNT_LIMITS.loginPerIpAndEmail.limit;

jest.setTimeout(180_000);

interface Instance {
  call: (
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    address?: string,
  ) => Promise<{ status: number; body: unknown }>;
}

/** The checks both variants run, given two instances of the shop. */
async function expectOneShop(one: Instance, two: Instance, address: string): Promise<void> {
  const email = `twin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signup = await one.call(
    'POST',
    '/api/auth/register',
    { name: 'Twin Shopper', email, phone: '01012345678', password: 'Passw0rd!' },
    undefined,
    address,
  );
  expect(signup.status).toBe(201);
  const { token } = signup.body as { token: string };
  // A session from one instance works on the other.
  expect((await two.call('GET', '/api/user/profile', undefined, token)).status).toBe(200);

  // Adds spread over both instances at once all land, and both answer the same cart.
  const adds = await Promise.all(
    // Ten: the most of one item an order may take (ORDER_MAX_UNITS_PER_VARIANT's default, decision 0089).
    Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? one : two).call('POST', '/api/cart/add', { productId: '15', quantity: 1 }, token),
    ),
  );
  expect(adds.every((answer) => answer.status === 200)).toBe(true);
  const carts = [
    (await one.call('GET', '/api/cart', undefined, token)).body,
    (await two.call('GET', '/api/cart', undefined, token)).body,
  ];
  // Ten changes, ten versions, whichever instance made them.
  const cart = { items: [{ productId: '15', sku: 'P15', quantity: 10 }], version: 10 };
  expect(carts).toEqual([cart, cart]);

  // A checkout on one is seen by the other.
  const placed = await two.call(
    'POST',
    '/api/orders/checkout',
    {
      shippingAddress: { ...IN_CAIRO, name: 'Twin Shopper' },
      paymentMethod: 'paypal',
      deliveryOption: 'standard',
      cartVersion: cart.version,
    },
    token,
  );
  expect(placed.status).toBe(201);
  const orderId = (placed.body as { order: { _id: string } }).order._id;
  expect((await one.call('GET', `/api/orders/${orderId}`, undefined, token)).status).toBe(200);

  // Wrong passwords alternate between the instances: the limit counts them together.
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    statuses.push(
      (
        await (i % 2 ? one : two).call(
          'POST',
          '/api/auth/login',
          { email, password: 'Wr0ng-password' },
          undefined,
          address,
        )
      ).status,
    );
  }
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
}

if (POSTGRES) {
  describe('two server processes on one PostgreSQL and one Redis', () => {
    let database: { url: string; drop: () => Promise<void> };
    let servers: ServerProcess[] = [];
    const dirs: string[] = [];

    beforeAll(async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
      database = await createScratchDatabase(adminUrl, 'twins');
      // The sign-in counter per address would carry over between runs sharing this Redis when the
      // server does not take X-Forwarded-For: start it from zero for the loopback address.
      const redis = new Redis(REDIS_URL);
      for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) {
        await redis.del(`storefront:rl:login:ip:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`);
      }
      await redis.quit();
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('start at the same moment on a fresh database (migrations and seeding race) and serve as one shop', async () => {
      const ports = [await freePort(), await freePort()];
      servers = ports.map((port) => {
        const dir = mkdtempSync(path.join(tmpdir(), 'storefront-twin-'));
        dirs.push(dir);
        return startServer(port, {
          DATA_DIR: dir,
          WEB_ROOT: dir,
          DATABASE_URL: database.url,
          REDIS_URL,
          TRUST_PROXY: 'true',
        });
      });
      await Promise.all(servers.map((server) => waitHealthy(server)));

      const db = openPostgres(database.url, 1);
      try {
        const migrations = await db.query<{ name: string; n: number }>(
          'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name',
        );
        expect(migrations.length).toBeGreaterThan(0);
        expect(migrations.every((row) => row.n === 1)).toBe(true);
        expect(await db.query('SELECT count(*)::int AS n FROM products')).toEqual([{ n: 64 }]);
        expect(await db.query("SELECT count(*)::int AS n FROM settings WHERE key = 'token_secret'")).toEqual([
          { n: 1 },
        ]);
      } finally {
        await db.close();
      }

      const over = (server: ServerProcess): Instance => ({
        call: async (method, url, body, token, address) => {
          const answer = await fetch(`${server.baseUrl}${url}`, {
            method,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(url.endsWith('/checkout') ? { 'idempotency-key': `twin-${Date.now()}` } : {}),
              ...(address ? { 'x-forwarded-for': address } : {}),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await answer.text();
          return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined };
        },
      });
      const [first, second] = servers as [ServerProcess, ServerProcess];
      await expectOneShop(
        over(first),
        over(second),
        `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      );
    });
  });
} else {
  describe('two app instances on one embedded database and one Redis', () => {
    let t: TestApp;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondCtx: Awaited<ReturnType<typeof createContext>>;

    beforeAll(async () => {
      t = await createTestApp({ redisUrl: REDIS_URL });
      secondCtx = await createContext({ config: t.ctx.config, db: t.db, now: t.clock.now });
      second = await buildApp(secondCtx);
    });

    afterAll(async () => {
      await second.close();
      await secondCtx.rateLimiter.close();
      await t.close();
    });

    it('accept each other’s sessions, share attempt counters and serve the same carts', async () => {
      expect(secondCtx.tokenKeys.signing).toEqual(t.ctx.tokenKeys.signing);
      const inject = (app: typeof second): Instance => ({
        call: async (method, url, body, token, address) => {
          const answer = await app.inject({
            method: method as 'GET',
            url,
            remoteAddress: address ?? '127.0.0.1',
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(url.endsWith('/checkout') ? { 'idempotency-key': `twin-${Date.now()}` } : {}),
            },
            ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
          });
          return { status: answer.statusCode, body: answer.body ? (answer.json() as unknown) : undefined };
        },
      });
      await expectOneShop(
        inject(t.app),
        inject(second),
        `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      );
    });
  });
}
