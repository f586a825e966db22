import type { Config } from '../config';
import type { Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';

/**
 * Runs `work` on the configured database in this process. On the embedded database it takes the same
 * DATA_DIR lock as the server, so it throws DataDirLockedError while a server holds the directory.
 */
export async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const db = await openDatabase(config);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Prints the error's message (no stack for expected failures) and exits non-zero. */
export function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
