import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { EarlyInputReplay } from './early-input';
import { AuthLayout } from './layout/AuthLayout';
import { PageShell } from './layout/PageShell';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';

// Every screen is its own chunk: forms, checkout and account code load only on their routes. Named
// chunks: the server hints a rendered page's own screen chunk by name (dist/chunk-manifest.json).
const screens = {
  home: lazy(() => import(/* webpackChunkName: "screen-home" */ '../features/catalogue/screens/HomePage')),
  productList: lazy(
    () => import(/* webpackChunkName: "screen-product-list" */ '../pages/product-list/ProductListPage'),
  ),
  productDetail: lazy(
    () => import(/* webpackChunkName: "screen-product-detail" */ '../pages/product-detail/ProductDetailPage'),
  ),
  cart: lazy(() => import(/* webpackChunkName: "screen-cart" */ '../pages/cart/CartPage')),
  wishlist: lazy(() => import(/* webpackChunkName: "screen-wishlist" */ '../pages/wishlist/WishlistPage')),
  checkout: lazy(() => import(/* webpackChunkName: "screen-checkout" */ '../pages/checkout/CheckoutPage')),
  orderSuccess: lazy(
    () => import(/* webpackChunkName: "screen-order-success" */ '../features/orders/screens/OrderSuccessPage'),
  ),
  orders: lazy(() => import(/* webpackChunkName: "screen-orders" */ '../features/orders/screens/OrdersPage')),
  orderDetail: lazy(
    () => import(/* webpackChunkName: "screen-order-detail" */ '../features/orders/screens/OrderDetailPage'),
  ),
  profile: lazy(() => import(/* webpackChunkName: "screen-profile" */ '../features/profile/screens/ProfilePage')),
  account: lazy(() => import(/* webpackChunkName: "screen-account" */ '../pages/account/AccountPage')),
  login: lazy(() => import(/* webpackChunkName: "screen-login" */ '../features/auth/screens/LoginPage')),
  signup: lazy(() => import(/* webpackChunkName: "screen-signup" */ '../features/auth/screens/SignupPage')),
  forgotPassword: lazy(
    () => import(/* webpackChunkName: "screen-forgot-password" */ '../features/auth/screens/ForgotPasswordPage'),
  ),
  resetPassword: lazy(
    () => import(/* webpackChunkName: "screen-reset-password" */ '../features/auth/screens/ResetPasswordPage'),
  ),
  undoEmailChange: lazy(
    () => import(/* webpackChunkName: "screen-undo-email-change" */ '../features/auth/screens/UndoEmailChangePage'),
  ),
  writeReview: lazy(
    () => import(/* webpackChunkName: "screen-write-review" */ '../features/reviews/screens/WriteReviewPage'),
  ),
  help: lazy(() => import(/* webpackChunkName: "screen-help" */ '../features/help/screens/HelpPage')),
  notFound: lazy(() => import(/* webpackChunkName: "screen-not-found" */ './NotFoundPage')),
};

// A screen that fails (a missing chunk, a render error) shows the shop's error screen inside the
// shell; one that fails in the shell itself shows it alone.
function open(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
        <EarlyInputReplay />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function signedIn(Screen: LazyExoticComponent<ComponentType>) {
  return <RequireAuth>{open(Screen)}</RequireAuth>;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <PageShell />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: open(screens.home) },
      { path: 'Home', element: open(screens.home) },
      { path: 'products', element: open(screens.productList) },
      { path: 'product/:id', element: open(screens.productDetail) },
      { path: 'cart', element: signedIn(screens.cart) },
      { path: 'checkout', element: signedIn(screens.checkout) },
      { path: 'wishlist', element: signedIn(screens.wishlist) },
      { path: 'orders', element: signedIn(screens.orders) },
      { path: 'orders/:id', element: signedIn(screens.orderDetail) },
      { path: 'order-success', element: signedIn(screens.orderSuccess) },
      { path: 'profile', element: signedIn(screens.profile) },
      { path: 'account', element: signedIn(screens.account) },
      { path: 'help', element: open(screens.help) },
      { path: 'review/:productId', element: signedIn(screens.writeReview) },
      { path: '*', element: open(screens.notFound) },
    ],
  },
  {
    path: 'auth',
    element: (
      <RouteErrorBoundary>
        <AuthLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: 'login', element: open(screens.login) },
      { path: 'signup', element: open(screens.signup) },
      { path: 'forgot-password', element: open(screens.forgotPassword) },
      { path: 'reset-password/:resettoken', element: open(screens.resetPassword) },
      { path: 'undo-email-change/:token', element: open(screens.undoEmailChange) },
      { path: '*', element: open(screens.notFound) },
    ],
  },
];
