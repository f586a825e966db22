import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../../universal/staff-roles';
import { hashPassword } from '../auth';
import { STRONG_PASSWORD, uniqueEmail } from '../auth/test-support';
import { apiCaller, createTestUser, type GuestMethod, type TestApp } from '../../test/harness';
import { staffSessions } from './staff-sessions';

export interface TestStaff {
  id: string;
  email: string;
  role: StaffRole;
  password: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A staff member with a password and a live console session, made straight in the database (the
 * sign-in routes have tests of their own). Owners get no two-step secret here: a test of that step sets one.
 */
export async function createTestStaff(t: TestApp, role: StaffRole, email = uniqueEmail(role)): Promise<TestStaff> {
  const id = randomUUID();
  await t.db.query(
    `INSERT INTO staff (id, email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, email, `Test ${role}`, role, await hashPassword(STRONG_PASSWORD), t.clock.now()],
  );
  const token = await staffSessions(t.db).start(t.ctx.tokenKeys.signing, id, { ip: '127.0.0.1' }, t.clock.now());
  return { id, email, role, password: STRONG_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}

/** A console list's filters as its query string (`status=pending&page=2`). */
export const listQuery = (filters: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)])).toString();

/** A console call a rule is checked on: its method, URL and body. */
export type ConsoleCall = [GuestMethod, string, Record<string, unknown>?];

/**
 * Checks that only owners and support may make `calls`: catalogue staff get 403; no token, a shopper's token and
 * a support session that ran out (sessions last 12 hours: the test clock moves on 13) get 401.
 */
export async function expectOnlyOwnersAndSupport(t: TestApp, calls: ConsoleCall[]): Promise<void> {
  const stale = await createTestStaff(t, 'support');
  t.clock.advance(13 * 60 * 60_000);
  const catalogue = await createTestStaff(t, 'catalogue');
  const shopper = await createTestUser(t.ctx);
  const call = apiCaller(t, '');
  for (const [method, url, payload] of calls) {
    const forbidden = await call(catalogue, method, url, payload);
    expect([url, forbidden.statusCode, forbidden.json<{ code?: string }>().code]).toEqual([url, 403, 'FORBIDDEN']);
    for (const who of [undefined, shopper, stale]) {
      const refused = await call(who, method, url, payload);
      expect([url, refused.statusCode]).toEqual([url, 401]);
    }
  }
}
