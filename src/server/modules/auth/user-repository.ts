import { prepared, type Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';
import type { SessionUser } from '../../../shared/contracts/session';
import { PROFILE_DEFAULTS } from '../../../shared/validation/profile-schema';
import { passwordResets } from './password-resets';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** The buyer of an order: contact details, the email-notification preference and the language mail is written in. */
export interface Buyer {
  name: string;
  email: string;
  phone: string;
  emailNotifications: boolean;
  /** The profile's language code as stored (en, ar, fr, es). */
  language: string;
}

export interface Credentials extends SessionUser {
  password_hash: string;
  token_version: number;
}

const ACCOUNT_COLUMNS = 'id, name, email, phone';
/** Run by the session guard on every signed-in request. */
const SESSION_USER = prepared(`SELECT ${ACCOUNT_COLUMNS}, token_version FROM users WHERE id = $1`);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Runs an insert or update that may hit users.email's unique index; a clash becomes 409. */
export async function rejectingTakenEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, ERROR_CODES.EMAIL_TAKEN);
    throw error;
  }
}

/** Users as the auth flows need them; emails arrive here already normalised. */
export function userRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<Credentials | undefined> {
      const [row] = await db.query<Credentials>(
        `SELECT ${ACCOUNT_COLUMNS}, password_hash, token_version FROM users WHERE email = $1`,
        [email],
      );
      return row;
    },

    async findById(id: string): Promise<Credentials | undefined> {
      const [row] = await db.query<Credentials>(
        `SELECT ${ACCOUNT_COLUMNS}, password_hash, token_version FROM users WHERE id = $1`,
        [id],
      );
      return row;
    },

    /** What the session guard needs per request: the shopper, and the version their token must carry. */
    async findSessionUser(id: string): Promise<{ sessionUser: SessionUser; tokenVersion: number } | undefined> {
      const [row] = await db.query<SessionUser & { token_version: number }>(SESSION_USER, [id]);
      if (!row) return undefined;
      const { token_version: tokenVersion, ...sessionUser } = row;
      return { sessionUser, tokenVersion };
    },

    /** Who an order is for, as the account says now (the order keeps a copy), and whether they want mail. */
    async findBuyer(id: string): Promise<Buyer | undefined> {
      const [row] = await db.query<Omit<Buyer, 'emailNotifications'> & { email_notifications: boolean }>(
        'SELECT name, email, phone, email_notifications, language FROM users WHERE id = $1',
        [id],
      );
      return (
        row && {
          name: row.name,
          email: row.email,
          phone: row.phone,
          emailNotifications: row.email_notifications,
          language: row.language,
        }
      );
    },

    /** The account holding `email` now, in any case (support looks shoppers up by what they read out). */
    async findIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [
        email.toLowerCase(),
      ]);
      return row?.id;
    },

    /** A new account; preferences left out get the profile defaults. */
    async create(
      user: Omit<SessionUser, 'id'> & { passwordHash: string; preferences?: { language?: string; currency?: string } },
    ): Promise<SessionUser> {
      const defaults = PROFILE_DEFAULTS.preferences;
      const language = user.preferences?.language ?? defaults.language;
      const currency = user.preferences?.currency ?? defaults.currency;
      const [row] = await rejectingTakenEmail(() =>
        db.query<SessionUser>(
          `INSERT INTO users (name, email, phone, password_hash, language, currency) VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING ${ACCOUNT_COLUMNS}`,
          [user.name, user.email, user.phone, user.passwordHash, language, currency],
        ),
      );
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    /**
     * Stores a new password and raises token_version, which ends every session issued before;
     * reset links still waiting are spent too. Answers the new version for the caller's fresh token.
     */
    async setPassword(id: string, passwordHash: string, now: Date): Promise<number> {
      const [row] = await db.query<{ token_version: number }>(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING token_version',
        [id, passwordHash],
      );
      if (!row) throw new Error(`user ${id} vanished while changing its password`);
      await passwordResets(db).spendWaiting(id, now);
      return row.token_version;
    },
  };
}
