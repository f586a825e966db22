import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../../universal/staff-roles';
import { hashPassword } from '../auth';
import { STRONG_PASSWORD, uniqueEmail } from '../auth/test-support';
import type { TestApp } from '../../test/harness';
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
