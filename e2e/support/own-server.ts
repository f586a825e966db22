import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { TEST_PICTURE_CACHE_DIR } from '../../src/server/test/picture-cache';
import { BUNDLED_SERVER, operatorCommand } from '../../src/server/test/reliability/process/server-process';
import { copyOwnServerData } from './own-server-data';

/**
 * A production server of the test's own (the server bundle and the built SPA from dist/, as `npm start`
 * serves them; an embedded database in its own DATA_DIR), for journeys that stop the server or run operator
 * commands against its data. Its first start is on a copy of a shop's data after its first start
 * (own-server-data.ts), a later one on the data it left.
 */
export interface OwnServer {
  baseUrl: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Runs an operator command (`npm run <name>`, from its bundle) against this server's data: through the running
   * server (its operator socket) while it runs, on the database itself while it is stopped.
   */
  operator: (name: string, args: string[]) => Promise<string>;
}

export function ownServer(options: { port: number; dataDir: string; env?: Record<string, string> }): OwnServer {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    // The catalogue's pictures rendered once for every server of the run: an import that rendered them
    // all again took over 120 s beside the other tests (CI of 2026-11-27).
    PICTURE_CACHE_DIR: TEST_PICTURE_CACHE_DIR,
    ...options.env,
  };
  let child: ChildProcess | undefined;
  /** Operator commands still running: a hook that timed out leaves them writing into the data directory. */
  const commands = new Set<ChildProcess>();
  rmSync(options.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      return false;
    }
  }

  return {
    baseUrl,
    async start() {
      if (!existsSync(options.dataDir)) await copyOwnServerData(options.dataDir);
      const started = spawn(process.execPath, [...BUNDLED_SERVER], {
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child = started;
      const deadline = Date.now() + 60_000;
      while (!(await healthy())) {
        if (started.exitCode !== null) throw new Error(`own server exited with ${started.exitCode}`);
        if (Date.now() > deadline) throw new Error(`own server did not answer on ${baseUrl} within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      for (const command of commands) command.kill('SIGTERM');
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    async operator(name, args) {
      const running = operatorCommand(name, args, env);
      commands.add(running.child);
      try {
        return (await running).stdout;
      } finally {
        commands.delete(running.child);
      }
    },
  };
}
