import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from './write-atomically';
import {
  localPictureName,
  PICTURE_WIDTHS,
  renderedFileOf,
  renderedPicturePath,
} from '../../../../universal/picture-sources';

/**
 * The catalogue's responsive pictures (docs/decisions/0068-responsive-pictures.md): each picture the shop
 * serves itself is rendered by sharp to every width of PICTURE_WIDTHS as WebP, into a cache folder that
 * the catalogue's routes serve beside the pictures themselves. A picture is rendered again only when its
 * bytes or the settings below change (its key, kept beside its files); a picture that cannot be read is
 * reported, never thrown, so one bad file stops neither an import nor the others.
 */

/** sharp's WebP defaults, named: quality 80 is where the demo's gradients show no banding at 1×. */
const WEBP = { quality: 80, effort: 4 } as const;
/** The extensions a local picture may have (src/universal/picture-sources), in the order a name is looked up. */
const SOURCE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg'] as const;
/** Part of every key: a new width, quality or encoder renders every picture again. */
const SETTINGS = JSON.stringify({ widths: PICTURE_WIDTHS, webp: WEBP, sharp: sharp.versions.sharp });
/** A decoded picture larger than this (pixels) is refused: a hostile file cannot exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PictureFailure {
  /** The picture as the catalogue names it, or the file asked for. */
  picture: string;
  reason: string;
}

export interface PictureReport {
  /** Pictures rendered now (each to every width). */
  rendered: number;
  /** Pictures whose files were already those of their current bytes. */
  upToDate: number;
  failed: PictureFailure[];
  /** Wall time spent, milliseconds. */
  ms: number;
}

export interface ResponsivePictures {
  /** Where the rendered files are kept (served at /catalog/images/{name}-{width}.webp). */
  readonly cacheDir: string;
  /** Where the pictures themselves are, in the order a name is looked up: the demo's, then those uploaded. */
  readonly sourceDirs: readonly string[];
  /** Renders every local picture named that is not up to date; other pictures (http…) are not the shop's. */
  prepare(pictures: Iterable<string>): Promise<PictureReport>;
  /** prepare() for every picture in the source folder: all the shop can serve itself. */
  prepareAll(): Promise<PictureReport>;
  /**
   * Makes sure a rendered file ("33-navy-640.webp") is in the cache, rendering its picture now if it is
   * not (a server started on a database another instance imported): true when the file can be served.
   */
  ensure(file: string): Promise<boolean>;
}

type Outcome = 'rendered' | 'up-to-date' | { failed: string };

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The picture at every width, from one decoding (an SVG is drawn once, at the largest width). */
async function encode(source: Buffer): Promise<Map<number, Buffer>> {
  const largest = Math.max(...PICTURE_WIDTHS);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const meta = await sharp(source, options).metadata();
  const vector = meta.format === 'svg';
  // A vector is drawn at the largest width (72 dpi is its natural size); a photo is never enlarged.
  const density = vector && meta.width ? (72 * largest) / meta.width : undefined;
  const { data, info } = await sharp(source, { ...options, ...(density ? { density } : {}) })
    .resize({ width: largest, withoutEnlargement: !vector })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const files = new Map<number, Buffer>();
  for (const width of PICTURE_WIDTHS) {
    files.set(width, await sharp(data, raw).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer());
  }
  return files;
}

/** The pictures the shop serves itself: the demo catalogue's, at /catalog/images/{file}. */
export const CATALOGUE_PICTURES_DIR = path.join(__dirname, '..', 'demo', 'images');

/**
 * The catalogue's pictures (the demo's, and those staff upload when the folder is given) and their rendered
 * widths, in the configured cache.
 */
export function cataloguePictures(config: { pictureCacheDir: string; pictureUploadDir?: string }): ResponsivePictures {
  return responsivePictures({
    sourceDirs: [CATALOGUE_PICTURES_DIR, ...(config.pictureUploadDir ? [config.pictureUploadDir] : [])],
    cacheDir: config.pictureCacheDir,
  });
}

export function responsivePictures(options: { sourceDirs: readonly string[]; cacheDir: string }): ResponsivePictures {
  const { sourceDirs, cacheDir } = options;
  /** The first source folder holding `file`, or undefined. */
  async function sourceOf(file: string): Promise<string | undefined> {
    for (const dir of sourceDirs) if (await exists(path.join(dir, file))) return path.join(dir, file);
    return undefined;
  }
  // Made with the first file, not before: a server that never renders (a test's) leaves no folder behind.
  let cacheReady: Promise<unknown> | undefined;
  /** One rendering of a picture at a time, shared by every caller that asks for it meanwhile. */
  const running = new Map<string, Promise<Outcome>>();
  const renderedFile = (name: string, width: number) =>
    path.join(cacheDir, path.basename(renderedPicturePath(name, width)));
  // A dot file too: the cache folder is served, its keys are not.
  const keyFile = (name: string) => path.join(cacheDir, `.${name}.key`);

  async function render(name: string, file: string): Promise<Outcome> {
    let source: Buffer;
    try {
      source = await readFile((await sourceOf(file)) ?? path.join(sourceDirs[0] ?? '', file));
    } catch (error) {
      return { failed: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such picture' : String(error) };
    }
    const key = createHash('sha256').update(SETTINGS).update(source).digest('hex');
    const current = await readFile(keyFile(name), 'utf8').catch(() => undefined);
    if (current === key) {
      const present = await Promise.all(PICTURE_WIDTHS.map((width) => exists(renderedFile(name, width))));
      if (present.every(Boolean)) return 'up-to-date';
    }
    try {
      const files = await encode(source);
      await (cacheReady ??= mkdir(cacheDir, { recursive: true }));
      for (const [width, data] of files) await writeAtomically(renderedFile(name, width), data);
      // Last: a key names files that are all there.
      await writeAtomically(keyFile(name), key);
      return 'rendered';
    } catch (error) {
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  }

  function once(name: string, file: string): Promise<Outcome> {
    let pending = running.get(name);
    if (!pending) {
      pending = render(name, file).finally(() => running.delete(name));
      running.set(name, pending);
    }
    return pending;
  }

  async function prepare(pictures: Iterable<string>): Promise<PictureReport> {
    const started = performance.now();
    const report: PictureReport = { rendered: 0, upToDate: 0, failed: [], ms: 0 };
    const local = new Set<string>();
    for (const picture of pictures) if (localPictureName(picture) !== undefined) local.add(picture);
    // One after another: an import (or the seed behind a starting server) leaves the other core to shoppers.
    for (const picture of local) {
      const file = path.posix.basename(picture);
      const outcome = await once(localPictureName(picture) as string, file);
      if (outcome === 'rendered') report.rendered += 1;
      else if (outcome === 'up-to-date') report.upToDate += 1;
      else report.failed.push({ picture, reason: outcome.failed });
    }
    report.ms = Math.round(performance.now() - started);
    return report;
  }

  return {
    cacheDir,
    sourceDirs,
    prepare,

    async prepareAll() {
      const files = (await Promise.all(sourceDirs.map((dir) => readdir(dir).catch(() => [])))).flat();
      return prepare([...new Set(files)].sort().map((file) => `/catalog/images/${file}`));
    },

    async ensure(file) {
      const wanted = renderedFileOf(file);
      if (!wanted) return false;
      if (await exists(renderedFile(wanted.name, wanted.width))) return true;
      for (const extension of SOURCE_EXTENSIONS) {
        const source = `${wanted.name}.${extension}`;
        if (!(await sourceOf(source))) continue;
        await once(wanted.name, source);
        return exists(renderedFile(wanted.name, wanted.width));
      }
      return false;
    },
  };
}
