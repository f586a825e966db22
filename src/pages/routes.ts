import { lazy } from 'react';
import { productDetailSsr, productListSsr } from '../features/catalogue/routes';
import type { RouteEntry } from '../shared/route-entry';

/** The screens where several slices meet (each a named chunk, as the slices' own screens are). */
export const pageRoutes: RouteEntry[] = [
  {
    path: '/products',
    screen: lazy(() => import(/* webpackChunkName: "screen-product-list" */ './product-list/ProductListPage')),
    ssr: productListSsr,
  },
  {
    path: '/product/:id',
    screen: lazy(() => import(/* webpackChunkName: "screen-product-detail" */ './product-detail/ProductDetailPage')),
    ssr: productDetailSsr,
  },
  {
    path: '/cart',
    screen: lazy(() => import(/* webpackChunkName: "screen-cart" */ './cart/CartPage')),
    signedIn: true,
  },
  {
    path: '/wishlist',
    screen: lazy(() => import(/* webpackChunkName: "screen-wishlist" */ './wishlist/WishlistPage')),
    signedIn: true,
  },
  {
    path: '/checkout',
    screen: lazy(() => import(/* webpackChunkName: "screen-checkout" */ './checkout/CheckoutPage')),
    signedIn: true,
  },
  {
    path: '/account',
    screen: lazy(() => import(/* webpackChunkName: "screen-account" */ './account/AccountPage')),
    signedIn: true,
  },
];
