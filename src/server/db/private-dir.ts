import { chmodSync, mkdirSync } from 'node:fs';

/** Only the shop's own user may list, read or write in DATA_DIR and the mail outbox. */
export const PRIVATE_DIR_MODE = 0o700;
/** A file in them (a queued mail): the shop's user reads and writes it, nobody else. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dir` (and any missing parents) and closes it to everyone but the shop's user: DATA_DIR holds
 * the embedded database (password hashes, the token-signing secret) and the outbox holds mails with
 * sign-in and reset links. A directory made earlier with the default mode (0755) is closed too; one
 * that belongs to another user is left as it is (only its owner may change its mode).
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
