import type { ProfileValues } from '../../../universal/validation/profile-schema';
import type { Queryable } from '../../db/database';
import type { Profile } from '../../../universal/contracts/profile';
import { rejectingTakenEmail } from './user-repository';

/**
 * The profile as the users table holds it: everything but the address, which is the default address of
 * the account's address book (modules/addresses, migration 030); the profile routes put the two together.
 */
export type AccountProfile = Omit<Profile, 'address'>;

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  phone: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  currency: string;
  language: string;
}

const COLUMNS =
  'id, name, email, email_verified_at IS NOT NULL AS email_verified, phone, email_notifications, sms_notifications, currency, language';

function toProfile(row: ProfileRow): AccountProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    phone: row.phone,
    preferences: {
      emailNotifications: row.email_notifications,
      smsNotifications: row.sms_notifications,
      // Only values the profile schema allowed are ever written; new accounts get the column defaults.
      currency: row.currency as Profile['preferences']['currency'],
      language: row.language as Profile['preferences']['language'],
    },
  };
}

export function profileRepository(db: Queryable) {
  return {
    async get(userId: string): Promise<AccountProfile | undefined> {
      const [row] = await db.query<ProfileRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
      return row && toProfile(row);
    },

    /** The header picker's change: language and/or currency only, so an unfinished profile can still switch. */
    async setPreferences(
      userId: string,
      { language, currency }: Partial<Pick<Profile['preferences'], 'language' | 'currency'>>,
    ): Promise<AccountProfile | undefined> {
      const [row] = await db.query<ProfileRow>(
        `UPDATE users SET language = COALESCE($2, language), currency = COALESCE($3, currency)
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [userId, language ?? null, currency ?? null],
      );
      return row && toProfile(row);
    },

    /** Replaces the whole profile but its address; an email another account uses answers 409. */
    async update(userId: string, values: Omit<ProfileValues, 'address'>): Promise<AccountProfile | undefined> {
      const { preferences } = values;
      const [row] = await rejectingTakenEmail(() =>
        db.query<ProfileRow>(
          // A new address is not proven (decision 0090); on the right of SET, email is still the old one.
          `UPDATE users SET name = $2, email = $3, phone = $4, email_notifications = $5, sms_notifications = $6,
                  currency = $7, language = $8,
                  email_verified_at = CASE WHEN email = $3 THEN email_verified_at END
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            userId,
            values.name,
            values.email,
            values.phone,
            preferences.emailNotifications,
            preferences.smsNotifications,
            preferences.currency,
            preferences.language,
          ],
        ),
      );
      return row && toProfile(row);
    },
  };
}
