import pg from 'pg';
import type { Database, Queryable } from './database';

// Money and counts come back as numbers: bigint (int8) ids and sums stay well inside 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);

  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await client.query(sql, params)).rows as Row[];
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: (sql, params) => run(client, sql, params),
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: async (sql) => {
      await client.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work(on(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
