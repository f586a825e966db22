/**
 * Where a render's CPU goes, by module: reads a V8 .cpuprofile (`PROFILE=… bench:render`, see render-cpu.ts)
 * and sums each function's self time by where its code lives: a package of node_modules (by name), a folder
 * of src/ (two levels: src/server/render, src/features/catalogue), the bench itself, Node's own code, or V8's
 * (garbage collector, program, idle).
 *
 *   PROFILE=/tmp/product.cpuprofile KINDS=product REQUESTS=200 node --import tsx bench/render-cpu.ts
 *   node --import tsx bench/profile-modules.ts /tmp/product.cpuprofile [rows]
 *
 * Run unbundled (under tsx) so each function keeps its file; tsx's transform costs the shop's own code
 * ~15 % more than the bundle does, which this report's shares carry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ROOT = path.resolve(__dirname, '..');

/** The module a function's file belongs to. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'anonymous'})`;
  if (url.startsWith('node:')) return '(node)';
  if (url.startsWith('wasm://')) return '(WebAssembly: the embedded database)';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const packages = file.lastIndexOf('/node_modules/');
  if (packages >= 0) {
    const [first, second] = file.slice(packages + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? file);
  }
  const relative = path.relative(ROOT, file);
  if (relative.startsWith('..')) return '(other)';
  const parts = relative.split(path.sep);
  return parts[0] === 'src' ? parts.slice(0, Math.min(3, parts.length - 1)).join('/') : (parts[0] ?? relative);
}

/** Self time in milliseconds by module, largest first; the profiler's own start and stop left out. */
export function selfTimeByModule(profile: Profile): Array<[string, number]> {
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const profilerOwn = (node: ProfileNode | undefined): boolean =>
    node !== undefined && (node.callFrame.url === 'node:inspector' || profilerOwn(parentOf.get(node.id)));
  const moduleById = new Map(
    profile.nodes.map((node) => [
      node.id,
      profilerOwn(node) ? '(profiler)' : moduleOf(node.callFrame.url, node.callFrame.functionName),
    ]),
  );
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const module = moduleById.get(id) ?? '(unknown)';
    totals.set(module, (totals.get(module) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  totals.delete('(profiler)');
  return [...totals].sort((a, b) => b[1] - a[1]);
}

if (require.main === module) {
  const [file, rows = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-modules.ts <file.cpuprofile> [rows]');
  const totals = selfTimeByModule(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const busy = totals.filter(([module]) => module !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`| module | self ms | share of busy time |\n|---|---|---|`);
  for (const [module, ms] of totals.filter(([name]) => name !== '(idle)').slice(0, Number(rows)))
    console.log(`| ${module} | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)} % |`);
}
