import { lazy } from 'react';
import { productDetailSsr, productListSsr } from '../features/catalogue/routes';
import type { RouteEntry } from '../browser-kit/route-entry';

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
    // A signed-out visitor's cart is their guest cart (issue 34).
    screen: lazy(() => import(/* webpackChunkName: "screen-cart" */ './cart/CartPage')),
  },
  {
    path: '/wishlist',
    screen: lazy(() => import(/* webpackChunkName: "screen-wishlist" */ './wishlist/WishlistPage')),
    signedIn: true,
  },
  {
    path: '/checkout',
    // Guests check out too, with an email (issue 34).
    screen: lazy(() => import(/* webpackChunkName: "screen-checkout" */ './checkout/CheckoutPage')),
  },
  {
    path: '/account',
    screen: lazy(() => import(/* webpackChunkName: "screen-account" */ './account/AccountPage')),
    signedIn: true,
  },
];
