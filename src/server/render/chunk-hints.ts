import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_MANIFEST_FILE, type ChunkManifest } from '../../universal/chunk-manifest';
import { descriptorOf, type Locale } from '../../universal/i18n/locale';
import { fontChunkOf } from '../../universal/i18n/script-fonts';

/** What a page asks for after its entry scripts have run, in the order it asks. */
export interface PageChunks {
  scripts: string[];
  fonts: string[];
}

/** The build's chunk manifest beside index.html, or undefined for a build without one (no hints then). */
export function readChunkManifest(webRoot: string): ChunkManifest | undefined {
  const file = path.join(webRoot, CHUNK_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkManifest) : undefined;
}

/**
 * The chunks the browser would otherwise discover one after another: the page's catalog (loaded
 * before the first render), for right-to-left pages the mirrored style cache, the font of the
 * language's script, then the screen's own chunk and the shared chunks it needs.
 */
export function pageChunks(manifest: ChunkManifest | undefined, screenChunk: string, locale: Locale): PageChunks {
  const { dir, font } = descriptorOf(locale);
  const names = [
    `messages-${locale}-json`,
    ...(dir === 'rtl' ? ['rtl-styles'] : []),
    ...(font ? [fontChunkOf(font)] : []),
    screenChunk,
  ];
  const groups = names.map((name) => manifest?.groups[name]);
  const unique = (files: string[]) => [...new Set(files)];
  return {
    scripts: unique(groups.flatMap((group) => group?.scripts ?? [])),
    fonts: unique(groups.flatMap((group) => group?.fonts ?? [])),
  };
}
