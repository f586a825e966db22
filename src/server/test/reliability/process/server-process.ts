import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { operatorCommandEntry, SERVER_ENTRY } from '../../../../../scripts/server-build';
import { TEST_PICTURE_CACHE_DIR } from '../../picture-cache';

const ROOT = path.resolve(__dirname, '../../../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The production server bundle, as `npm start` runs it (built before the tests: jest's global setup,
 * src/test/server-build-setup.ts, and the browser tests' own).
 */
export const BUNDLED_SERVER: readonly string[] = ['--enable-source-maps', SERVER_ENTRY];

/**
 * The real server as one process (the bundle, no CLI wrapper, unless `args` names another entry), so a
 * signal reaches the server itself: SIGKILL is a crash, SIGTERM a clean stop.
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  args: readonly string[] = BUNDLED_SERVER,
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // The tests' one cache: a server with its own renders every picture beside the test (TEST_PICTURE_CACHE_DIR).
      PICTURE_CACHE_DIR: TEST_PICTURE_CACHE_DIR,
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server on ${server.port} exited (${exitCode}): ${server.output().slice(-2000)}`);
    const ok = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} did not become healthy: ${server.output().slice(-2000)}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill(signal);
  return server.exited;
}

/**
 * `npm run <name> -- …args` in its own process, as an operator types it, from its bundle (plain Node: about
 * 2 s of CPU a command, against 4.5 through tsx). The promise keeps its child, to stop a command left running.
 */
export function operatorCommand(name: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  return promisify(execFile)(process.execPath, ['--enable-source-maps', operatorCommandEntry(name), ...args], {
    cwd: ROOT,
    env: { ...env, NODE_OPTIONS: '' },
  });
}

/** An operator command's exit code and output, whether it succeeded or not. */
export function runOperatorCommand(
  name: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return operatorCommand(name, args, env).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}
