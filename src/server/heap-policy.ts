import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what was live at the last full collection before it collects
 * again, in percent. Left to itself V8 picks up to 300 % when the program allocates fast, as a render
 * does: after the bench the server held 529 MB of heap of which 189 MB was live, and its RSS was
 * 822-904 MB. At 50 % it was 645-661 MB, with throughput in the noise of the same run (page
 * renders, cached pages, searches; docs/decisions/0048-server-memory.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Applied first thing at start-up: V8 reads the setting at every full collection. */
export function applyHeapPolicy(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * glibc's malloc arenas for the server process, set in its environment by `npm start`, `npm run dev`,
 * the bench and the browser tests (glibc reads it once, before any JavaScript runs, so the server cannot
 * set it for itself). Left alone glibc keeps up to 8 arenas per core, and memory freed by the threads
 * that compress, hash and read files stays in their arenas (docs/decisions/0087-node-24-and-malloc-arenas.md).
 */
export const MALLOC_ARENA_MAX = '2';

/**
 * V8's young generation per semi-space, in MB, given on the server's command line (V8 sizes it when the heap
 * is made, so the server cannot set it for itself): `npm start`, the bench's and the browser tests' servers.
 * Left alone V8 grows each of its two semi-spaces to 16 MB under load; at 8 the server's RSS after a bench
 * was ~20 MB lower with its catalogue reads and renders in the noise of the same run
 * (docs/decisions/0131-catalogue-read-path-and-memory.md).
 */
export const MAX_SEMI_SPACE_MB = 8;

/** The flags `node` starts the server with, before the script. */
export const SERVER_NODE_FLAGS: readonly string[] = [`--max-semi-space-size=${MAX_SEMI_SPACE_MB}`];
