import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FIGURES_DIR = path.resolve(__dirname, '../../../../.tmp/reliability');

/**
 * Keeps the latest figures of a suite run (cases tried, requests served, orders checked) in
 * .tmp/reliability/<suite>-<engine>.json, where docs/reliability.md's numbers are read from.
 */
export function recordFigures(suite: string, figures: Record<string, unknown>): void {
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    path.join(FIGURES_DIR, `${suite}-${engine}.json`),
    `${JSON.stringify({ suite, engine, at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}
