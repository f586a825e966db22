import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OWN_SERVER_DATA } from '../../playwright.config';
import {
  BUNDLED_SERVER,
  freePort,
  startServer,
  stopServer,
  waitHealthy,
} from '../../src/server/test/reliability/process/server-process';

/**
 * The data directory a browser test's own server starts on: a copy of one that the production server made
 * on its first start in this run (an empty embedded database initialised, migrated, the demo catalogue
 * seeded), then stopped cleanly. A server starting on the copy does what a shop restarted on its data does;
 * a first start does all that work again, about 17 s of CPU against 8 (docs/decisions/0067-ci-time.md, the
 * amendment of 2026-11-30). It is made again on every run, by the server being tested, so it is never stale.
 */
const DATA = path.join(E2E_OWN_SERVER_DATA, 'data');
const READY = path.join(E2E_OWN_SERVER_DATA, 'ready');
const FAILED = path.join(E2E_OWN_SERVER_DATA, 'failed');

/**
 * Starts making the data directory in the background (the global setup: the first test that needs it waits
 * for it, the others run meanwhile). Answers a stop for the global teardown.
 */
export function prepareOwnServerData(): { stop: () => void } {
  rmSync(E2E_OWN_SERVER_DATA, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  mkdirSync(E2E_OWN_SERVER_DATA, { recursive: true });
  let stopped = false;
  let kill = () => {};
  const made = async () => {
    const port = await freePort();
    const server = startServer(port, { DATA_DIR: DATA, PUBLIC_URL: `http://127.0.0.1:${port}` }, BUNDLED_SERVER);
    kill = () => server.child.kill('SIGKILL');
    await waitHealthy(server, 180_000);
    const code = await stopServer(server);
    if (code !== 0) throw new Error(`the server stopped with ${code}: ${server.output().slice(-2000)}`);
  };
  made().then(
    () => writeFileSync(READY, ''),
    (error: unknown) => {
      kill();
      if (!stopped) writeFileSync(FAILED, String(error));
    },
  );
  return {
    stop: () => {
      stopped = true;
      kill();
    },
  };
}

/** Fills `dataDir` with a copy of the prepared data directory, waiting for it to be made. */
export async function copyOwnServerData(dataDir: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (!existsSync(READY)) {
    if (existsSync(FAILED)) throw new Error(`the own servers' data could not be made: ${readFileSync(FAILED, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the own servers' data was not made within 240 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  cpSync(DATA, dataDir, { recursive: true });
}
