import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from './private-dir';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The live process that holds the lock: the server operator commands are sent to (operator/). */
    readonly pid: number,
  ) {
    super(
      `Another server (pid ${pid}) holds the data directory ${dataDir}. ` +
        'The embedded database can be opened by one process only: stop that server or set DATA_DIR to another directory.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock on DATA_DIR: PGlite corrupts a directory that two processes open.
 * The lock file holds the owner's pid, so a lock left by a crashed (kill -9) server is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}: the lock file keeps reappearing`);
}
