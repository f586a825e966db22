/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The structure's rules hold only while ESLint's config says them. These run the real config on small
 * probes placed where a violation would be, so a loosened rule fails here, not in review. Every probe is
 * linted by one ESLint process (src/test/lint-probes.mjs): starting ESLint is most of a lint's time.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Probe {
  /** Where the source stands, relative to the repository. */
  file: string;
  source: string;
  /** A message ESLint must give; without it the probe must lint clean. */
  fails?: string;
  /**
   * Files that must be on disk beside the probe (a cycle needs both ends): the probe and these then go in a
   * temporary tree that runs the real config (the repository's src, node_modules and eslint-rules linked
   * in), never into src, where a watcher or a parallel run would see them.
   */
  tree?: Record<string, string>;
}

const fails = (file: string, source: string, message: string): Probe => ({ file, source, fails: message });
const passes = (file: string, source: string): Probe => ({ file, source });

const FEATURE_APART = 'src/features/wishlist imports no other feature: compose them in src/pages';
const CORE_MESSAGE = 'src/universal runs on the server too';
const HEX_MESSAGE = 'Colours come from the MUI theme';
const NO_CLIENT = 'the server imports no client code';
const NO_MAIL = 'checkout, the status changes, staff refunds and the return decisions append domain events';
const CYCLE_A = "import { b } from './b';\nexport const a = () => b();\n";

const RULES: Record<string, Probe[]> = {
  'a feature imports no other feature, by its index.ts or otherwise': [
    fails(
      'src/features/wishlist/components/Probe.tsx',
      "export { useLineActions } from '../../cart/use-line-actions';\n",
      FEATURE_APART,
    ),
    fails('src/features/wishlist/components/Probe.tsx', "export { useCartCount } from '../../cart';\n", FEATURE_APART),
    passes('src/features/wishlist/components/Probe.tsx', "export { useCart } from '../../../entities/cart';\n"),
  ],
  'a page reaches a feature, and everyone an entity, only through its index.ts': [
    fails(
      'src/pages/cart/Probe.tsx',
      "export { useLineActions } from '../../features/cart/use-line-actions';\n",
      'import src/features/cart through its index.ts, not its internals',
    ),
    passes('src/pages/cart/Probe.tsx', "export { useCartCount } from '../../features/cart';\n"),
    fails(
      'src/features/orders/probe.ts',
      "export { cartApi } from '../../entities/cart/cart-api';\n",
      'import src/entities/cart through its index.ts, not its internals',
    ),
  ],
  'no layer imports one above it: shared < entities < features < pages < app': [
    fails(
      'src/browser-kit/ui/Probe.tsx',
      "export { useCart } from '../../entities/cart';\n",
      "src/browser-kit is the client's kit: it imports no entity, feature, page, app or server code",
    ),
    fails(
      'src/entities/product/Probe.tsx',
      "export { AddToCartButton } from '../../features/cart';\n",
      'src/entities is the layer under the features: it imports no feature, page or app code',
    ),
    fails(
      'src/features/cart/probe.ts',
      "export { default } from '../../pages/cart/CartPage';\n",
      'a feature imports no page or app code',
    ),
    fails('src/pages/cart/probe.ts', "export { routes } from '../../app/routes';\n", 'a page imports no app code'),
  ],
  'the server imports no client code': [
    fails('src/server/modules/cart/probe.ts', "export { useCart } from '../../../features/cart';\n", NO_CLIENT),
    fails('src/server/modules/cart/probe.ts', "export { toastText } from '../../../browser-kit/toast';\n", NO_CLIENT),
    passes('src/server/modules/cart/probe.ts', "export { formatPrice } from '../../../universal/pricing';\n"),
  ],
  'src/universal, which both runtimes run, takes nothing from above it, from React or from the DOM': [
    fails(
      'src/universal/probe.ts',
      "export { toastText } from '../browser-kit/toast';\n",
      'src/universal is code both runtimes run: it imports nothing above it',
    ),
    fails('src/universal/probe.ts', "export { useState } from 'react';\n", CORE_MESSAGE),
    fails('src/universal/probe.ts', "export { Box } from '@mui/material';\n", CORE_MESSAGE),
    fails('src/universal/probe.ts', "export { createApi } from '@reduxjs/toolkit/query/react';\n", CORE_MESSAGE),
    fails('src/universal/probe.ts', 'export const width = () => window.innerWidth;\n', CORE_MESSAGE),
    passes(
      'src/universal/probe.ts',
      "export { createIntl } from '@formatjs/intl';\nexport { toLatinDigits } from '../universal/digits';\n",
    ),
    // A test of core code may use a browser environment to prove something about the page.
    passes('src/universal/probe.test.ts', 'export const width = () => window.innerWidth;\n'),
  ],
  "the browser imports every language's catalog only as a type": [
    fails(
      'src/app/i18n/probe.ts',
      "export { catalogOf } from '../../universal/i18n/catalogs';\n",
      "The browser loads only its page's catalog",
    ),
    passes('src/app/i18n/probe.ts', "export type { Messages } from '../../universal/i18n/catalogs';\n"),
  ],
  'a server module reaches another only through its index.ts': [
    fails(
      'src/server/modules/orders/probe.ts',
      "export { cartRepository } from '../cart/repository';\n",
      'through its index.ts',
    ),
  ],
  "src/server's floors import only the floors under them": [
    fails(
      'src/server/http/probe.ts',
      "export { registerWeb } from '../web/register-web';\n",
      'http/ (request plumbing) is a floor of src/server under',
    ),
    fails(
      'src/server/modules/cart/probe.ts',
      "export { matchPage } from '../../render/page-match';\n",
      'the modules and their context is a floor of src/server under',
    ),
    fails('src/server/db/probe.ts', "export { sessions } from '../modules/auth';\n", 'the foundation is a floor'),
    passes('src/server/web/probe.ts', "export { matchPage } from '../render/page-match';\n"),
  ],
  'checkout, the status changes, staff refunds and the return decisions queue no mail: their events do': [
    fails('src/server/modules/checkout/checkout.ts', "export { enqueueMail } from '../../mail/outbox';\n", NO_MAIL),
    fails('src/server/modules/orders/status-changes.ts', "export { mailForStatus } from './status-mail';\n", NO_MAIL),
    fails(
      'src/server/modules/returns/returns.ts',
      "export { returnEventSubscribers } from './return-events';\n",
      NO_MAIL,
    ),
    passes('src/server/modules/returns/returns.ts', "export { appendEvent } from '../../events/domain-events';\n"),
    fails('src/server/modules/orders/refunds.ts', "export { mailOrderBuyer } from './order-events';\n", NO_MAIL),
    passes('src/server/modules/orders/refunds.ts', "export { appendEvent } from '../../events/domain-events';\n"),
    passes('src/server/modules/orders/admin-routes.ts', "export { mailOrderBuyer } from './order-events';\n"),
  ],
  'render/, web/ and context.ts reach a server module only through its index.ts': [
    fails(
      'src/server/render/probe.ts',
      "export { GUEST_CART_COOKIE } from '../modules/cart/guest-carts';\n",
      'import src/server/modules/cart through its index.ts, not its internals',
    ),
    fails(
      'src/server/web/probe.ts',
      "export { CatalogueReader } from '../modules/catalogue/catalogue-reader';\n",
      'import src/server/modules/catalogue through its index.ts, not its internals',
    ),
    passes('src/server/render/probe.ts', "export { GUEST_CART_COOKIE } from '../modules/cart';\n"),
  ],
  'a component takes its colours from the theme, not hex literals, wherever they stand in a string': [
    fails('src/features/cart/components/Probe.tsx', "export const a = { color: '#ffd814' };\n", HEX_MESSAGE),
    fails(
      'src/features/cart/components/Probe.tsx',
      "export const a = { borderBottom: '1px solid #ddd' };\n",
      HEX_MESSAGE,
    ),
    fails(
      'src/features/cart/components/Probe.tsx',
      'export const a = (c: string) => `linear-gradient(${c} 40%, #eaeded 100%)`;\n',
      HEX_MESSAGE,
    ),
    passes('src/features/cart/components/Probe.tsx', "export const a = { href: '#main-content', entity: '&#x27;' };\n"),
  ],
  'an import cycle fails': [
    {
      ...fails('probe/a.ts', CYCLE_A, 'Dependency cycle'),
      tree: { 'probe/b.ts': "import { a } from './a';\nexport const b = () => a();\n" },
    },
  ],
  'an import cycle fails when one of its imports is type-only': [
    // bench/report.ts imports ./access-log; a type-only import back closes a loop import-x/no-cycle skips.
    fails(
      'bench/access-log.ts',
      "import type { ScenarioResult } from './report';\nexport type Probe = ScenarioResult;\n",
      'Dependency cycle (type-only imports count) via ./report',
    ),
    passes('bench/access-log.ts', 'export type Probe = { requestsPerSecond: number };\n'),
  ],
};

