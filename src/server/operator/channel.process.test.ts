import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { shopWithOneOrder } from '../cli/test-support';
import {
  freePort,
  runOperatorCommand,
  type ServerProcess,
  startServer,
  stopServer,
  waitHealthy,
} from '../test/reliability/process/server-process';

/**
 * Issue 34/35: on the embedded database, `npm run orders|catalogue|…` work while the shop runs, through
 * the server that holds DATA_DIR (docs/decisions/0073). The real server, the real CLI entry points.
 */
jest.setTimeout(180_000);

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-operator-'));
const socketPath = path.join(dataDir, 'operator.sock');
let orderId: string;
let server: ServerProcess;

const cli = (tool: string, ...args: string[]) =>
  runOperatorCommand(tool, args, { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });

async function start(): Promise<ServerProcess> {
  const started = startServer(await freePort(), { DATA_DIR: dataDir, WEB_ROOT: dataDir, LOG_LEVEL: 'info' });
  await waitHealthy(started);
  return started;
}

async function variantStock(sku: string): Promise<number | undefined> {
  const productId = /^P(\d+)$/.exec(sku)?.[1];
  const product = (await (await fetch(`${server.baseUrl}/catalog/products/${productId}`)).json()) as {
    variants: { sku: string; stock: number }[];
  };
  return product.variants.find((variant) => variant.sku === sku)?.stock;
}

beforeAll(async () => {
  // Others may pass through the directory: only the socket's own mode keeps them out (see the test below).
  chmodSync(dataDir, 0o755);
  orderId = await shopWithOneOrder({ dataDir });
  server = await start();
});

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('runs `npm run orders` through the running server, which answers with its exit code', async () => {
  const listed = await cli('orders', 'list');
  expect(listed).toMatchObject({ code: 0, stderr: '' });
  expect(listed.stdout).toContain(`${orderId}  ${orderId.slice(-8)}  pending`);

  expect(await cli('orders', 'set-status', orderId, 'processing')).toMatchObject({
    code: 0,
    stdout: `order ${orderId} (#${orderId.slice(-8)}) is now processing\n`,
  });
  const back = await cli('orders', 'set-status', orderId, 'pending');
  expect(back.code).toBe(1);
  expect(back.stderr).toMatch(/statuses only move forward/);
  expect((await cli('orders', 'fly')).code).toBe(2);
  // The server ran them: it logs each command (its word only) with its exit code.
  expect(server.output()).toMatch(/"module":"operator","tool":"orders","command":"set-status","exitCode":1/);
});

it("shows a stock count made through the server in the server's catalogue at once", async () => {
  const before = await variantStock('P4');
  const count = (before ?? 0) + 7;
  expect(await cli('catalogue', 'stock', 'P4', String(count))).toMatchObject({
    code: 0,
    stdout: `P4 (product 4): ${before} → ${count}\n`,
  });
  // The command took longer than the catalogue's once-a-second check: without being told, the first
  // answer after it would still come from the copy as it was.
  expect(await variantStock('P4')).toBe(count);
});

it('refuses a catalogue import or generation inside the server, and says what to do', async () => {
  const count = async () => ((await (await fetch(`${server.baseUrl}/catalog/products`)).json()) as unknown[]).length;
  const before = await count();
  const refused = await cli('catalogue', 'generate', '10');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^catalogue generate does not run inside the running server: .* Stop the server/);
  expect(await count()).toBe(before);
});

/** Whether a user other than the owner may run `file`: it and every folder above it open to others. */
function othersCanRun(file: string): boolean {
  for (let at = file; at !== path.dirname(at); at = path.dirname(at)) {
    if (!existsSync(at) || (statSync(at).mode & 0o001) === 0) return false;
  }
  return true;
}

/**
 * A Node another user can run: this one, unless it lives where only its owner reaches (npm's cache under
 * /root when the tests run on Node 24 through npx), else the first on the PATH.
 */
function nodeOthersCanRun(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'node'));
  const found = [process.execPath, ...onPath].find(othersCanRun);
  if (!found) throw new Error('No Node.js binary that another user may run');
  return found;
}

it("is open to the server's own user only", async () => {
  expect(statSync(socketPath).mode & 0o777).toBe(0o600);
  if (process.getuid?.() !== 0) return; // Only root can act as another user here; the mode above is the rule.
  const probe = `const s = require('node:net').connect(process.argv[1]);
    s.on('connect', () => { console.log('connected'); s.destroy(); });
    s.on('error', (error) => console.log(error.code));`;
  const nobody = await run(nodeOthersCanRun(), ['-e', probe, socketPath], { cwd: '/', uid: 65534, gid: 65534 });
  expect(nobody.stdout.trim()).toBe('EACCES');
});

it('removes the socket when the server stops, and replaces the one a killed server left', async () => {
  await stopServer(server, 'SIGKILL');
  expect(existsSync(socketPath)).toBe(true);

  server = await start();
  expect((await cli('orders', 'find', orderId.slice(-8))).stdout).toContain(`${orderId.slice(-8)}  processing`);

  expect(await stopServer(server)).toBe(0);
  expect(existsSync(socketPath)).toBe(false);
  // Nobody holds the directory now: the command opens it itself.
  expect((await cli('orders', 'list')).stdout).toContain(`${orderId}  ${orderId.slice(-8)}  processing`);
});
