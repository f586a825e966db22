import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MAIL_LOGO_PATH, MAIL_LOGO_SIZE } from '../mail/mail-html';

/** Drawn at three times the size the mails show it: sharp on a phone's dense screen, still a few kilobytes. */
export const MAIL_LOGO_PIXELS = MAIL_LOGO_SIZE * 3;

/** The shop's SVG logo drawn as a square PNG of MAIL_LOGO_PIXELS (at that density, not scaled up from 64 px). */
export async function mailLogoPng(svg: Buffer): Promise<Buffer> {
  const { width = MAIL_LOGO_PIXELS } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * MAIL_LOGO_PIXELS) / width })
    .resize(MAIL_LOGO_PIXELS, MAIL_LOGO_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The mails' logo as a PNG (decision 0123): Gmail and Outlook draw no SVG, so the layout's band shows the
 * shop's favicon.svg (the one the shop serves from its web root) drawn by sharp on the first request and
 * kept in memory; every instance draws the same picture from the same file. A web root without the
 * favicon answers 404, as any missing file does.
 */
export function registerMailLogo(app: FastifyInstance, webRoot: string): void {
  let drawn: Promise<Buffer> | undefined;
  app.get(MAIL_LOGO_PATH, { schema: { hide: true } }, async (_request, reply) => {
    drawn ??= readFile(path.join(webRoot, 'favicon.svg')).then(mailLogoPng);
    let png: Buffer;
    try {
      png = await drawn;
    } catch {
      // Drawn again next time: the build may land the favicon later.
      drawn = undefined;
      return reply.callNotFound();
    }
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
  });
}
