import type { Queryable } from './database';

/**
 * The settings table: a few named values shared by every instance (the generated session secret, the
 * catalogue version). The one place that names the table; modules keep their own keys.
 */
export function settings(db: Queryable) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
      return row?.value;
    },

    /** The stored value, storing `value` first when the key has none (the first instance to ask wins). */
    async getOrCreate(key: string, value: string): Promise<string> {
      await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
      const stored = await this.get(key);
      if (stored === undefined) throw new Error(`setting ${key} missing after insert`);
      return stored;
    },

    /** Stores `value` under `key`, replacing what was there. */
    async set(key: string, value: string): Promise<void> {
      await db.query(
        'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
        [key, value],
      );
    },

    /** Raises a counter by one in a single statement (a missing key starts at 1), so racing writers both count. */
    async increment(key: string): Promise<void> {
      await db.query(
        `INSERT INTO settings (key, value) VALUES ($1, '1')
         ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text`,
        [key],
      );
    },
  };
}
