import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../../../../universal/picture-sources';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openTestDatabase } from '../../../test/test-database';
import { importProducts } from '../import-products';
import { responsivePictures } from './responsive-images';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${fill}"/><circle cx="300" cy="300" r="200" fill="#fff"/></svg>`;

let root: string;
let sourceDir: string;
let cacheDir: string;
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pictures-'));
  sourceDir = path.join(root, 'images');
  cacheDir = path.join(root, 'cache');
  mkdirSync(sourceDir);
  writeFileSync(path.join(sourceDir, '1.svg'), svg('#223158'));
  // A photo narrower than the largest width: it is never enlarged.
  await sharp({ create: { width: 700, height: 500, channels: 3, background: '#b42f2c' } })
    .png()
    .toFile(path.join(sourceDir, 'photo.png'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mtimes = () =>
  Object.fromEntries(readdirSync(cacheDir).map((file) => [file, statSync(path.join(cacheDir, file)).mtimeMs]));

describe('responsivePictures', () => {
  it('renders each local picture to every width as WebP, a vector drawn at each width, a photo never enlarged', async () => {
    const pictures = responsivePictures({ sourceDirs: [sourceDir], cacheDir });
    const report = await pictures.prepare([
      '/catalog/images/1.svg',
      '/catalog/images/photo.png',
      '/catalog/images/1.svg',
      'https://img.example.com/remote.jpg',
    ]);
    expect(report).toMatchObject({ rendered: 2, upToDate: 0, failed: [] });
    for (const width of PICTURE_WIDTHS) {
      const vector = await sharp(path.join(cacheDir, `1-${width}.webp`)).metadata();
      expect(vector).toMatchObject({ format: 'webp', width, height: width });
      const photo = await sharp(path.join(cacheDir, `photo-${width}.webp`)).metadata();
      expect(photo).toMatchObject({ format: 'webp', width: Math.min(width, 700) });
    }
    // The remote picture is left to its own server.
    expect(readdirSync(cacheDir).some((file) => file.startsWith('remote'))).toBe(false);
  });

  it('does no work for a picture already rendered from the same bytes, and renders it again when they change', async () => {
    const pictures = responsivePictures({ sourceDirs: [sourceDir], cacheDir });
    await pictures.prepare(['/catalog/images/1.svg', '/catalog/images/photo.png']);
    const before = mtimes();
    // Another instance (a restart) on the same cache knows the work is done.
    const again = await responsivePictures({ sourceDirs: [sourceDir], cacheDir }).prepare([
      '/catalog/images/1.svg',
      '/catalog/images/photo.png',
    ]);
    expect(again).toMatchObject({ rendered: 0, upToDate: 2, failed: [] });
    expect(mtimes()).toEqual(before);

    writeFileSync(path.join(sourceDir, '1.svg'), svg('#2f7d4f'));
    expect(await pictures.prepare(['/catalog/images/1.svg'])).toMatchObject({ rendered: 1, upToDate: 0 });
    const { dominant } = await sharp(path.join(cacheDir, '1-320.webp')).stats();
    expect(dominant.g).toBeGreaterThan(dominant.b);
  });

  it('reports a picture it cannot render and still renders the others', async () => {
    writeFileSync(path.join(sourceDir, 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><path d=');
    writeFileSync(path.join(sourceDir, 'empty.png'), '');
    const pictures = responsivePictures({ sourceDirs: [sourceDir], cacheDir });
    const report = await pictures.prepare([
      '/catalog/images/broken.svg',
      '/catalog/images/empty.png',
      '/catalog/images/missing.svg',
      '/catalog/images/1.svg',
    ]);
    expect(report.rendered).toBe(1);
    expect(report.failed).toEqual([
      { picture: '/catalog/images/broken.svg', reason: expect.any(String) },
      { picture: '/catalog/images/empty.png', reason: expect.any(String) },
      { picture: '/catalog/images/missing.svg', reason: 'no such picture' },
    ]);
    expect(readdirSync(cacheDir).filter((file) => file.startsWith('broken') || file.startsWith('empty'))).toEqual([]);
  });

  it('renders a width asked for before it was prepared, for every caller asking meanwhile', async () => {
    const pictures = responsivePictures({ sourceDirs: [sourceDir], cacheDir });
    const answers = await Promise.all([pictures.ensure('1-640.webp'), pictures.ensure('1-320.webp')]);
    expect(answers).toEqual([true, true]);
    expect(readdirSync(cacheDir).filter((file) => file.endsWith('.webp'))).toHaveLength(PICTURE_WIDTHS.length);
    expect(await pictures.ensure('nothing-640.webp')).toBe(false);
    expect(await pictures.ensure('1-500.webp')).toBe(false);
    expect(await pictures.ensure('.1.key')).toBe(false);
  });
});

describe('an import given the renderer', () => {
  it('renders the pictures its products name, after they are in, and reports the one it cannot', async () => {
    writeFileSync(path.join(sourceDir, 'broken.svg'), 'not a picture');
    const record = (id: number, image: string) => ({
      id,
      title: `Imported ${id}`,
      price: 10,
      description: '',
      category: 'electronics',
      image,
      rating: { rate: 4, count: 1 },
    });
    const db = await openTestDatabase();
    try {
      const result = await importProducts(
        db,
        [
          record(1, '/catalog/images/1.svg'),
          record(2, '/catalog/images/broken.svg'),
          record(3, 'https://img.example.com/3.jpg'),
        ],
        { pictures: responsivePictures({ sourceDirs: [sourceDir], cacheDir }) },
      );
      expect(result).toMatchObject({
        imported: 3,
        rejected: [],
        pictures: { rendered: 1, upToDate: 0, failed: [{ picture: '/catalog/images/broken.svg' }] },
      });
      expect(
        readdirSync(cacheDir)
          .filter((file) => file.endsWith('.webp'))
          .sort(),
      ).toEqual(['1-320.webp', '1-640.webp', '1-960.webp']);
    } finally {
      await db.close();
    }
  });
});

describe('GET /catalog/images/{name}-{width}.webp', () => {
  let t: TestApp;
  let cache: string;
  beforeAll(async () => {
    cache = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
    t = await createTestApp({ pictureCacheDir: cache });
    // The cache holds a rendered picture (and its key) before any test asks.
    await t.app.inject({ method: 'GET', url: '/catalog/images/33-320.webp' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(cache, { recursive: true, force: true });
  });

  it('serves a rendered width as WebP for a year, the picture itself for a day', async () => {
    const rendered = await t.app.inject({ method: 'GET', url: '/catalog/images/33-640.webp' });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['content-type']).toBe('image/webp');
    expect(rendered.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(rendered.rawPayload).metadata()).width).toBe(640);

    const picture = await t.app.inject({ method: 'GET', url: '/catalog/images/33.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each(['33-500.webp', '.33.key', 'nothing-640.webp', '33-640.avif'])('answers %s 404', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/catalog/images/${file}` });
    expect(response.statusCode).toBe(404);
  });
});
