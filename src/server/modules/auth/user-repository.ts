import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { SessionUser } from '../../../universal/contracts/session';
import { PROFILE_DEFAULTS } from '../../../universal/validation/profile-schema';
import { passwordResets } from './password-resets';
import { sessions } from './sessions';

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
  /** Whether a link mailed to the address was followed (or the account predates the rule; decision 0090). */
  email_verified: boolean;
}

const ACCOUNT_COLUMNS = 'id, name, email, phone';
const CREDENTIAL_COLUMNS = `${ACCOUNT_COLUMNS}, password_hash, email_verified_at IS NOT NULL AS email_verified`;

export function isUniqueViolation(error: unknown): boolean {
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
      const [row] = await db.query<Credentials>(`SELECT ${CREDENTIAL_COLUMNS} FROM users WHERE email = $1`, [email]);
      return row;
    },

    async findById(id: string): Promise<Credentials | undefined> {
      const [row] = await db.query<Credentials>(`SELECT ${CREDENTIAL_COLUMNS} FROM users WHERE id = $1`, [id]);
      return row;
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

    /** Whether the account's address is proven (decision 0090): what claims and promotion counts ask. */
    async isEmailVerified(id: string): Promise<boolean> {
      const [row] = await db.query<{ verified: boolean }>(
        'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
        [id],
      );
      return row?.verified ?? false;
    },

    /** Of these account ids, those whose address is not proven (a promotion's uses by them count by account only). */
    async unverifiedAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        'SELECT id::text AS id FROM users WHERE id::text = ANY($1::text[]) AND email_verified_at IS NULL',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
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
     * Stores a new password and ends every session of the user but `keepSession` (the one that changed
     * it, if any); reset links still waiting are spent too.
     */
    async setPassword(id: string, passwordHash: string, now: Date, keepSession?: string): Promise<void> {
      const rows = await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id', [id, passwordHash]);
      if (rows.length === 0) throw new Error(`user ${id} vanished while changing its password`);
      await passwordResets(db).spendWaiting(id, now);
      await sessions(db).endAll(id, keepSession);
    },
  };
}
