import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number, logLevel = 'warn'): Started {
  // One process (no tsx CLI wrapper), so signals and the pid are the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      WEB_ROOT: dataDir,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function healthy(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

jest.setTimeout(120_000);

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-main-'));
  let first: Started;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    first = startServer(dataDir, port);
    await healthy(port);
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
    await healthy(port);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const restarted = startServer(dataDir, port);
    await healthy(port);
    const products = (await (await fetch(`http://127.0.0.1:${port}/catalog/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(60);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});

describe('the start-up log', () => {
  it('begins with where the shop is, as JSON lines when stdout is not a terminal', async () => {
    const port = await freePort();
    const started = startServer(mkdtempSync(path.join(tmpdir(), 'storefront-log-')), port, 'info');
    try {
      await healthy(port);
      const [first] = started.output().split('\n');
      expect(JSON.parse(first ?? '')).toMatchObject({ level: 30, msg: `Storefront ready on http://localhost:${port}` });
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
});
