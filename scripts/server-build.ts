import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT, sourceHash } from './source-hash';

/**
 * The production server, compiled ahead of time: `npm start` and the bench run this bundle with
 * plain Node instead of compiling every module through tsx at start-up. tsx's run-time transform
 * keeps function names by wrapping every named function in a helper call, which cost a relevance
 * search 3.4 ms instead of 0.9 ms; the compiler itself held memory for as long as the server ran.
 * Figures and the choice: docs/decisions/0047-server-build.md. Dependencies stay in node_modules.
 */
export const SERVER_DIST = path.join(ROOT, 'dist-server');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.js');
const STAMP = path.join(SERVER_DIST, '.source-hash');
/** The server renders the web app's screens, so all of src/ goes into it. */
const SOURCES = ['src', 'tsconfig.json', 'package-lock.json', 'scripts/server-build.ts'];

/**
 * A module's `__dirname` names its source folder (migrations, the demo catalogue and its images are
 * read from beside the code), not the bundle's: it becomes that folder, relative to the bundle's folder.
 */
function sourceDirname(outDir: string): Plugin {
  return {
    name: 'source-dirname',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('__dirname')) return undefined;
        const relative = JSON.stringify(path.relative(outDir, path.dirname(args.path)));
        return {
          contents: text.replace(/\b__dirname\b/g, `__sourceDirname(${relative})`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Bundles an entry of the shop's as the production server is bundled: one CommonJS file of src/ for plain
 * Node, dependencies left in node_modules. The render bench is built so too, to measure what ships
 * (tsx's run-time transform wraps every named function, which made a list page's render ~15 % dearer).
 */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    // Stack traces in the logs point at src/ (the server turns source maps on at start).
    sourcemap: 'linked',
    banner: { js: "const __sourceDirname = (relative) => require('node:path').join(__dirname, relative);" },
    plugins: [sourceDirname(path.dirname(outfile))],
    logLevel: 'warning',
  });
}

export const serverBuildIsCurrent = (): boolean =>
  existsSync(SERVER_ENTRY) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash(SOURCES);

/** Builds dist-server/main.js unless it already is the build of these sources (about half a second). */
export async function ensureServerBuild(log: (line: string) => void = console.log, force = false): Promise<void> {
  if (!force && serverBuildIsCurrent()) return;
  log('Building the server (dist-server/ is missing or older than its sources)...');
  await bundleForNode(path.join(ROOT, 'src/server/main.ts'), SERVER_ENTRY);
  writeFileSync(STAMP, sourceHash(SOURCES));
}

if (require.main === module) void ensureServerBuild(console.log, process.argv.includes('--force'));
