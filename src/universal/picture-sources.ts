/**
 * The shop's responsive pictures (docs/decisions/0068-responsive-pictures.md): every picture the shop serves
 * itself (/catalog/images/{name}.svg, .png or .jpg) is also rendered, at import, to each of these widths as
 * WebP, at /catalog/images/{name}-{width}.webp. The server writes and serves them
 * (src/server/modules/catalogue/images); screens name them in `srcset`, with a `sizes` of their own layout.
 */

/**
 * In CSS pixels × device pixel ratio: 320 for a list card (180 px on a 1.75× phone), 640 for the product
 * page on a phone (about 330 px at 1.75×), 960 for the product page on a 2× desktop or a 3× phone.
 */
export const PICTURE_WIDTHS = [320, 640, 960] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

const NAME = '[a-z0-9][a-z0-9_-]{0,99}';
/** A picture of the shop's own: its name, and a source format the renderer reads. */
const LOCAL_PICTURE = new RegExp(`^/catalog/images/(${NAME})\\.(svg|png|jpe?g)$`, 'i');
/** One rendered width of a local picture, as a file name under /catalog/images/. */
const RENDERED_FILE = new RegExp(`^(${NAME})-(\\d{1,5})\\.webp$`, 'i');

/** A file the shop serves under /catalog/images/ (a demo picture, an upload, an imported one of its own). */
const SHOP_PICTURE_PATH = /^\/catalog\/images\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const PICTURE_ADDRESS_RULE = "a picture is the shop's own (/catalog/images/…) or an https:// address";

/**
 * Where a product's picture may be: one of the shop's own files, or an https:// address of another host.
 * Nothing else reaches a shopper's page: no http: (mixed content), javascript: or data:, no protocol-
 * relative //host, and no other path of the shop (a picture that is an /api call).
 */
export function isPictureAddress(value: string): boolean {
  if (SHOP_PICTURE_PATH.test(value)) return !value.includes('..');
  if (!value.startsWith('https://') || /[\s\\]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export interface PictureSources {
  /** The picture as the catalogue names it: the `src`, for a browser that reads no `srcset`. */
  src: string;
  /** The rendered widths as a `srcset` ("… 320w, … 640w, … 960w"); absent for a picture served as it is. */
  srcSet?: string;
  /** The widths `srcSet` offers, smallest first; [] for a picture served as it is. */
  widths: readonly number[];
}

/** The name of a picture the shop serves itself ("33-navy" for /catalog/images/33-navy.svg); else undefined. */
export function localPictureName(picture: string): string | undefined {
  return LOCAL_PICTURE.exec(picture)?.[1];
}

/** Where one width of a local picture is served. */
export function renderedPicturePath(name: string, width: number): string {
  return `/catalog/images/${name}-${width}.webp`;
}

/** The picture and width a rendered file stands for ("33-navy-640.webp"), if it is one the shop renders. */
export function renderedFileOf(file: string): { name: string; width: PictureWidth } | undefined {
  const match = RENDERED_FILE.exec(file);
  const width = Number(match?.[2]);
  if (!match?.[1] || !PICTURE_WIDTHS.includes(width as PictureWidth)) return undefined;
  return { name: match[1], width: width as PictureWidth };
}

/**
 * What an `<img>` names for a picture: its own address as `src` and, for a picture of the shop's own, every
 * rendered width as `srcSet`. A remote picture (http…) is left as it is: the shop cannot render it.
 */
export function pictureSources(picture: string): PictureSources {
  const name = localPictureName(picture);
  if (name === undefined) return { src: picture, widths: [] };
  return {
    src: picture,
    srcSet: PICTURE_WIDTHS.map((width) => `${renderedPicturePath(name, width)} ${width}w`).join(', '),
    widths: PICTURE_WIDTHS,
  };
}
