import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { withTestApp } from '../test/harness';
import { MAIL_LOGO_PATH } from '../mail/mail-html';
import { MAIL_LOGO_PIXELS } from './mail-logo';

/** A web root holding the shop's favicon alone, as the build copies it from public/. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'mail-logo-'));
copyFileSync(path.resolve(__dirname, '../../../public/favicon.svg'), path.join(webRoot, 'favicon.svg'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const t = withTestApp({ webRoot });
const bare = withTestApp({ webRoot: path.join(webRoot, 'nothing-built') });

/** A pixel's colour as #rrggbb and its opacity. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const hex = [0, 1, 2].map((channel) => (data[at + channel] ?? 0).toString(16).padStart(2, '0')).join('');
  return { colour: `#${hex}`, alpha: data[at + 3] };
}

test("the shop serves its favicon as a PNG for mail clients that draw no SVG, drawn at the logo's size", async () => {
  const response = await t.app.inject({ method: 'GET', url: MAIL_LOGO_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  const png = response.rawPayload;
  const meta = await sharp(png).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'png',
    width: MAIL_LOGO_PIXELS,
    height: MAIL_LOGO_PIXELS,
  });
  expect(png.length).toBeLessThan(8_000);
  // The favicon's picture: its dark square with rounded corners, the bag in the middle.
  expect(await pixel(png, 0, 0)).toMatchObject({ alpha: 0 });
  expect(await pixel(png, 8, MAIL_LOGO_PIXELS / 2)).toEqual({ colour: '#131921', alpha: 255 });
  expect(await pixel(png, MAIL_LOGO_PIXELS / 2, MAIL_LOGO_PIXELS / 2)).toEqual({ colour: '#febd69', alpha: 255 });
  // Drawn once: the second answer is the same picture.
  expect((await t.app.inject({ method: 'GET', url: MAIL_LOGO_PATH })).rawPayload.equals(png)).toBe(true);
});

test('a web root without the favicon answers 404, as any missing file', async () => {
  const response = await bare.app.inject({ method: 'GET', url: MAIL_LOGO_PATH });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
