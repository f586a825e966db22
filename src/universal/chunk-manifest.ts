/**
 * Which files each named lazy chunk group of the web build needs (`dist/chunk-manifest.json`, written
 * by scripts/chunk-manifest-webpack-plugin.ts): the server hints a page's own chunks with
 * `<link rel="preload">` so they download with the HTML instead of after the scripts that ask for them.
 */
export const CHUNK_MANIFEST_FILE = 'chunk-manifest.json';

export interface ChunkManifest {
  /** Group name (a `webpackChunkName`) → its scripts and other files (fonts), as URL paths, beyond the entry's own. */
  groups: Record<string, { scripts: string[]; fonts: string[] }>;
  /** The page-start script (src/universal/page-start.ts) as a content-hashed asset, for server-rendered pages. */
  pageStart?: string;
}
