/**
 * How wide the product page shows its main picture, as `sizes`: at most 480 CSS px; on a phone the screen
 * less the page's and the picture panel's padding and border (2 × 16 + 2 × 16 + 2 px), so a 390 px phone at
 * 1.75× asks for the 640 px width, not the 960. The gallery's <img> and the server's preload of it both use
 * this one string: were they to differ, the browser would download the picture twice.
 */
export const MAIN_PICTURE_SIZES = '(min-width: 600px) 480px, calc(100vw - 66px)';
export const MAIN_PICTURE_PX = 480;

/** A thumbnail's side in CSS px (at least 44, WCAG's comfortable target). */
export const THUMBNAIL_PX = 56;
