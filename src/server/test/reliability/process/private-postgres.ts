import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL whose server binaries this machine has (Debian: /usr/lib/postgresql/<v>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, versions[0], 'bin');
}

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a port of its choosing, run as the
 * `postgres` user (the server refuses to run as root), so a test can stop and start it at will without
 * touching the machine's shared server.
 */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asPostgres = (tool: string, args: string[]) => {
    const command = process.getuid?.() === 0 ? 'runuser' : path.join(bin, tool);
    const argv = process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: 'pipe', cwd: dir, timeout: 60_000 });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    // Fast shutdown: open sessions are ended with "terminating connection due to administrator command".
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        server.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
