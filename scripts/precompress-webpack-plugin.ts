import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from 'webpack';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text assets worth compressing; source maps are fetched by developers only. */
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<asset>.gz` and `<asset>.br` beside every text asset of the build, at the highest
 * levels (the work is done once per build, not per request). The server's static files plugin
 * (preCompressed) then sends whichever the browser accepts, with no compression at request time.
 * It runs after emit, on the files written, so nothing later in the build can change them.
 */
export class PrecompressWebpackPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressWebpackPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      await Promise.all(
        compilation.getAssets().map(async ({ name }) => {
          if (!COMPRESSIBLE.test(name)) return;
          const file = path.join(outputPath, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const brotliParams = {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
          await writeFile(`${file}.br`, await brotliAsync(content, { params: brotliParams }));
        }),
      );
    });
  }
}
