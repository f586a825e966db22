import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** Runs `work` on a client of its own connected to `adminUrl`, closed afterwards. */
export async function onServer<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server `adminUrl` names. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own on a PostgreSQL server, for tests, benchmarks and fault suites that must not
 * share data (`adminUrl` names any database the user may connect to), empty or a copy of `template`;
 * `drop` removes it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  label: string,
  { template }: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `storefront_${label}_${randomBytes(5).toString('hex')}`;
  await onServer(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await onServer(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
