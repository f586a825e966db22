import { lstatSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { CommandResult } from '../operator-command';
import { MAX_REQUEST_BYTES, type OperatorRequest, operatorSocketPath, parseOperatorRequest } from './channel';
import { runInServer } from './tools';

/** How long a connection may take to send its request; the command itself may then take as long as it needs. */
const REQUEST_TIMEOUT_MS = 10_000;

interface ChannelLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface OperatorChannelOptions {
  db: Database;
  config: Config;
  now: () => Date;
  log: ChannelLog;
}

export interface OperatorChannel {
  readonly socketPath: string;
  /** Stops taking commands, waits for those running, and removes the socket. */
  close(): Promise<void>;
}

/**
 * Listens for operator commands on DATA_DIR/operator.sock (see ./channel.ts) and runs each with the
 * server's own database and configuration: the same functions `npm run <tool>` runs on its own.
 */
export async function openOperatorChannel(options: OperatorChannelOptions): Promise<OperatorChannel> {
  const socketPath = operatorSocketPath(options.config.dataDir);
  removeStaleSocket(socketPath);
  const running = new Set<Promise<void>>();
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    const answered = answer(socket, options).finally(() => running.delete(answered));
    running.add(answered);
  });
  await listenPrivately(server, socketPath);
  return {
    socketPath,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(running);
      await closed;
      rmSync(socketPath, { force: true });
    },
  };
}

/**
 * The server's channel on the embedded database; none with DATABASE_URL (operator commands open their
 * own pool beside the servers), nor when it cannot listen (logged: the shop serves all the same, and
 * operator commands say why they cannot reach it).
 */
export async function startOperatorChannel(options: OperatorChannelOptions): Promise<OperatorChannel | undefined> {
  if (options.config.databaseUrl) return undefined;
  try {
    return await openOperatorChannel(options);
  } catch (error) {
    options.log.warn(
      { err: error },
      'operator commands need the server stopped: the operator channel could not listen',
    );
    return undefined;
  }
}

/**
 * A socket left by a killed server: the caller holds the DATA_DIR lock, so no live server listens on it.
 * Anything else at that path is not ours to remove.
 */
function removeStaleSocket(socketPath: string): void {
  const found = lstatSync(socketPath, { throwIfNoEntry: false });
  if (!found) return;
  if (!found.isSocket()) throw new Error(`${socketPath} exists and is not a socket: remove it or move it away`);
  rmSync(socketPath);
}

/**
 * Binds the socket with mode 0600: only the user the server runs as (who can read the database files
 * anyway) may connect (docs/decisions/0073). The mask is in force while the socket file is created,
 * which listen() does before it returns, so the socket is never open to anyone else.
 */
function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const previous = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(previous);
    }
  });
}

async function answer(socket: net.Socket, options: OperatorChannelOptions): Promise<void> {
  // A client gone before its answer is no error of the server's.
  socket.on('error', () => socket.destroy());
  const text = await readRequest(socket);
  if (text === undefined) return;
  const request = parseOperatorRequest(text);
  const result: CommandResult = request
    ? await run(request, options)
    : { exitCode: 2, output: 'Not an operator request: expected {"tool": "orders" | …, "args": [strings]}.' };
  if (!socket.destroyed) socket.end(JSON.stringify(result));
}

/** The request's text once the client has finished sending it; undefined when it is too large or too slow. */
function readRequest(socket: net.Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let given = false;
    const give = (text: string | undefined) => {
      if (given) return;
      given = true;
      socket.setTimeout(0);
      if (text === undefined) socket.destroy();
      resolve(text);
    };
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => give(undefined));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) give(undefined);
      else chunks.push(chunk);
    });
    socket.on('end', () => give(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => give(undefined));
  });
}

async function run({ tool, args }: OperatorRequest, { db, config, now, log }: OperatorChannelOptions) {
  // The command word only: the rest may name a shopper (find <email>).
  const details = { tool, command: args[0] };
  try {
    const result = await runInServer(tool, args, db, { config, now: now() });
    log.info({ ...details, exitCode: result.exitCode }, 'operator command');
    return result;
  } catch (error) {
    log.warn({ ...details, err: error }, 'operator command failed');
    return { exitCode: 1, output: error instanceof Error ? error.message : String(error) } satisfies CommandResult;
  }
}
