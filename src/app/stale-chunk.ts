/** sessionStorage key: when this tab last reloaded itself for a missing chunk. */
const RELOADED_AT_KEY = 'chunk-reload-at';
/** A second failure within this time means the reload did not help: show the error screen instead. */
const RELOAD_GUARD_MS = 30_000;

/** webpack's ChunkLoadError, or the browser's own words for a failed dynamic import. */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * After a redeploy the old hashed chunks are gone: a tab opened before it fails to load the next
 * screen. Reloading fetches the new build. Once per tab per 30 s, so a network that is really down
 * does not loop. Answers whether a reload was started.
 */
export function reloadOnceForNewBuild(
  storage: Storage = window.sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}
