import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { Config } from '../config';
import { closeBeforeTestApp, type TestApp } from './harness';

/** The page template the web build starts from (public/index.html), as its text. */
export const pageTemplate = () => readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');

/**
 * The test app's context serving a web build made of `files` (paths inside the build, e.g. `index.html`,
 * `assets/main.1.js`), written to a folder of its own: started before the tests of the file or block it is
 * called in, closed and its folder removed after them. Call `inject` inside tests.
 */
export function withWebBuild(
  t: TestApp,
  files: Record<string, string>,
  config: Partial<Config> = {},
): Pick<TestApp['app'], 'inject'> {
  const web = {} as Pick<TestApp['app'], 'inject'>;
  let app: TestApp['app'] | undefined;
  let root = '';
  const close = async () => {
    const open = app;
    app = undefined;
    await open?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  };
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), content);
    }
    app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, ...config, webRoot: root } }, false, {
      compileOnFirstUse: true,
    });
    await app.ready();
    web.inject = app.inject.bind(app);
    closeBeforeTestApp(t, close);
  });
  afterAll(close);
  return web;
}
