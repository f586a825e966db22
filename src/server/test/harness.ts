import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { TEST_PICTURE_CACHE_DIR } from './picture-cache';
import { type AppContext, createContext } from '../context';
import type { Database } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { sessions } from '../modules/auth/sessions';
import { openTestDatabase } from './test-database';
import type { EventDispatcher } from '../events/dispatcher';
import { shopEvents } from '../shop-events';
import { type TestClock, testClock } from './test-clock';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  db: Database;
  clock: TestClock;
  /** The domain events' dispatcher, never running by itself: a test awaits `events.drain()` to see their effects. */
  events: EventDispatcher;
  close: () => Promise<void>;
}

/** The whole server on its own fresh database with the demo catalogue, called in-process with inject(). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const db = await openTestDatabase({ demoCatalogue: true });
  const clock = testClock();
  const unused = `.tmp/unused-${randomBytes(4).toString('hex')}`;
  const config = {
    // No web build to serve, whatever dist/ holds: a test of the pages gives its own (web-build.ts), and the
    // others load none of the screens and their shell, most of the server's code.
    ...loadConfig({ DATA_DIR: unused, WEB_ROOT: path.join(unused, 'web') }),
    // Tests move their clock by months (return windows, purges): the demo exchange rates stay usable for a
    // year of it, so Egypt's and the UK's checkouts work throughout. A test of stale rates sets its own limit.
    ratesMaxAgeHours: 8760,
    // An app that listens renders the pictures it lacks: into the tests' one cache, rendered once.
    pictureCacheDir: TEST_PICTURE_CACHE_DIR,
    ...overrides,
  };
  const ctx = await createContext({ config, db, now: clock.now });
  const app = await buildApp(ctx, false, { compileOnFirstUse: true });
  await app.ready();
  return {
    app,
    ctx,
    db,
    clock,
    events: shopEvents(ctx),
    close: async () => {
      await app.close();
      await ctx.rateLimiter.close();
      await db.close();
    },
  };
}

/** What was built on a test app's context, closed before that app (whichever `afterAll` runs first). */
const closingFirst = new WeakMap<TestApp, (() => Promise<void>)[]>();

/**
 * The test file's app, started before its tests and closed after them (`const t = withTestApp()` at the top
 * of the file). Its fields are filled in when the tests start: read them inside tests, hooks and helpers.
 */
export function withTestApp(overrides: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(async () => {
    for (const close of closingFirst.get(t)?.splice(0).reverse() ?? []) await close();
    // Nothing to close when the app never started (its beforeAll failed and said why).
    if (t.close) await t.close();
  });
  return t;
}

/** Has withTestApp's `t` run `close` before it closes itself: for an app built on its context and database. */
export function closeBeforeTestApp(t: TestApp, close: () => Promise<void>): void {
  closingFirst.set(t, [...(closingFirst.get(t) ?? []), close]);
}

/** The methods a guest browser's requests use. */
export type GuestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-out visitor's browser: `send` calls the app with the guest-cart cookie it holds; `cookie` is that cookie. */
export type GuestBrowser = ReturnType<typeof guestBrowser>;

/** A browser without a session keeps the cookies the server sets: its guest cart is known only by its cookie. */
export function guestBrowser(app: Pick<TestApp['app'], 'inject'>, { remoteAddress }: { remoteAddress?: string } = {}) {
  let cookie = '';
  const send = async (method: GuestMethod, url: string, payload?: object, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method,
      url,
      ...(remoteAddress && { remoteAddress }),
      headers: { ...(cookie && { cookie }), ...headers },
      ...(payload && { payload }),
    });
    const set = answer.cookies.find((c) => c.name === 'guest_cart');
    // An empty value is the server clearing the cookie (after a merge): the browser drops it.
    if (set) cookie = set.value === '' ? '' : `guest_cart=${set.value}`;
    return answer;
  };
  return { send, cookie: () => cookie };
}

/** Calls the API under `base` (e.g. `/api/cart`) as `user` (a shopper or staff), or signed out when it is undefined. */
export const apiCaller =
  (t: Pick<TestApp, 'app'>, base: string) =>
  (user: Pick<TestUser, 'headers'> | undefined, method: GuestMethod, path: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${path}`, headers: user?.headers, ...(payload && { payload }) });

/** The `items` that GET of a caller's base answers `user` (a cart, a wish list), after checking it is a 200. */
export async function itemsFor<Items>(call: ReturnType<typeof apiCaller>, user: TestUser): Promise<Items> {
  const response = await call(user, 'GET', '');
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Items }>().items;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  phone: string;
  /** The account's password (it can sign in with it). */
  password: string;
  token: string;
  headers: { authorization: string };
}

let userCounter = 0;

/** Every test user's password unless one is given; its hash is computed once per test file. */
export const TEST_PASSWORD = 'Passw0rd!';
let testPasswordHash: Promise<string> | undefined;

/** Inserts a user straight into the database with a real password hash and starts a session for it. */
export async function createTestUser(
  ctx: AppContext,
  overrides: { name?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `shopper${userCounter}-${randomBytes(4).toString('hex')}@example.com`;
  const name = overrides.name ?? 'Test Shopper';
  const phone = '01012345678';
  const password = overrides.password ?? TEST_PASSWORD;
  const passwordHash =
    overrides.password === undefined
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const [row] = await ctx.db.query<{ id: string }>(
    // Verified unless asked otherwise (decision 0090): most tests are about a shopper who owns the address.
    `INSERT INTO users (email, name, phone, password_hash, email_verified_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email, name, phone, passwordHash, overrides.verified === false ? null : ctx.now()],
  );
  if (!row) throw new Error('user insert returned nothing');
  const token = await sessions(ctx.db).start(ctx.tokenKeys.signing, row.id, undefined, ctx.now());
  return { id: row.id, email, name, phone, password, token, headers: { authorization: `Bearer ${token}` } };
}
