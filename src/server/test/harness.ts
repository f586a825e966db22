import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { type AppContext, createContext } from '../context';
import type { Database } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { sessions } from '../modules/auth/sessions';
import { openTestDatabase } from './test-database';

/** A clock tests move forward instead of waiting. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date('2026-11-21T10:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  db: Database;
  clock: TestClock;
  close: () => Promise<void>;
}

/** The whole server on its own fresh database with the demo catalogue, called in-process with inject(). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const db = await openTestDatabase({ demoCatalogue: true });
  const clock = testClock();
  const config = { ...loadConfig({ DATA_DIR: `.tmp/unused-${randomBytes(4).toString('hex')}` }), ...overrides };
  const ctx = await createContext({ config, db, now: clock.now });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    db,
    clock,
    close: async () => {
      await app.close();
      await ctx.rateLimiter.close();
      await db.close();
    },
  };
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
