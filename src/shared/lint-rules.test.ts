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

test('a feature imports no other feature, by its index.ts or otherwise', () => {
  const file = 'src/features/wishlist/components/Probe.tsx';
  const message = 'src/features/wishlist imports no other feature: compose them in src/pages';
  expect(lint(file, "export { useLineActions } from '../../cart/use-line-actions';\n")).toContain(message);
  expect(lint(file, "export { useCartCount } from '../../cart';\n")).toContain(message);
  expect(lint(file, "export { useCart } from '../../../entities/cart';\n")).toBe('');
});

test('a page reaches a feature, and everyone an entity, only through its index.ts', () => {
  const page = 'src/pages/cart/Probe.tsx';
  expect(lint(page, "export { useLineActions } from '../../features/cart/use-line-actions';\n")).toContain(
    'import src/features/cart through its index.ts, not its internals',
  );
  expect(lint(page, "export { useCartCount } from '../../features/cart';\n")).toBe('');
  expect(lint('src/features/orders/probe.ts', "export { cartApi } from '../../entities/cart/cart-api';\n")).toContain(
    'import src/entities/cart through its index.ts, not its internals',
  );
});

test('no layer imports one above it: shared < entities < features < pages < app', () => {
  expect(lint('src/shared/ui/Probe.tsx', "export { useCart } from '../../entities/cart';\n")).toContain(
    "src/shared is the client's kit: it imports no entity, feature, page, app or server code",
  );
  expect(lint('src/entities/product/Probe.tsx', "export { AddToCartButton } from '../../features/cart';\n")).toContain(
    'src/entities is the layer under the features: it imports no feature, page or app code',
  );
  expect(lint('src/features/cart/probe.ts', "export { default } from '../../pages/cart/CartPage';\n")).toContain(
    'a feature imports no page or app code',
  );
  expect(lint('src/pages/cart/probe.ts', "export { routes } from '../../app/routes';\n")).toContain(
    'a page imports no app code',
  );
});

test('the server imports no client code', () => {
  expect(lint('src/server/modules/cart/probe.ts', "export { useCart } from '../../../features/cart';\n")).toContain(
    'the server imports no client code',
  );
  expect(lint('src/server/modules/cart/probe.ts', "export { toastText } from '../../../shared/toast';\n")).toContain(
    'the server imports no client code',
  );
  expect(lint('src/server/modules/cart/probe.ts', "export { formatPrice } from '../../../core/pricing';\n")).toBe('');
});

test('src/core, which both runtimes run, takes nothing from above it, from React or from the DOM', () => {
  const file = 'src/core/probe.ts';
  const message = 'src/core runs on the server too';
  expect(lint(file, "export { toastText } from '../shared/toast';\n")).toContain(
    'src/core is code both runtimes run: it imports nothing above it',
  );
  expect(lint(file, "export { useState } from 'react';\n")).toContain(message);
  expect(lint(file, "export { Box } from '@mui/material';\n")).toContain(message);
  expect(lint(file, "export { createApi } from '@reduxjs/toolkit/query/react';\n")).toContain(message);
  expect(lint(file, 'export const width = () => window.innerWidth;\n')).toContain(message);
  expect(
    lint(file, "export { createIntl } from '@formatjs/intl';\nexport { toLatinDigits } from '../core/digits';\n"),
  ).toBe('');
  // A test of core code may use a browser environment to prove something about the page.
  expect(lint('src/core/probe.test.ts', 'export const width = () => window.innerWidth;\n')).toBe('');
});

test("the browser imports every language's catalog only as a type", () => {
  const file = 'src/app/i18n/probe.ts';
  expect(lint(file, "export { catalogOf } from '../../core/i18n/catalogs';\n")).toContain(
    "The browser loads only its page's catalog",
  );
  expect(lint(file, "export type { Messages } from '../../core/i18n/catalogs';\n")).toBe('');
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
  // repository's src, node_modules and eslint-rules linked in), never into src, where a watcher or a parallel run would see them.
  const tree = mkdtempSync(path.join(tmpdir(), 'lint-probe-'));
  try {
    copyFileSync(path.join(ROOT, 'eslint.config.mjs'), path.join(tree, 'eslint.config.mjs'));
    for (const linked of ['node_modules', 'src', 'eslint-rules'])
      symlinkSync(path.join(ROOT, linked), path.join(tree, linked), 'dir');
    mkdirSync(path.join(tree, 'probe'));
    const a = "import { b } from './b';\nexport const a = () => b();\n";
    writeFileSync(path.join(tree, 'probe/a.ts'), a);
    writeFileSync(path.join(tree, 'probe/b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
    expect(lint('probe/a.ts', a, tree)).toContain('Dependency cycle');
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
});

test('an import cycle fails when one of its imports is type-only', () => {
  // bench/report.ts imports ./access-log; a type-only import back closes a loop import-x/no-cycle skips.
  const source = "import type { ScenarioResult } from './report';\nexport type Probe = ScenarioResult;\n";
  expect(lint('bench/access-log.ts', source)).toContain('Dependency cycle (type-only imports count) via ./report');
  expect(lint('bench/access-log.ts', 'export type Probe = { requestsPerSecond: number };\n')).toBe('');
});
