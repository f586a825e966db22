import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { Compilation, type Compiler, sources } from 'webpack';
import { CHUNK_MANIFEST_FILE, type ChunkManifest } from '../src/universal/chunk-manifest';
import { PAGE_START_SCRIPT } from '../src/universal/page-start';

/**
 * Writes chunk-manifest.json: for every named lazy chunk group (`webpackChunkName`: the route screens,
 * the message catalogs, the right-to-left styles and font), the scripts and fonts it loads that the
 * entry's initial scripts do not already carry. The server reads it to hint a page's own chunks.
 * It also emits the page-start script (src/universal/page-start.ts), minified and content-hashed, and names
 * it there.
 */
export class ChunkManifestWebpackPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestWebpackPlugin', (compilation) => {
      const pageStart = transformSync(PAGE_START_SCRIPT, { minify: true, target: 'es2017' }).code;
      const pageStartFile = `assets/page-start.${createHash('sha256').update(pageStart).digest('hex').slice(0, 10)}.js`;
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestWebpackPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(pageStartFile, new sources.RawSource(pageStart)),
      );
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestWebpackPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const url = (file: string) => `${publicPath}${file}`;
          const initial = new Set<string>();
          for (const entry of compilation.entrypoints.values()) {
            for (const chunk of entry.chunks) for (const file of chunk.files) initial.add(file);
          }
          const manifest: ChunkManifest = { groups: {}, pageStart: url(pageStartFile) };
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files, ...chunk.auxiliaryFiles]);
            const own = [...new Set(files)].filter((file) => !initial.has(file));
            manifest.groups[name] = {
              scripts: own.filter((file) => file.endsWith('.js')).map(url),
              fonts: own.filter((file) => file.endsWith('.woff2')).map(url),
            };
          }
          compilation.emitAsset(CHUNK_MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