/** The folder a probe is linted in: the repository, or a temporary tree holding its files. */
function treeFor(probe: Probe, trees: string[]): string {
  if (!probe.tree) return ROOT;
  const tree = mkdtempSync(path.join(tmpdir(), 'lint-probe-'));
  trees.push(tree);
  // The repository's config itself, not a copy: typescript-eslint takes the folder of each config file it is
  // loaded from as a candidate root, and refuses to choose between two in one process.
  const config = pathToFileURL(path.join(ROOT, 'eslint.config.mjs')).href;
  writeFileSync(path.join(tree, 'eslint.config.mjs'), `export { default } from ${JSON.stringify(config)};\n`);
  for (const linked of ['node_modules', 'src', 'eslint-rules'])
    symlinkSync(path.join(ROOT, linked), path.join(tree, linked), 'dir');
  for (const [file, source] of Object.entries({ ...probe.tree, [probe.file]: probe.source })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), source);
  }
  return tree;
}

/** ESLint's messages for each probe, as `ruleId: message`, from one ESLint process. */
function lintAll(probes: Probe[]): Map<Probe, string[]> {
  const trees: string[] = [];
  try {
    const input = probes.map((probe) => ({ cwd: treeFor(probe, trees), file: probe.file, source: probe.source }));
    const output = execFileSync(process.execPath, [path.join(ROOT, 'src/test/lint-probes.mjs')], {
      cwd: ROOT,
      input: JSON.stringify(input),
      encoding: 'utf8',
    });
    const answers = JSON.parse(output) as string[][];
    return new Map(probes.map((probe, index) => [probe, answers[index] ?? []]));
  } finally {
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  }
}

let messages: Map<Probe, string[]>;
// One ESLint start and a parse of the import graph: seconds, more on a loaded machine.
beforeAll(() => {
  messages = lintAll(Object.values(RULES).flat());
}, 180_000);

test.each(Object.entries(RULES))('%s', (_rule, probes) => {
  for (const probe of probes) {
    const seen = { file: probe.file, source: probe.source, messages: messages.get(probe) };
    if (probe.fails) {
      expect(seen).toEqual({ ...seen, messages: expect.arrayContaining([expect.stringContaining(probe.fails)]) });
    } else {
      expect(seen).toEqual({ ...seen, messages: [] });
    }
  }
});
