import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sourceHash } from './source-hash';

const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.source-hash');
/** Everything the browser bundles (the shop's and the staff console's) are made from; the server's own code is not part of it. */
const SOURCES = [
  'src/app',
  'src/pages',
  'src/features',
  'src/entities',
  'src/browser-kit',
  'src/universal',
  'src/index.tsx',
  // The staff console (issue 35): its own entry and, in public/, its page (public/admin.html).
  'src/admin',
  'public',
  'webpack.config.ts',
  'scripts/precompress-webpack-plugin.ts',
  'scripts/warnings-fail-webpack-plugin.ts',
  'scripts/chunk-manifest-webpack-plugin.ts',
  'scripts/message-split-webpack-plugin.ts',
  'scripts/icu-ast-loader.cjs',
  'scripts/react-router-pure-loader.cjs',
  'tsconfig.json',
  'package-lock.json',
];

/** A hash of the bundle's sources: the build is stale when it differs from the one stamped in dist/. */
export const webSourceHash = (): string => sourceHash(SOURCES);

export function buildIsCurrent(): boolean {
  return (
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(path.join(DIST, 'admin', 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === webSourceHash()
  );
}

/** Builds the production bundle unless dist/ already holds the build of these sources. */
export function ensureWebBuild(log: (line: string) => void = console.log, force = false): void {
  if (!force && buildIsCurrent()) return;
  log('Building the web app (dist/ is missing or older than its sources)...');
  const webpack = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack failed with exit code ${result.status}`);
  writeFileSync(STAMP, webSourceHash());
}

// `npm run build` always builds; `npm start` builds only when needed.
if (require.main === module) {
  ensureWebBuild(console.log, process.argv.includes('--force'));
}
