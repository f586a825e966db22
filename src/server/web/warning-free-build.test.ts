import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import webpackConfig from '../../../webpack.config';
import { WARNINGS_FAIL_MESSAGE, WarningsFailWebpackPlugin } from '../../../scripts/warnings-fail-webpack-plugin';

/** A two-file build with the plugin, `entry` importing b.js: webpack's own run, in a folder of its own. */
async function build(entry: string): Promise<Stats> {
  const dir = mkdtempSync(path.join(tmpdir(), 'warning-build-'));
  writeFileSync(path.join(dir, 'entry.js'), entry);
  writeFileSync(path.join(dir, 'b.js'), 'export const x = 1;\nexport const y = 2;\n');
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    plugins: [new WarningsFailWebpackPlugin()],
  });
  try {
    return await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
    );
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

const messages = (problems: { message: string }[] | undefined) => (problems ?? []).map((problem) => problem.message);

it('fails a build that warns, the needless webpackExports comment the account page had for one', async () => {
  const stats = await build('import(/* webpackExports: ["x"] */ \'./b\').then((b) => b.x);\n');
  const { warnings, errors } = stats.toJson({ all: false, warnings: true, errors: true });
  expect(messages(warnings)).toEqual([expect.stringContaining("You don't need `webpackExports`")]);
  expect(stats.hasErrors()).toBe(true);
  expect(messages(errors)).toEqual([expect.stringContaining(WARNINGS_FAIL_MESSAGE)]);
}, 60_000);

it('passes a build without a warning', async () => {
  const stats = await build("import('./b').then((b) => b.x);\n");
  expect(stats.hasWarnings()).toBe(false);
  expect(stats.hasErrors()).toBe(false);
}, 60_000);

it("is in both production builds (the shop's and the console's), and not in the development server's", () => {
  const failing = (mode: 'production' | 'development') =>
    webpackConfig(undefined, { mode }).map((config) =>
      (config.plugins ?? []).some((plugin) => plugin instanceof WarningsFailWebpackPlugin),
    );
  expect(failing('production')).toEqual([true, true]);
  expect(failing('development')).toEqual([false, false]);
});
