import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  type ServerProcess,
  startServer as startProcess,
  waitHealthy,
} from './test/reliability/process/server-process';
import { copyPreparedDatabase } from './test/prepared-database';

/** The real server on `dataDir` (its web root too), as the reliability tests start it. */
const startServer = (dataDir: string, port: number, logLevel = 'warn'): ServerProcess =>
  startProcess(port, { DATA_DIR: dataDir, WEB_ROOT: dataDir, LOG_LEVEL: logLevel });

jest.setTimeout(120_000);

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-main-'));
  let first: ServerProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    first = startServer(dataDir, port);
    await waitHealthy(first);
  });

  afterAll(() => {
    first.child.kill('SIGKILL');
  });

  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) holds the data directory ${dataDir}`);
    const response = await fetch(`http://127.0.0.1:${port}/catalog/products?limit=1`);
    expect(response.status).toBe(200);
  });

  it('shuts down cleanly on SIGTERM and releases the data directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock a killed server left behind, keeping its data', async () => {
    const crashed = startServer(dataDir, port);
    await waitHealthy(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const restarted = startServer(dataDir, port);
    await waitHealthy(restarted);
    const products = (await (await fetch(`http://127.0.0.1:${port}/catalog/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(60);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});

describe('the start-up log', () => {
  it('begins with where the shop is, as JSON lines when stdout is not a terminal', async () => {
    const port = await freePort();
    // A restart's log begins alike; the first start on an empty directory is the test above.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-log-'));
    await copyPreparedDatabase(dataDir, { demoCatalogue: true });
    const started = startServer(dataDir, port, 'info');
    try {
      await waitHealthy(started);
      const [first] = started.output().split('\n');
      expect(JSON.parse(first ?? '')).toMatchObject({ level: 30, msg: `Storefront ready on http://localhost:${port}` });
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
});
