/**
 * The Element Timing name of a page's main picture (`elementtiming` on the <img>: the list's first cards, the
 * home page's hero, the product gallery's first picture), which the browser reports once that picture is painted and
 * on screen: the page-start script starts the app then (src/universal/page-start.ts).
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

/** The attribute that marks an <img> as the page's main picture, to spread onto it (React does not type it). */
export const mainPictureTiming = (main: boolean) => (main ? { elementtiming: MAIN_PICTURE_TIMING } : {});
