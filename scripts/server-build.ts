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

/**
 * The operator commands, as package.json names them (`npm run orders` runs src/server/cli/orders.ts): each
 * is bundled beside the server as `operator-<name>.js`, so the tests and the browser tests run them as
 * plain Node (about 2 s of CPU a command, against 4.5 through tsx; decision 0067).
 */
const OPERATOR_COMMANDS: readonly string[] = Object.values(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).flatMap((script) => /^tsx src\/server\/cli\/([\w-]+)\.ts$/.exec(script)?.[1] ?? []);

/** The bundle of `npm run <name>`'s operator command (after ensureServerBuild). */
export function operatorCommandEntry(name: string): string {
  if (!OPERATOR_COMMANDS.includes(name)) throw new Error(`No operator command "${name}" in package.json`);
  return path.join(SERVER_DIST, `operator-${name}.js`);
}
const STAMP = path.join(SERVER_DIST, '.source-hash');
/** The server renders the web app's screens, so all of src/ goes into it. */
const SOURCES = ['src', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/server-build.ts'];

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
 * Bundles entries of the shop's as the production server is bundled: one CommonJS file of src/ each
 * (`<outdir>/<name>.js`), for plain Node, dependencies left in node_modules. The render bench is built so
 * too, to measure what ships (tsx's run-time transform wraps every named function, which made a list
 * page's render ~15 % dearer).
 */
export async function bundleForNode(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    // Stack traces in the logs point at src/ (the server turns source maps on at start).
    sourcemap: 'linked',
    banner: { js: "const __sourceDirname = (relative) => require('node:path').join(__dirname, relative);" },
    plugins: [sourceDirname(outdir)],
    logLevel: 'warning',
  });
}

export const serverBuildIsCurrent = (): boolean =>
  existsSync(SERVER_ENTRY) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash(SOURCES);

/**
 * Builds dist-server/ (the server and the operator commands) unless it already is the build of these
 * sources (about a second).
 */
export async function ensureServerBuild(log: (line: string) => void = console.log, force = false): Promise<void> {
  if (!force && serverBuildIsCurrent()) return;
  log('Building the server (dist-server/ is missing or older than its sources)...');
  const commands = OPERATOR_COMMANDS.map((name) => [`operator-${name}`, path.join(ROOT, `src/server/cli/${name}.ts`)]);
  await bundleForNode(
    { [path.basename(SERVER_ENTRY, '.js')]: path.join(ROOT, 'src/server/main.ts'), ...Object.fromEntries(commands) },
    SERVER_DIST,
  );
  writeFileSync(STAMP, sourceHash(SOURCES));
}

if (require.main === module) void ensureServerBuild(console.log, process.argv.includes('--force'));
