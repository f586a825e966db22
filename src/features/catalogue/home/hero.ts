/** The home page's opening picture: drawn by HeroBanner, preloaded by the server-rendered home page. */
export const HERO_IMAGE = { src: '/hero.svg', width: 1500, height: 600 } as const;
