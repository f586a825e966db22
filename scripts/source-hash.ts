import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((item) => files(path.join(entry, item.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** A hash of a build's sources (files and folders under the project, tests left out): the build is stale when it changes. */
export function sourceHash(sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(files).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
