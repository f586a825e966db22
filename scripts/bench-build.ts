import path from 'node:path';
import { bundleForNode } from './server-build';
import { ROOT } from './source-hash';

/**
 * Bundles a bench entry the way the production server is bundled (scripts/server-build.ts), into
 * .tmp/bench-dist/: `npm run bench:render` then measures the render cost of the code that ships, on plain
 * Node, rather than of src/ transformed by tsx at run time.
 */
const entry = process.argv[2] ?? 'bench/render-cpu.ts';
void bundleForNode({ [path.basename(entry, '.ts')]: path.join(ROOT, entry) }, path.join(ROOT, '.tmp/bench-dist'));
