import pg from 'pg';
import { DatabaseAvailability } from './availability';
import { type Database, preparedName, type Queryable, SESSION_SETTINGS } from './database';

// Money and counts come back as numbers: bigint (int8) ids and sums stay well inside 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** SESSION_SETTINGS as a connection's start-up options: every session has them before its first query. */
export function startupOptions(): string {
  return Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    options: startupOptions(),
  });
  const availability = new DatabaseAvailability();
  // A client losing its server (restart, failover, admin shutdown) emits 'error'; unheard, that ends
  // the process. The pool listens to its clients only while they sit idle, and pool.connect() hands one
  // over before its caller's code runs again: a FATAL 57P01 read in the same chunk as the message
  // before it (a busy event loop reads several at once) is emitted in that gap. So every client is
  // heard from the moment it connects until it is gone, and one that lost its connection is noted so
  // that checkOut() destroys it instead of giving it back. (Errors during connect go to the pool's
  // connect callback, not to 'error'.) See docs/decisions/0055.
  const lost = new WeakMap<pg.PoolClient, Error>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      lost.set(client, error);
      availability.failed(error);
    }),
  );
  pool.on('error', (error) => availability.failed(error));

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: <Row>(sql: string, params?: unknown[]) =>
      availability.track(async () => {
        const name = preparedName(sql);
        const result = name ? await client.query({ name, text: sql, values: params }) : await client.query(sql, params);
        return result.rows as Row[];
      }),
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: (sql) =>
      availability.track(async () => {
        await client.query(sql);
      }),
  });

  /** A client of its own for a transaction or a session lock, destroyed when its connection failed. */
  async function checkOut<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await availability.track(() => pool.connect());
    let failure: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      if (availability.down) failure = error as Error;
      throw error;
    } finally {
      client.release(lost.get(client) ?? failure);
    }
  }

  return {
    kind: 'postgres',
    availability,
    ...on(pool),
    transaction: (work) =>
      checkOut(async (client) => {
        const tx = on(client);
        await tx.query('BEGIN');
        try {
          const result = await work(tx);
          await tx.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    withAdvisoryLock: (key, work) =>
      checkOut(async (client) => {
        const session = on(client);
        await session.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work(session);
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      }),
    close: () => pool.end(),
  };
}
