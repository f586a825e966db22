import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes beside the target and renames: a reader (or another instance) never sees half a file. The
 * temporary name is unique to each write, so two writers of the same file (the same picture uploaded
 * twice at once, two instances rendering one width) never rename each other's file away; the last
 * rename wins, with the same bytes.
 */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  // A dot file: never served (the static files' default), and beside the target, so the rename is atomic.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
