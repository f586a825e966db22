import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

// Each screen is a named chunk (the server hints a rendered page's own chunk by that name); the
// server parts are left out of the browser's bundle (webpack.config.ts defines BROWSER_BUNDLE).
const home: RouteEntry = {
  path: '/',
  screen: lazy(() => import(/* webpackChunkName: "screen-home" */ './screens/HomePage')),
  ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/home'),
};

/** The catalogue's own screen: home (also at the spec's /Home). */
export const catalogueRoutes: RouteEntry[] = [home, { ...home, path: '/Home' }];

/**
 * The server parts of the product list and product page, whose screens are pages (src/pages) that fill
 * the catalogue's screens with the cart's and wish list's buttons: the catalogue loads their data.
 */
export const productListSsr: RouteEntry['ssr'] = process.env.BROWSER_BUNDLE
  ? undefined
  : () => import('./ssr/product-list');
export const productDetailSsr: RouteEntry['ssr'] = process.env.BROWSER_BUNDLE
  ? undefined
  : () => import('./ssr/product-detail');
