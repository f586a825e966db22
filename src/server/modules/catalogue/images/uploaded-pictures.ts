import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ResponsivePictures } from './responsive-images';
import { writeAtomically } from './write-atomically';

/**
 * Pictures staff upload in the console (issue 35). The bytes are decoded by sharp (anything that is not
 * a JPEG, PNG or WebP picture is refused), turned upright, stripped of their metadata (a phone's photo
 * carries where it was taken) and written as a JPEG, or a PNG where the picture has transparency, named by
 * a hash of the result: the same picture uploaded twice is one file. The catalogue then renders it to
 * every width it serves (responsive-images), as it does the demo's.
 */

/** The largest upload taken (bytes): a 24-megapixel phone photo is about 8 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** A decoded picture larger than this (pixels) is refused: a hostile file cannot exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The largest side kept: twice the widest rendering, enough to render again at new widths later. */
const MAX_SIDE = 2400;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type UploadOutcome = { picture: string } | { refused: string };

export async function saveUploadedPicture(
  uploadDir: string,
  pictures: ResponsivePictures,
  bytes: Buffer,
): Promise<UploadOutcome> {
  let encoded: { data: Buffer; extension: 'jpg' | 'png' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) return { refused: 'not a JPEG, PNG or WebP picture' };
    const upright = image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    encoded = meta.hasAlpha
      ? { data: await upright.png().toBuffer(), extension: 'png' }
      : { data: await upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), extension: 'jpg' };
  } catch (error) {
    return { refused: `not a picture that can be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const name = `u${createHash('sha256').update(encoded.data).digest('hex').slice(0, 24)}.${encoded.extension}`;
  await mkdir(uploadDir, { recursive: true });
  await writeAtomically(path.join(uploadDir, name), encoded.data);
  const picture = `/catalog/images/${name}`;
  const report = await pictures.prepare([picture]);
  const failed = report.failed[0];
  return failed ? { refused: failed.reason } : { picture };
}
