import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { isStaffRole, STAFF_SESSION_HOURS, type StaffRole } from '../../../universal/staff-roles';
import type { StaffDevice } from '../../../universal/contracts/admin/staff-auth';
import { deviceSummary, issueToken, STAFF_AUDIENCE } from '../auth';

export const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000;
/** Last-seen is written at most once a minute per session. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

export interface LiveStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoStep: boolean;
}

interface LiveRow {
  id: string;
  email: string;
  name: string;
  role: string;
  two_step: boolean;
}

interface DeviceRow {
  id: string;
  device: string;
  ip: string;
  created_at: Date;
  last_seen_at: Date;
}

/**
 * The staff_sessions table: one row per signed-in console, 12 hours at most, deleted when it ends. The
 * guard reads the row on every request (with the member, who must not be disabled), so a session ended
 * from the console, or a member disabled, is refused at once on every instance.
 */
export function staffSessions(db: Queryable) {
  return {
    async start(
      key: Uint8Array,
      staffId: string,
      from: { userAgent?: string; ip: string },
      now: Date,
    ): Promise<string> {
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
      await db.query('DELETE FROM staff_sessions WHERE staff_id = $1 AND expires_at <= $2', [staffId, now]);
      await db.query(
        `INSERT INTO staff_sessions (id, staff_id, device, ip, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [id, staffId, deviceSummary(from.userAgent), from.ip, now, expiresAt],
      );
      return issueToken(key, staffId, id, now, expiresAt, STAFF_AUDIENCE);
    },

    async check(sessionId: string, staffId: string, now: Date): Promise<LiveStaff | undefined> {
      const stale = new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS);
      const [row] = await db.query<LiveRow>(
        `WITH seen AS (
           UPDATE staff_sessions SET last_seen_at = $3
            WHERE id = $1 AND staff_id = $2 AND expires_at > $3 AND last_seen_at < $4
         )
         SELECT m.id, m.email, m.name, m.role, m.totp_secret IS NOT NULL AS two_step
           FROM staff_sessions s JOIN staff m ON m.id = s.staff_id
          WHERE s.id = $1 AND s.staff_id = $2 AND s.expires_at > $3 AND m.disabled_at IS NULL`,
        [sessionId, staffId, now, stale],
      );
      if (!row || !isStaffRole(row.role)) return undefined;
      return { id: row.id, email: row.email, name: row.name, role: row.role, twoStep: row.two_step };
    },

    async list(staffId: string, currentId: string | null, now: Date): Promise<StaffDevice[]> {
      const rows = await db.query<DeviceRow>(
        `SELECT id, device, ip, created_at, last_seen_at FROM staff_sessions
          WHERE staff_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC`,
        [staffId, now],
      );
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.id === currentId,
      }));
    },

    async end(sessionId: string): Promise<void> {
      await db.query('DELETE FROM staff_sessions WHERE id = $1', [sessionId]);
    },

    /** Ends every session of a member but `keep` (the one that asked). */
    async endOthers(staffId: string, keep: string): Promise<void> {
      await db.query('DELETE FROM staff_sessions WHERE staff_id = $1 AND id <> $2', [staffId, keep]);
    },

    /** Ends every session of a member; answers how many were live. */
    async endAll(staffId: string, now: Date): Promise<number> {
      const rows = await db.query<{ live: boolean }>(
        'DELETE FROM staff_sessions WHERE staff_id = $1 RETURNING expires_at > $2 AS live',
        [staffId, now],
      );
      return rows.filter((row) => row.live).length;
    },
  };
}
