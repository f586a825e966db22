/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { Product } from '../../universal/product';
import { mainPictureTiming } from '../../universal/main-picture';
import { pictureSources } from '../../universal/picture-sources';
import { keyed } from '../../browser-kit/ui/theme-styles';

/** `sizes` of a picture shown at most `size` CSS pixels wide: a list card's, so a phone fetches the small width. */
export const picturePixels = (size: number) => `${size}px`;

interface ProductImageProps {
  product: Pick<Product, 'image' | 'title'>;
  /** Rendered box in CSS pixels; the attributes reserve the space before the image arrives (no layout shift). */
  size: number;
  /**
   * Above the fold: load at once, and report its paint (Element Timing) so the page starts the app after it
   * (src/universal/page-start.ts); everything else waits until it nears the viewport.
   */
  eager?: boolean;
  /**
   * Inside a link whose text already names the product (a whole-tile link): the picture adds nothing
   * for a screen reader, so its text is empty instead of the title read twice.
   */
  decorative?: boolean;
  sx?: SxProps<Theme>;
}

/** The picture's box: a square of at most `size` px, the picture contained in it. */
export const pictureBox = (size: number) =>
  ({
    display: 'block',
    width: size,
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: '1 / 1',
    objectFit: 'contain',
  }) as const;
/** The same as serialized rules, made once for each size: the `css` prop instead of `sx` (decision 0086). */
export const pictureBoxRule = keyed((size: number) => css({ ...pictureBox(size), width: `${size}px` }));

export function ProductImage({ product, size, eager = false, decorative = false, sx }: ProductImageProps) {
  const { src, srcSet } = pictureSources(product.image);
  const timing = mainPictureTiming(eager);
  if (!sx)
    // Without a caller's sx (the list's cards): an <img> with the one rule of its size, no style resolved per picture.
    return (
      <img
        css={pictureBoxRule(size)}
        src={src}
        srcSet={srcSet}
        sizes={srcSet && picturePixels(size)}
        alt={decorative ? '' : product.title}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        {...timing}
      />
    );
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      // Never wider than `size` (maxWidth 100% only narrows it): the browser picks the width that covers it.
      sizes={srcSet && picturePixels(size)}
      alt={decorative ? '' : product.title}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // A picture of the first screen is decoded with it, so it paints in the same frame as the text around it
      // (decoded apart, the product page's main picture painted 40 ms after its text, behind the scripts).
      decoding={eager ? undefined : 'async'}
      {...timing}
      sx={[pictureBox(size), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
