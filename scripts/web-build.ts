import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.source-hash');
/** Everything the browser bundle is made from; the server's own code is not part of it. */
const SOURCES = [
  'src/app',
  'src/features',
  'src/shared',
  'src/index.tsx',
  'public',
  'webpack.config.ts',
  'scripts/precompress-webpack-plugin.ts',
  'scripts/chunk-manifest-webpack-plugin.ts',
  'tsconfig.json',
  'package-lock.json',
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((item) => files(path.join(entry, item.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** A hash of the bundle's sources: the build is stale when it differs from the one stamped in dist/. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  return existsSync(path.join(DIST, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** Builds the production bundle unless dist/ already holds the build of these sources. */
export function ensureWebBuild(log: (line: string) => void = console.log, force = false): void {
  if (!force && buildIsCurrent()) return;
  log('Building the web app (dist/ is missing or older than its sources)...');
  const webpack = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack failed with exit code ${result.status}`);
  writeFileSync(STAMP, sourceHash());
}

// `npm run build` always builds; `npm start` builds only when needed.
if (require.main === module) {
  ensureWebBuild(console.log, process.argv.includes('--force'));
}
