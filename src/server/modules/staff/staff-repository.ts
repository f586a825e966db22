import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { isStaffRole, type StaffRole } from '../../../universal/staff-roles';
import type { StaffMember } from '../../../universal/contracts/admin/staff-auth';

/** A staff row as the sign-in and the owner's screens need it. */
export interface StaffAccount extends StaffMember {
  passwordHash: string | null;
  totpSecret: string | null;
  totpPending: string | null;
  totpLastStep: number | null;
  disabled: boolean;
}

interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: string | number | null;
  disabled_at: Date | null;
}

function toAccount(row: StaffRow): StaffAccount {
  if (!isStaffRole(row.role)) throw new Error(`staff ${row.id} has an unknown role ${row.role}`);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoStep: row.totp_secret !== null,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPending: row.totp_pending,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    disabled: row.disabled_at !== null,
  };
}

/** The public face of an account: never its hash or secrets. */
export const memberOf = ({ id, email, name, role, twoStep }: StaffAccount): StaffMember => ({
  id,
  email,
  name,
  role,
  twoStep,
});

/** The staff table. Emails are compared folded; each is unique whatever its case. */
export function staffRepository(db: Queryable) {
  const one = async (where: string, value: string): Promise<StaffAccount | undefined> => {
    const [row] = await db.query<StaffRow>(`SELECT * FROM staff WHERE ${where}`, [value]);
    return row && toAccount(row);
  };
  return {
    byEmail: (email: string) => one('lower(email) = lower($1)', email.trim()),
    byId: (id: string) => one('id = $1', id),

    /** Adds a member without a password (they set it from a link); undefined when the email is taken. */
    async add(member: { email: string; name: string; role: StaffRole }, now: Date): Promise<StaffAccount | undefined> {
      const rows = await db.query<StaffRow>(
        `INSERT INTO staff (id, email, name, role, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING *`,
        [randomUUID(), member.email.trim(), member.name.trim(), member.role, now],
      );
      return rows[0] && toAccount(rows[0]);
    },

    async list(now: Date): Promise<(StaffAccount & { sessions: number; invited: boolean })[]> {
      const rows = await db.query<StaffRow & { sessions: number }>(
        `SELECT m.*, (SELECT count(*)::int FROM staff_sessions s WHERE s.staff_id = m.id AND s.expires_at > $1) AS sessions
           FROM staff m ORDER BY m.created_at, m.email`,
        [now],
      );
      return rows.map((row) => ({ ...toAccount(row), sessions: row.sessions, invited: row.password_hash === null }));
    },

    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
      return row?.n ?? 0;
    },

    async setPassword(id: string, hash: string): Promise<void> {
      await db.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [id, hash]);
    },

    async setPendingSecret(id: string, secret: string): Promise<void> {
      await db.query('UPDATE staff SET totp_pending = $2 WHERE id = $1', [id, secret]);
    },

    /** The pending secret becomes the member's, with the step its first code was accepted in. */
    async confirmSecret(id: string, step: number): Promise<void> {
      await db.query(
        'UPDATE staff SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2 WHERE id = $1 AND totp_pending IS NOT NULL',
        [id, step],
      );
    },

    /**
     * Spends a time step: true when it is later than the last accepted one (and records it), false when
     * a code of that step or a later one was already used. One statement, so two racing sign-ins with the
     * same code cannot both pass.
     */
    async spendStep(id: string, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [id, step],
      );
      return rows.length === 1;
    },
  };
}
