import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

/**
 * The sign-in family, in its bare layout. Sign-in and sign-up are server-rendered; the others carry
 * a token in their URL or act on one, so they are never rendered into a cached page.
 */
export const authRoutes: RouteEntry[] = [
  {
    path: '/auth/login',
    screen: lazy(() => import(/* webpackChunkName: "screen-login" */ './screens/LoginPage')),
    layout: 'auth',
    ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/login'),
  },
  {
    path: '/auth/signup',
    screen: lazy(() => import(/* webpackChunkName: "screen-signup" */ './screens/SignupPage')),
    layout: 'auth',
    ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/signup'),
  },
  {
    path: '/auth/forgot-password',
    screen: lazy(() => import(/* webpackChunkName: "screen-forgot-password" */ './screens/ForgotPasswordPage')),
    layout: 'auth',
  },
  {
    path: '/auth/reset-password/:resettoken',
    screen: lazy(() => import(/* webpackChunkName: "screen-reset-password" */ './screens/ResetPasswordPage')),
    layout: 'auth',
  },
  {
    path: '/auth/undo-email-change/:token',
    screen: lazy(() => import(/* webpackChunkName: "screen-undo-email-change" */ './screens/UndoEmailChangePage')),
    layout: 'auth',
  },
  {
    path: '/auth/verify-email/:token',
    screen: lazy(() => import(/* webpackChunkName: "screen-verify-email" */ './screens/VerifyEmailPage')),
    layout: 'auth',
  },
];
