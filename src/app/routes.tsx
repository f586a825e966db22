import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from './layout/AuthLayout';
import { PageShell } from './layout/PageShell';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { RouteErrorScreen } from './RouteErrorScreen';

// Every screen is its own chunk: forms, checkout and account code load only on their routes.
const screens = {
  home: lazy(() => import('../features/catalogue/screens/HomePage')),
  productList: lazy(() => import('../features/catalogue/screens/ProductListPage')),
  productDetail: lazy(() => import('../features/catalogue/screens/ProductDetailPage')),
  cart: lazy(() => import('../features/cart/screens/CartPage')),
  wishlist: lazy(() => import('../features/wishlist/screens/WishlistPage')),
  checkout: lazy(() => import('../features/orders/screens/CheckoutPage')),
  orderSuccess: lazy(() => import('../features/orders/screens/OrderSuccessPage')),
  orders: lazy(() => import('../features/orders/screens/OrdersPage')),
  orderDetail: lazy(() => import('../features/orders/screens/OrderDetailPage')),
  profile: lazy(() => import('../features/profile/screens/ProfilePage')),
  account: lazy(() => import('../features/profile/screens/AccountPage')),
  login: lazy(() => import('../features/auth/screens/LoginPage')),
  signup: lazy(() => import('../features/auth/screens/SignupPage')),
  forgotPassword: lazy(() => import('../features/auth/screens/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../features/auth/screens/ResetPasswordPage')),
  notFound: lazy(() => import('./NotFoundPage')),
};

function open(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

function signedIn(Screen: LazyExoticComponent<ComponentType>) {
  return <RequireAuth>{open(Screen)}</RequireAuth>;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <PageShell />,
    // A screen that fails (a missing chunk, a render error) shows the shop's error screen inside the
    // shell; one that fails in the shell itself shows it alone.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
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
          { path: '*', element: open(screens.notFound) },
        ],
      },
    ],
  },
  {
    path: 'auth',
    element: <AuthLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'login', element: open(screens.login) },
      { path: 'signup', element: open(screens.signup) },
      { path: 'forgot-password', element: open(screens.forgotPassword) },
      { path: 'reset-password/:resettoken', element: open(screens.resetPassword) },
      { path: '*', element: open(screens.notFound) },
    ],
  },
];
