import { type Config, loadConfig } from '../config';
import type { CommandResult } from '../operator-command';
import type { Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';

/**
 * Runs an operator command against the configured database. On the embedded database it takes the
 * same DATA_DIR lock as the server, so it refuses to run while a server holds the directory.
 */
export async function withDatabase<T>(work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const db = await openDatabase(config);
    try {
      return await work(db, config);
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

/** Runs an operator command on the configured database, prints its output and exits with its code. */
export function runOperatorCommand(work: (db: Database, config: Config) => Promise<CommandResult>): void {
  withDatabase(work)
    .then((result) => {
      if (result.exitCode === 0) console.log(result.output);
      else console.error(result.output);
      process.exit(result.exitCode);
    })
    .catch(exitWith);
}
