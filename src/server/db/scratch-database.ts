import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
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
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
