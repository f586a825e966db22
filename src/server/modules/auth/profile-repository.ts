import type { ProfileValues } from '../../../core/validation/profile-schema';
import type { Queryable } from '../../db/database';
import type { Profile } from '../../../core/contracts/profile';
import { rejectingTakenEmail } from './user-repository';

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  currency: string;
  language: string;
}

const COLUMNS =
  'id, name, email, phone, street, city, state, zip_code, country, email_notifications, sms_notifications, currency, language';

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: { street: row.street, city: row.city, state: row.state, zipCode: row.zip_code, country: row.country },
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
    async get(userId: string): Promise<Profile | undefined> {
      const [row] = await db.query<ProfileRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
      return row && toProfile(row);
    },

    /** The header picker's change: language and/or currency only, so an unfinished profile can still switch. */
    async setPreferences(
      userId: string,
      { language, currency }: Partial<Pick<Profile['preferences'], 'language' | 'currency'>>,
    ): Promise<Profile | undefined> {
      const [row] = await db.query<ProfileRow>(
        `UPDATE users SET language = COALESCE($2, language), currency = COALESCE($3, currency)
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [userId, language ?? null, currency ?? null],
      );
      return row && toProfile(row);
    },

    /** Replaces the whole profile; an email another account uses answers 409. */
    async update(userId: string, values: ProfileValues): Promise<Profile | undefined> {
      const { address, preferences } = values;
      const [row] = await rejectingTakenEmail(() =>
        db.query<ProfileRow>(
          `UPDATE users SET name = $2, email = $3, phone = $4, street = $5, city = $6, state = $7, zip_code = $8,
                  country = $9, email_notifications = $10, sms_notifications = $11, currency = $12, language = $13
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            userId,
            values.name,
            values.email,
            values.phone,
            address.street,
            address.city,
            address.state,
            address.zipCode,
            address.country,
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
