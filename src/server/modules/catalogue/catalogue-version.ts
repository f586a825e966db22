import type { Queryable } from '../../db/database';
import { settings } from '../../db/settings';

/**
 * The catalogue's version: a counter in the settings table that every catalogue write raises in its
 * own transaction. Each instance's in-memory catalogue compares it (at most once a second) with the
 * version it was built from, so an import on one instance reaches all of them.
 */
const VERSION_KEY = 'catalogue_version';

export async function bumpCatalogueVersion(tx: Queryable): Promise<void> {
  await settings(tx).increment(VERSION_KEY);
}

export async function readCatalogueVersion(db: Queryable): Promise<string> {
  return (await settings(db).get(VERSION_KEY)) ?? '0';
}

/**
 * Within one process, a write is noticed at once instead of at the next once-a-second check:
 * importers call noteCatalogueChanged() after their transaction commits.
 */
let localChanges = 0;

export function noteCatalogueChanged(): void {
  localChanges += 1;
}

export function localCatalogueChanges(): number {
  return localChanges;
}
