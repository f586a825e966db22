import { createServer, type Server, type Socket } from 'node:net';
import { isDatabaseUnavailable } from './availability';
import type { Database } from './database';
import { openPostgres } from './postgres';

/**
 * A PostgreSQL server going away under fast shutdown sends each session FATAL 57P01 and closes it. When
 * the event loop is busy, that message is read in the same chunk as the message before it, so the
 * driver handles both in one go: a client the pool has just handed to a waiting transaction (a new
 * connection whose start-up just finished, or one that a plain query just gave back) has it emitted
 * before the transaction's code has run again. A client with no 'error' listener then ends the process.
 * This stand-in server speaks just enough of the protocol to send those two messages in one write (an
 * 'error' emitted with no listener is an uncaught exception, which fails the test).
 */

const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const AUTHENTICATION_OK = message('R', int32(0));
const READY = message('Z', Buffer.from('I'));
const SELECTED = message('C', Buffer.from('SELECT 0\0'));
const TERMINATING = message(
  'E',
  Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0'),
);

/** `cut`: after which message of the session the server sends FATAL in the same write and hangs up. */
async function fakePostgres(cut: 'start-up' | 'first-query'): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let started = false;
    socket.on('data', (chunk) => {
      if (!started) {
        started = true;
        socket.write(Buffer.concat([AUTHENTICATION_OK, READY, ...(cut === 'start-up' ? [TERMINATING] : [])]));
        if (cut === 'start-up') socket.end();
        return;
      }
      if (chunk[0] !== 'Q'.charCodeAt(0)) return;
      socket.write(Buffer.concat([SELECTED, READY, TERMINATING]));
      socket.end();
    });
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

let db: Database | undefined;
let server: Server | undefined;

afterEach(async () => {
  await db?.close().catch(() => undefined);
  server?.close();
  db = undefined;
  server = undefined;
});

/** Lets the hang-up's own events run, so an error they emit unheard fails the test that caused it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The transaction failed as the database being unavailable, and `database` knows it is down. */
async function expectFailedAsUnavailable(database: Database, transaction: Promise<unknown>): Promise<void> {
  const error = await transaction.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  await settle();
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(database.availability.down).toBe(true);
}

describe('a PostgreSQL session ended by its server', () => {
  it('right after its start-up, while a transaction waits for it, fails that transaction as unavailable', async () => {
    server = await fakePostgres('start-up');
    db = openPostgres(urlOf(server), 1);
    const transaction = db.transaction((tx) => tx.query('SELECT 1'));
    await expectFailedAsUnavailable(db, transaction);
  });

  it('as a query hands its client to a waiting transaction, answers the query and fails the transaction', async () => {
    server = await fakePostgres('first-query');
    db = openPostgres(urlOf(server), 1);
    const query = db.exec('SELECT 1');
    const transaction = db.transaction((tx) => tx.query('SELECT 1'));
    await expect(query).resolves.toBeUndefined();
    await expectFailedAsUnavailable(db, transaction);
  });
});

function urlOf(listening: Server): string {
  return `postgres://storefront@127.0.0.1:${(listening.address() as { port: number }).port}/storefront`;
}
