import { lazy } from 'react';
import type { RouteEntry } from '../../shared/route-entry';

// Each screen is a named chunk (the server hints a rendered page's own chunk by that name); the
// server parts are left out of the browser's bundle (webpack.config.ts defines BROWSER_BUNDLE).
const home: RouteEntry = {
  path: '/',
  screen: lazy(() => import(/* webpackChunkName: "screen-home" */ './screens/HomePage')),
  ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/home'),
};

/** The catalogue's screens: home (also at the spec's /Home), the product list and the product page. */
export const catalogueRoutes: RouteEntry[] = [
  home,
  { ...home, path: '/Home' },
  {
    path: '/products',
    screen: lazy(() => import(/* webpackChunkName: "screen-product-list" */ './screens/ProductListPage')),
    ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/product-list'),
  },
  {
    path: '/product/:id',
    screen: lazy(() => import(/* webpackChunkName: "screen-product-detail" */ './screens/ProductDetailPage')),
    ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/product-detail'),
  },
];
