import { type Compiler, WebpackError } from 'webpack';

export const WARNINGS_FAIL_MESSAGE =
  'The production build warns (see above): a warning fails it, so that a fresh clone builds and starts without one.';

/**
 * Fails a production build that warns (issue 49 §6): a warning nobody reads stays for good, and the shop's
 * first `npm start` printed one. The build's step in CI (`npm run build`) then fails on the change that
 * brings one in. Added at `done`, after every plugin has had its say (the size hints come after emit).
 */
export class WarningsFailWebpackPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('WarningsFailWebpackPlugin', (stats) => {
      if (stats.hasWarnings()) stats.compilation.errors.push(new WebpackError(WARNINGS_FAIL_MESSAGE));
    });
  }
}
