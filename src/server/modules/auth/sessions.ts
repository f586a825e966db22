import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import { prepared, type Queryable } from '../../db/database';
import type { SessionUser } from '../../../universal/contracts/session';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';

/** A signed-in device as the account page lists it. */
export interface DeviceSession {
  id: string;
  /** "Chrome on Windows"; empty when the browser sent no User-Agent the parser knows. */
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Last-seen is written at most this often per session, so a busy shopper costs no write per request. */
export const LAST_SEEN_GRANULARITY_MS = 60_000;
const DEVICE_MAX = 100;

/** "Chrome on Windows" from a User-Agent header, or '' when it names neither a browser nor a system. */
export function deviceSummary(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1000));
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.join(' on ').slice(0, DEVICE_MAX);
}

/**
 * The session guard's one statement per signed-in request: the session's user, if the session still
 * exists and has not expired. Its last-seen time is moved forward in the same statement, but only when
 * it is more than LAST_SEEN_GRANULARITY_MS old (no row is written otherwise).
 */
const SESSION_CHECK = prepared(`
  WITH seen AS (
    UPDATE sessions SET last_seen_at = $3
     WHERE id = $1 AND user_id = $2 AND expires_at > $3 AND last_seen_at < $4
  )
  SELECT u.id, u.name, u.email, u.phone
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > $3`);

interface SessionRow {
  id: string;
  device: string;
  created_at: Date;
  last_seen_at: Date;
}

/** The sessions table: one row per signed-in device, deleted when that session ends. */
export function sessions(db: Queryable) {
  return {
    /**
     * Opens a session for the user and answers its token. Sessions of the user that ran out are
     * cleared on the way, so the table holds only live ones and a few stragglers.
     */
    async start(key: Uint8Array, userId: string, userAgent: string | undefined, now: Date): Promise<string> {
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
      await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
      await db.query(
        `INSERT INTO sessions (id, user_id, device, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [id, userId, deviceSummary(userAgent), now, expiresAt],
      );
      return issueToken(key, userId, id, now, expiresAt);
    },

    /** The signed-in user of a live session; undefined once it has ended or expired. */
    async check(sessionId: string, userId: string, now: Date): Promise<SessionUser | undefined> {
      const stale = new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS);
      const [row] = await db.query<SessionUser>(SESSION_CHECK, [sessionId, userId, now, stale]);
      return row;
    },

    /** The user's live sessions, most recently used first. */
    async list(userId: string, now: Date): Promise<DeviceSession[]> {
      const rows = await db.query<SessionRow>(
        `SELECT id, device, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC`,
        [userId, now],
      );
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
      }));
    },

    /** Ends one session of the user; answers whether there was one to end. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 AND id = $2 RETURNING id', [
        userId,
        sessionId,
      ]);
      return rows.length > 0;
    },

    /**
     * Ends every session of the user but `keep` (none kept when it is omitted). Answers how many of them
     * were live at `now` (rows of sessions that had run out are cleared too, uncounted).
     */
    async endAll(userId: string, keep?: string, now?: Date): Promise<number> {
      const ended = await db.query<{ expires_at: Date | string }>(
        'DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2 RETURNING expires_at',
        [userId, keep ?? null],
      );
      const at = (now ?? new Date()).getTime();
      return ended.filter((row) => new Date(row.expires_at).getTime() > at).length;
    },
  };
}
