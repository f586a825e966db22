/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The structure's rules hold only while ESLint's config says them. These run the real config on small
 * probes placed where a violation would be, so a loosened rule fails here, not in review.
 */
const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** ESLint's messages for `source` as if it were the file at `file` (relative to the repository). */
function lint(file: string, source: string): string {
  try {
    execFileSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file], {
      cwd: ROOT,
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

test("src/shared imports no feature, and the server no client code, not even the client's kit", () => {
  expect(lint('src/shared/ui/Probe.tsx', "export { useCart } from '../../features/cart';\n")).toContain(
    "src/shared is the client's kit: it imports no feature, app or server code",
  );
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
  expect(lint(file, "export { createIntl } from '@formatjs/intl';\nexport { toLatinDigits } from '../core/digits';\n")).toBe(
    '',
  );
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
  const base = path.join(ROOT, 'src/features/cart', `zz-cycle-probe-${process.pid}`);
  writeFileSync(`${base}-a.ts`, `import { b } from './${path.basename(base)}-b';\nexport const a = () => b();\n`);
  writeFileSync(`${base}-b.ts`, `import { a } from './${path.basename(base)}-a';\nexport const b = () => a();\n`);
  try {
    const relative = path.relative(ROOT, `${base}-a.ts`);
    const source = `import { b } from './${path.basename(base)}-b';\nexport const a = () => b();\n`;
    expect(lint(relative, source)).toContain('Dependency cycle detected');
  } finally {
    rmSync(`${base}-a.ts`, { force: true });
    rmSync(`${base}-b.ts`, { force: true });
  }
});
