/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The structure's rules hold only while ESLint's config says them. These run the real config on small
 * probes placed where a violation would be, so a loosened rule fails here, not in review.
 */
const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** ESLint's messages for `source` as if it were the file at `file` (relative to the repository). */
function lint(file: string, source: string, cwd = ROOT): string {
  try {
    execFileSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file], {
      cwd,
      input: source,
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}

jest.setTimeout(60_000);

test('a feature reaches another only through its index.ts', () => {
  const file = 'src/features/wishlist/components/Probe.tsx';
  expect(lint(file, "export { useLineActions } from '../../cart/use-line-actions';\n")).toContain(
    'import src/features/cart through its index.ts, not its internals',
  );
  expect(lint(file, "export { useCart } from '../../cart';\n")).toBe('');
});

test('src/shared imports no feature, and the server no client code', () => {
  expect(lint('src/shared/ui/Probe.tsx', "export { useCart } from '../../features/cart';\n")).toContain(
    'src/shared is imported by everyone and imports no feature, app or server code',
  );
  expect(lint('src/server/modules/cart/probe.ts', "export { useCart } from '../../../features/cart';\n")).toContain(
    'the server imports no client code',
  );
});

test('a server module reaches another only through its index.ts', () => {
  expect(
    lint('src/server/modules/orders/probe.ts', "export { cartRepository } from '../cart/repository';\n"),
  ).toContain('through its index.ts');
});

test('a component takes its colours from the theme, not hex literals, wherever they stand in a string', () => {
  const file = 'src/features/cart/components/Probe.tsx';
  const message = 'Colours come from the MUI theme';
  expect(lint(file, "export const a = { color: '#ffd814' };\n")).toContain(message);
  expect(lint(file, "export const a = { borderBottom: '1px solid #ddd' };\n")).toContain(message);
  expect(lint(file, 'export const a = (c: string) => `linear-gradient(${c} 40%, #eaeded 100%)`;\n')).toContain(message);
  expect(lint(file, "export const a = { href: '#main-content', entity: '&#x27;' };\n")).toBe('');
});

test('an import cycle fails', () => {
  // A cycle needs both files on disk. They go in a temporary tree that runs the real config (the
  // repository's src and node_modules linked in), never into src, where a watcher or a parallel run would see them.
  const tree = mkdtempSync(path.join(tmpdir(), 'lint-probe-'));
  try {
    copyFileSync(path.join(ROOT, 'eslint.config.mjs'), path.join(tree, 'eslint.config.mjs'));
    for (const linked of ['node_modules', 'src']) symlinkSync(path.join(ROOT, linked), path.join(tree, linked), 'dir');
    mkdirSync(path.join(tree, 'probe'));
    const a = "import { b } from './b';\nexport const a = () => b();\n";
    writeFileSync(path.join(tree, 'probe/a.ts'), a);
    writeFileSync(path.join(tree, 'probe/b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
    expect(lint('probe/a.ts', a, tree)).toContain('Dependency cycle detected');
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
});
