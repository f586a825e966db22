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
  // the process. The pool hears its idle clients; checkOut() below hears the ones in use.
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

  /** A client of its own for a transaction or a session lock, with its connection errors heard. */
  async function checkOut<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await availability.track(() => pool.connect());
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
      availability.failed(error);
    };
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      if (availability.down) broken ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      // A client whose connection failed is destroyed instead of going back to the pool.
      client.release(broken);
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
