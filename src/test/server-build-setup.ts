import { ensureServerBuild } from '../../scripts/server-build';

/**
 * Jest's global setup for the server tests: the tests that start the server or run an operator command in a
 * process of its own run the production bundles (dist-server/), built here when older than their sources.
 * `npm test` has built them already; a run of jest alone after a change builds them once, before any worker.
 */
export default async function buildTheServer(): Promise<void> {
  await ensureServerBuild();
}
